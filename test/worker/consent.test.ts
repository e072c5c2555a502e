import { describe, expect, it } from "vitest";
import { call, ORIGIN, PRODUCTION } from "./support/client";

/** The cookie banner's form as a browser posts it before the page's code has arrived. */
const postChoice = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call("/api/consent", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

const cookieNamed = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

describe("the cookie choice as a form post", () => {
  it("stores Accept for 180 days where the page reads it, and goes back to the page", async () => {
    const response = await postChoice({ choice: "accepted", returnTo: "/en/providers?page=2" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/en/providers?page=2");
    const consent = cookieNamed(response, "consent")!;
    expect(consent).toMatch(/^consent=accepted; Max-Age=15552000; Path=\/; SameSite=Lax$/);
    expect(cookieNamed(response, "anon_id")).toBeUndefined();
  });

  it("stores Reject and removes the anonymous click id", async () => {
    const response = await postChoice(
      { choice: "rejected", returnTo: "/el/faq" },
      { cookie: `consent=accepted; anon_id=${"a".repeat(43)}` },
    );
    expect(response.headers.get("location")).toBe("/el/faq");
    expect(cookieNamed(response, "consent")).toMatch(/^consent=rejected;/);
    expect(cookieNamed(response, "anon_id")).toMatch(/^anon_id=; Max-Age=0; Path=\//);
  });

  it("is a Secure cookie on a deployment", async () => {
    const response = await call(
      "https://site.example/api/consent",
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://site.example",
          "sec-fetch-site": "same-origin",
        },
        body: "choice=accepted&returnTo=%2Fen",
        redirect: "manual",
      },
      PRODUCTION,
    );
    expect(response.status).toBe(303);
    expect(cookieNamed(response, "consent")).toContain("; Secure");
  });

  it.each(["https://evil.example/x", "//evil.example/x", "/\\evil.example", ""])(
    "goes back to the home page, not to %j",
    async (returnTo) => {
      const response = await postChoice({ choice: "accepted", returnTo });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/");
    },
  );

  it.each([
    ["an unknown choice", { choice: "maybe" }, "choice: Invalid option"],
    ["no choice", { returnTo: "/en" }, "choice: Invalid option"],
  ])("refuses %s with a 400 and stores nothing", async (_, fields, message) => {
    const response = await postChoice(fields);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses another site's form, so no site can give consent in the visitor's name", async () => {
    const response = await postChoice(
      { choice: "accepted", returnTo: "/en" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(response.status).toBe(403);
    expect(cookieNamed(response, "consent")).toBeUndefined();
  });
});

describe("the menu's cookie settings in the server's HTML", () => {
  it.each([
    ["", "unset"],
    ["consent=accepted", "accepted"],
    ["consent=rejected", "rejected"],
    ["consent=maybe", "unset"],
  ])("with %j, say the choice in force and press its button", async (cookie, status) => {
    // The tests' database has no UI strings: a string shows as its key.
    const page = await (await call("/en/menu", { headers: { cookie } })).text();
    const html = page.slice(page.indexOf('id="menu-cookies"'));
    expect(html).toContain(`<p role="status" class="text-sm">menu.cookies.status.${status}</p>`);
    const form = html.match(/<form[^>]*action="\/api\/consent"[^]*?<\/form>/)?.[0] ?? "";
    expect(form).toContain('name="returnTo" value="/en/menu"');
    for (const choice of ["accepted", "rejected"]) {
      const button = form.match(new RegExp(`<button[^>]*value="${choice}"[^>]*>`))?.[0];
      expect(button).toContain(`aria-pressed="${choice === status}"`);
    }
  });
});
