import { describe, expect, it } from "vitest";
import { newsletterSubscribeSchema, type NewsletterSubscriber } from "#schema/api/newsletter";
import { spreadsheetSafe } from "#web/features/admin/csv";
import { subscribersCsv } from "#web/features/admin/newsletter/subscribers-csv";
import { UTF8_BOM } from "#web/features/admin/csv";
import { hmacToken, isHmacToken } from "#worker/lib/crypto";
import { buildMimeMessage } from "#worker/lib/mail/mime";
import { isUnsubscribeToken, unsubscribeLink } from "#worker/services/newsletter-mail";
import { catalogueText } from "../support/catalogue-text";

const SECRET = new TextEncoder().encode("a-test-secret-of-at-least-thirty-two-bytes");

describe("the subscribe schema (shared by the form and the API)", () => {
  it("trims and lower-cases the address, and makes a blank name none", () => {
    expect(
      newsletterSubscribeSchema.parse({ email: "  Ana@Example.COM ", name: "  ", locale: "el" }),
    ).toEqual({
      email: "ana@example.com",
      name: null,
      locale: "el",
    });
    expect(newsletterSubscribeSchema.parse({ email: "a@b.co", locale: "he" }).name).toBeNull();
    expect(newsletterSubscribeSchema.parse({ email: "a@b.co", name: " Ana ", locale: "fr" }).name).toBe(
      "Ana",
    );
  });

  it.each([
    [{ email: "no-at-sign", locale: "en" }, "Must be a valid e-mail address"],
    [{ email: "a@b.co", locale: "xx" }, "Choose one of the site's languages"],
    [{ email: "a@b.co", locale: "en", name: "a\u0007b" }, "Names cannot contain control characters"],
    [{ email: `${"a".repeat(251)}@b.co`, locale: "en" }, "Must be at most 255 characters"],
  ])("refuses %j: %s", (input, message) => {
    const result = newsletterSubscribeSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(catalogueText(result.error?.issues[0]?.message)).toBe(message);
  });
});

describe("unsubscribe tokens", () => {
  it("check only for the id and secret they were made with", async () => {
    const token = await hmacToken(SECRET, "message");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await isHmacToken(SECRET, "message", token)).toBe(true);
    expect(await isHmacToken(SECRET, "message2", token)).toBe(false);
    expect(await isHmacToken(new TextEncoder().encode("another secret"), "message", token)).toBe(false);
    expect(await isHmacToken(SECRET, "message", `${token.slice(0, -1)}A`)).toBe(token.endsWith("A"));
    for (const bad of ["", "%%%", "not base64!", token.slice(1)]) {
      expect(await isHmacToken(SECRET, "message", bad)).toBe(false);
    }
  });

  it("the mailed link carries the id and a token that checks for it alone", async () => {
    const link = new URL(
      await unsubscribeLink({ siteUrl: "https://site.example/", secret: SECRET }, "id-1", "he"),
    );
    expect(`${link.origin}${link.pathname}`).toBe("https://site.example/api/newsletter/unsubscribe");
    const token = link.searchParams.get("token")!;
    expect(link.searchParams.get("id")).toBe("id-1");
    expect(link.searchParams.get("lang")).toBe("he");
    expect(await isUnsubscribeToken(SECRET, "id-1", token)).toBe(true);
    expect(await isUnsubscribeToken(SECRET, "id-2", token)).toBe(false);
    // Not the plain HMAC of the id: a MAC made for another purpose with the same secret does not pass.
    expect(await isUnsubscribeToken(SECRET, "id-1", await hmacToken(SECRET, "id-1"))).toBe(false);
  });
});

describe("mail headers", () => {
  const message = { to: "a@b.co", subject: "Hi", html: "<p>x</p>", text: "x" };

  it("writes List-Unsubscribe into the message", () => {
    const raw = buildMimeMessage("no-reply@site.example", {
      ...message,
      headers: { "List-Unsubscribe": "<https://site.example/u?id=1&token=t>" },
    });
    expect(raw).toContain("\r\nList-Unsubscribe: <https://site.example/u?id=1&token=t>\r\n");
  });

  it("refuses a header name or value that would add headers of its own", () => {
    expect(() => buildMimeMessage("a@b.c", { ...message, headers: { "X-A: 1\r\nBcc": "e@x.y" } })).toThrow();
    expect(() => buildMimeMessage("a@b.c", { ...message, headers: { "X-A": "1\r\nBcc: e@x.y" } })).toThrow();
  });
});

describe("the subscribers' CSV", () => {
  const subscriber = (email: string, name: string | null): NewsletterSubscriber => ({
    id: email,
    email,
    name,
    locale: "el",
    subscribedAt: "2026-11-23T10:00:00.000Z",
  });

  it("has a BOM, a header row and one quoted-where-needed row per subscriber", () => {
    expect(subscribersCsv([subscriber("a@b.co", "Ana, María"), subscriber("c@d.co", null)])).toBe(
      `${UTF8_BOM}email,name,locale,subscribed_at\r\na@b.co,"Ana, María",el,2026-11-23T10:00:00.000Z\r\nc@d.co,,el,2026-11-23T10:00:00.000Z\r\n`,
    );
  });

  it("keeps spreadsheets from running a visitor's text as a formula", () => {
    expect(["=1+1", "+1-2", "-1+A1", "@SUM(A1)", "\tx", "\rx"].map(spreadsheetSafe)).toEqual([
      "'=1+1",
      "'+1-2",
      "'-1+A1",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
    ]);
    expect(spreadsheetSafe("Ana")).toBe("Ana");
    expect(["-3", "+4", "0.7500"].map(spreadsheetSafe)).toEqual(["-3", "+4", "0.7500"]);
    expect(spreadsheetSafe(null)).toBeNull();
    expect(subscribersCsv([subscriber("+tag@b.co", "=HYPERLINK(1)")])).toContain("'+tag@b.co,'=HYPERLINK(1)");
  });
});
