import { beforeAll, describe, expect, it } from "vitest";
import { call, jsonWrite, setUser, signIn } from "./support/client";
import { insertVerificationTemplates, outboxMail } from "./support/mail";

beforeAll(async () => {
  await insertVerificationTemplates(`<p>Hi {{firstName}}, <a href="{{link}}">verify</a></p>`);
});

describe("e-mail verification through the API", () => {
  it("mails a link (to the local outbox) that verifies once and lands on the profile", async () => {
    const { cookie } = await signIn("verify-me@example.com", { firstName: "Γιώργος" });
    const sent = await call("/api/auth/send-verification-email", {
      ...jsonWrite("POST", {}, cookie),
      headers: {
        ...(jsonWrite("POST", {}, cookie).headers as Record<string, string>),
        "accept-language": "el",
      },
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sentTo: "verify-me@example.com" });

    const [mail] = await outboxMail("verify-me@example.com");
    expect(mail?.subject).toBe("Verify (el)");
    // Development without SITE_URL: the address `npm start` serves.
    const link = mail!.html.match(
      /href="(http:\/\/localhost:8787\/api\/auth\/verify-email\?token=[^"]+)"/,
    )?.[1];
    expect(link).toBeTruthy();

    const first = await call(link!);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/profile?emailVerified=1");
    const profile = (await (await call("/api/user/profile", { headers: { cookie } })).json()) as {
      emailVerified: boolean;
    };
    expect(profile.emailVerified).toBe(true);

    const again = await call(link!);
    expect(again.headers.get("location")).toBe("/profile?emailVerification=invalid");
  });

  it("refuses an immediate re-send with 429 and Retry-After", async () => {
    const { cookie } = await signIn("resend@example.com");
    expect((await call("/api/auth/send-verification-email", jsonWrite("POST", {}, cookie))).status).toBe(200);
    const again = await call("/api/auth/send-verification-email", jsonWrite("POST", {}, cookie));
    expect(again.status).toBe(429);
    const seconds = Number(again.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    // The wait comes back as a message key and its count, so the page can say it in any language.
    expect(await again.json()).toEqual({
      message: `Please wait ${seconds} second${seconds === 1 ? "" : "s"} before asking for another verification e-mail`,
      messageKey: "verification.error.wait",
      params: { count: seconds },
    });
  });

  it("builds the link from SITE_URL, never from the request's Host", async () => {
    const { cookie } = await signIn("host-header@example.com");
    const write = jsonWrite("POST", {}, cookie);
    const sent = await call(
      "http://evil.example/api/auth/send-verification-email",
      { ...write, headers: { ...(write.headers as Record<string, string>), origin: "http://evil.example" } },
      { SITE_URL: "https://betcompare.example" },
    );
    expect(sent.status).toBe(200);
    const [mail] = await outboxMail("host-header@example.com");
    expect(mail?.html).toMatch(/href="https:\/\/betcompare\.example\/api\/auth\/verify-email\?token=/);
    expect(mail?.html).not.toContain("evil.example");
  });

  it("refused clicks inside the resend interval do not use up the day's mails", async () => {
    const { cookie, userId } = await signIn("impatient@example.com");
    const click = () => call("/api/auth/send-verification-email", jsonWrite("POST", {}, cookie));
    expect((await click()).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await click()).status).toBe(429);
    await setUser(userId, { emailVerificationSentAt: new Date(Date.now() - 2 * 60_000) });
    expect((await click()).status).toBe(200);
  });

  it("an unknown token lands on the profile with the failure", async () => {
    const response = await call("/api/auth/verify-email?token=nope");
    expect(response.headers.get("location")).toBe("/profile?emailVerification=invalid");
  });
});

describe("GET /api/user/can-review", () => {
  it("tells a new user they can write 10 reviews today", async () => {
    const { cookie } = await signIn("reviewer@example.com");
    const response = await call("/api/user/can-review", { headers: { cookie } });
    expect(await response.json()).toEqual({ canReview: true, reason: null, reviewsRemainingToday: 10 });
  });
});
