import { request, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";
import { signInAtProvider, textIn } from "./support/sign-in";

/** The Greek UI text of a key (the browser context speaks el-GR). */
const greek = textIn("el");

const issuer = () => inject("issuer");
const origin = (url: string) => new URL(url).origin;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const flowCookieOf = async (context: BrowserContext) =>
  (await context.cookies(baseUrl())).find((cookie) => cookie.name === "oidc-flow");

const meIn = (page: Page) =>
  page.evaluate(
    async () => (await fetch("/api/me")).json() as Promise<{ authenticated: boolean; user: unknown }>,
  );

describe("sign-in with a real OpenID Provider (oidc-provider on loopback)", () => {
  it("signs in from /profile's login dialog, lands back on /profile, and signs out for good", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/profile");
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: greek("auth.login_dialog.title") });
    await dialog.waitFor();
    await dialog.getByRole("link", { name: greek("auth.login_dialog.login"), exact: true }).click();

    await signInAtProvider(page, "eleni");
    expect(new URL(page.url()).pathname).toBe("/profile");
    await page.getByText("eleni@example.test", { exact: true }).first().waitFor();
    expect(await meIn(page)).toMatchObject({
      authenticated: true,
      user: { email: "eleni@example.test", emailVerified: true, firstName: "E2e", lastName: "eleni" },
    });

    const session = (await page.context().cookies(baseUrl())).find((cookie) => cookie.name === "session");
    expect(session?.httpOnly).toBe(true);
    expect(await flowCookieOf(page.context())).toBeUndefined();
    // Outside the browser, the cookie's value alone is the session: 200 now, 401 after logout.
    const outsider = await request.newContext({
      baseURL: baseUrl(),
      extraHTTPHeaders: { cookie: `session=${session?.value}` },
    });
    const before = await outsider.get("/api/auth/user");
    expect(before.status()).toBe(200);
    expect(await before.json()).toMatchObject({ email: "eleni@example.test" });

    await page.goto("/menu");
    await waitForHydration(page);
    // A form post, not a link: the button posts to /api/logout, which answers 303 to the home page.
    const signOut = page.waitForRequest((sent) => sent.url() === `${baseUrl()}/api/logout`);
    await page.getByRole("button", { name: greek("auth.account.logout") }).click();
    expect((await signOut).method()).toBe("POST");
    await page.waitForURL((url) => url.pathname === "/");
    expect(origin(page.url())).toBe(baseUrl());
    expect(await meIn(page)).toEqual({ authenticated: false, user: null });

    const after = await outsider.get("/api/auth/user");
    expect(after.status()).toBe(401);
    await outsider.dispose();
    await close();
  });

  it("does not sign in again with a replayed callback: the flow is over and the code is spent", async () => {
    const { page, close } = await openPage(browser);
    const context = page.context();
    const callbacks: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().startsWith(`${baseUrl()}/api/callback`)) callbacks.push(sent.url());
    });
    await page.goto("/api/login?returnTo=%2Fprofile");
    const flowCookie = await flowCookieOf(context);
    expect(flowCookie?.httpOnly).toBe(true);
    await signInAtProvider(page, "replay");
    expect(new URL(page.url()).pathname).toBe("/profile");
    expect(callbacks).toHaveLength(1);
    const callback = callbacks[0]!;
    expect(new URL(callback).searchParams.get("code")).toBeTruthy();
    const sessionBefore = (await context.cookies(baseUrl())).find((cookie) => cookie.name === "session");

    // The same address again in the same browser: the flow cookie went with the first use.
    const replay = await context.request.get(callback, { maxRedirects: 0 });
    expect(replay.status()).toBe(401);
    expect(await replay.json()).toMatchObject({ message: expect.stringMatching(/\w/) });

    // Even with the flow cookie put back (someone who copied both), the provider refuses the code.
    await context.addCookies([flowCookie!]);
    const replayWithFlow = await context.request.get(callback, { maxRedirects: 0 });
    expect(replayWithFlow.status()).toBe(401);
    expect(await replayWithFlow.json()).toMatchObject({ message: expect.stringMatching(/code/i) });

    // Neither attempt issued a new session.
    const sessionAfter = (await context.cookies(baseUrl())).find((cookie) => cookie.name === "session");
    expect(sessionAfter?.value).toBe(sessionBefore?.value);
    await close();
  });

  it("refuses a callback whose state is not the one of the sign-in the browser began", async () => {
    const { page, close } = await openPage(browser);
    const context = page.context();
    // Begin a sign-in without going to the provider: the flow cookie is set, the state is known.
    const begun = await context.request.get("/api/login?returnTo=%2Fprofile", { maxRedirects: 0 });
    expect(begun.status()).toBe(302);
    const authorization = new URL(begun.headers().location!);
    expect(authorization.origin).toBe(issuer());
    const state = authorization.searchParams.get("state")!;
    expect(await flowCookieOf(context)).toBeDefined();

    const forged = await context.request.get("/api/callback?code=x&state=wrong", { maxRedirects: 0 });
    expect(forged.status()).toBe(401);
    expect(await forged.json()).toMatchObject({ message: expect.stringMatching(/state/i) });
    // One attempt per flow: the flow cookie is gone, nobody is signed in.
    expect(await flowCookieOf(context)).toBeUndefined();
    expect(await (await context.request.get("/api/me")).json()).toMatchObject({ authenticated: false });

    // The right state without this browser's flow cookie (a callback link sent to someone else).
    const elsewhere = await request.newContext({ baseURL: baseUrl() });
    const foreign = await elsewhere.get(`/api/callback?code=x&state=${encodeURIComponent(state)}`, {
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(401);
    expect(await foreign.json()).toMatchObject({ message: expect.stringMatching(/\w/) });
    await elsewhere.dispose();
    await close();
  });

  it.each(["https://evil.example/x", "//evil.example/x"])(
    "after sign-in with returnTo=%s lands on this site's home page",
    async (returnTo) => {
      const { page, close } = await openPage(browser);
      const hosts = new Set<string>();
      page.on("request", (sent) => hosts.add(new URL(sent.url()).host));
      await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      await signInAtProvider(page, "traveller");
      expect(origin(page.url())).toBe(baseUrl());
      expect(new URL(page.url()).pathname).toBe("/");
      expect(hosts).not.toContain("evil.example");
      expect(await meIn(page)).toMatchObject({ authenticated: true });
      await close();
    },
  );
});
