import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { NewsletterSubscriber, NewsletterSubscriberList } from "#schema/api/newsletter";
import { emailTemplates, newsletterSubscribers } from "#schema/content";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { emailTemplateSeeds } from "#seed/data/email-templates";
import { ORIGIN, call, db, jsonWrite, setUser, signIn } from "./support/client";
import { outboxMail } from "./support/mail";

let admin: { cookie: string; userId: string };
let editor: { cookie: string; userId: string };

beforeAll(async () => {
  await db()
    .insert(emailTemplates)
    .values(emailTemplateSeeds().filter((t) => t.name === EMAIL_TEMPLATE_NAMES.newsletterConfirm));
  admin = await signIn("newsletter-admin@example.com");
  await setUser(admin.userId, { role: "admin", roleAssignedAt: new Date() });
  editor = await signIn("newsletter-editor@example.com");
  await setUser(editor.userId, { role: "editor", roleAssignedAt: new Date() });
});

let clients = 0;
/** Each sign-up from an address of its own, so only the rate-limit test meets the limit. */
function subscribe(body: unknown, ip = `203.0.113.${++clients}`) {
  const write = jsonWrite("POST", body);
  return call("/api/newsletter/subscribe", {
    ...write,
    headers: { ...(write.headers as Record<string, string>), "cf-connecting-ip": ip },
  });
}

/** The mail to `email`, newest first, once the `count` mails queued for it have left the queue. */
const mailsTo = async (email: string, count = 1) => (await outboxMail(email, count)).reverse();
const rowsOf = (email: string) =>
  db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

/** The confirmation and unsubscribe links of a mail, as a reader would follow them. */
function linksOf(html: string) {
  const decode = (link: string | undefined) => link?.replace(/&amp;/g, "&");
  return {
    confirm: decode(
      html.match(/href="(http:\/\/localhost:8787\/api\/newsletter\/confirm\?token=[^"]+)"/)?.[1],
    ),
    unsubscribe: decode(
      html.match(/href="(http:\/\/localhost:8787\/api\/newsletter\/unsubscribe\?[^"]+)"/)?.[1],
    ),
  };
}

const adminList = async (query = "", cookie = admin.cookie) => {
  const response = await call(`/api/admin/newsletter/subscribers${query}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as NewsletterSubscriberList;
};

/** The unsubscribe page's form, posted as the browser posts it. */
const postForm = (fields: Record<string, string>) =>
  call("/api/newsletter/unsubscribe", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "sec-fetch-site": "same-origin",
    },
    body: new URLSearchParams(fields).toString(),
  });

describe("double opt-in through the outbox", () => {
  it("mails a link in the chosen language that confirms the address; only then does the admin list it", async () => {
    const email = "reader@example.com";
    const response = await subscribe({ email: "  Reader@Example.COM ", name: "Ρένα", locale: "el" });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "pending" });

    const [row] = await rowsOf(email);
    expect(row).toMatchObject({ name: "Ρένα", locale: "el", verified: false });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain("Επιβεβαιώστε την εγγραφή σας");
    expect(mail?.html).toContain("Γεια σας Ρένα,");
    const { confirm, unsubscribe } = linksOf(mail!.html);
    expect(confirm).toBeTruthy();
    expect(unsubscribe).toBeTruthy();
    // Stored as a hash: the mailed token is not in the database.
    const token = new URL(confirm!).searchParams.get("token")!;
    expect(row?.verificationToken).not.toContain(token);
    expect(row?.verificationToken).toMatch(/^[0-9a-f]{64}$/);

    expect((await adminList()).subscribers.map((s) => s.email)).not.toContain(email);

    const confirmed = await call(confirm!);
    expect(confirmed.status).toBe(200);
    // A page about one subscriber: no shared cache may keep it.
    expect(confirmed.headers.get("cache-control")).toBe("private, no-store");
    const page = await confirmed.text();
    expect(page).toContain('lang="el"');
    expect(page).toContain("Η εγγραφή επιβεβαιώθηκε");
    expect(await rowsOf(email)).toEqual([
      expect.objectContaining({ verified: true, verificationToken: null }),
    ]);
    expect((await adminList()).subscribers).toContainEqual(
      expect.objectContaining<Partial<NewsletterSubscriber>>({ email, name: "Ρένα", locale: "el" }),
    );

    // A link works once.
    const again = await call(confirm!);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("Ο σύνδεσμος δεν λειτουργεί");
  });

  it("an expired link confirms nothing and says so", async () => {
    const email = "late@example.com";
    await subscribe({ email, locale: "en" });
    const { confirm } = linksOf((await mailsTo(email))[0]!.html);
    await db()
      .update(newsletterSubscribers)
      .set({ subscribedAt: new Date(Date.now() - 49 * 60 * 60 * 1000) })
      .where(eq(newsletterSubscribers.email, email));
    const response = await call(confirm!);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("This link has expired");
    expect((await rowsOf(email))[0]?.verified).toBe(false);
  });

  it("an unknown token is a 400 page, never a 500", async () => {
    for (const path of [
      "/api/newsletter/confirm?token=nope",
      "/api/newsletter/confirm",
      `/api/newsletter/confirm?token=${"x".repeat(500)}`,
    ]) {
      const response = await call(path);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toContain("text/html");
    }
  });
});

describe("the same address twice", () => {
  it("answers the same, keeps one row, and a confirmed address stays confirmed", async () => {
    const email = "twice@example.com";
    const first = await subscribe({ email, name: "First", locale: "en" });
    const second = await subscribe({ email: "TWICE@example.com", name: "Second", locale: "fr" });
    expect([first.status, second.status]).toEqual([202, 202]);
    const firstBody = await first.text();
    expect(await second.text()).toBe(firstBody);
    expect(await rowsOf(email)).toEqual([expect.objectContaining({ name: "Second", locale: "fr" })]);
    const mails = await mailsTo(email, 2);
    expect(mails).toHaveLength(2);
    // The newer mail's link is the one that works.
    expect((await call(linksOf(mails[1]!.html).confirm!)).status).toBe(400);
    expect((await call(linksOf(mails[0]!.html).confirm!)).status).toBe(200);

    const confirmedSince = (await rowsOf(email))[0]!.subscribedAt;
    const third = await subscribe({ email, name: "Third", locale: "ru" });
    expect(third.status).toBe(202);
    expect(await third.text()).toBe(firstBody);
    expect(await rowsOf(email)).toEqual([
      expect.objectContaining({
        name: "Second",
        locale: "fr",
        verified: true,
        verificationToken: null,
        subscribedAt: confirmedSince,
      }),
    ]);
    expect(await mailsTo(email, 2)).toHaveLength(2);
  });

  it("two sign-ups at the same moment still make one row", async () => {
    const email = "race@example.com";
    const responses = await Promise.all(Array.from({ length: 4 }, () => subscribe({ email, locale: "en" })));
    expect(responses.map((r) => r.status)).toEqual([202, 202, 202, 202]);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it("sends an address at most three confirmation mails a day, answering as always", async () => {
    const email = "flooded@example.com";
    for (let i = 0; i < 5; i++) expect((await subscribe({ email, locale: "en" })).status).toBe(202);
    expect(await mailsTo(email, 3)).toHaveLength(3);
  });
});

describe("POST /api/newsletter/subscribe refuses bad input", () => {
  it.each([
    [{ email: "not-an-address", locale: "en" }, "validation.email"],
    [{ email: "a@example.com", locale: "de" }, "admin.validation.locale"],
    [{ email: "a@example.com", locale: "en", name: "x".repeat(101) }, "validation.max_length"],
    [{ locale: "en" }, "validation.email"],
  ])("%j → 400 with %s", async (body, messageKey) => {
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ messageKey, message: expect.any(String) });
  });

  it("limits one client to 10 sign-ups an hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await subscribe({ email: `burst${i}@example.com`, locale: "en" }, "192.0.2.77")).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("unsubscribing", () => {
  async function confirmedSubscriber(email: string, locale = "en") {
    await subscribe({ email, locale });
    const links = linksOf((await mailsTo(email))[0]!.html);
    expect((await call(links.confirm!)).status).toBe(200);
    return new URL(links.unsubscribe!);
  }

  it("the link shows a button and changes nothing; the button's post removes the address", async () => {
    const email = "leaving@example.com";
    const link = await confirmedSubscriber(email, "uk");
    const page = await call(link.toString());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="uk"');
    expect(html).toContain('<form method="post" action="/api/newsletter/unsubscribe">');
    expect(await rowsOf(email)).toHaveLength(1);

    const fields = { id: link.searchParams.get("id")!, token: link.searchParams.get("token")! };
    const done = await postForm(fields);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Ви відписалися");
    expect(await rowsOf(email)).toEqual([]);
    expect((await adminList()).subscribers.map((s) => s.email)).not.toContain(email);
    // Pressing again (or a second tab) is just as done.
    expect((await postForm(fields)).status).toBe(200);
  });

  it("works for an address still waiting for confirmation", async () => {
    const email = "changed-mind@example.com";
    await subscribe({ email, locale: "en" });
    const link = new URL(linksOf((await mailsTo(email))[0]!.html).unsubscribe!);
    expect((await postForm(Object.fromEntries(link.searchParams))).status).toBe(200);
    expect(await rowsOf(email)).toEqual([]);
  });

  it("a forged or altered token is a 400 page and removes nothing", async () => {
    const email = "stays@example.com";
    const link = await confirmedSubscriber(email);
    const id = link.searchParams.get("id")!;
    const token = link.searchParams.get("token")!;
    const other = (await rowsOf("reader@example.com"))[0]?.id ?? "00000000-0000-4000-8000-000000000000";
    for (const fields of [
      { id, token: `${token.slice(0, -2)}AA` },
      { id: other, token },
      { id, token: "%%%" },
      { id, token: "" },
      { id: "", token },
    ]) {
      const shown = await call(`/api/newsletter/unsubscribe?${new URLSearchParams(fields)}`, {
        headers: { "accept-language": "en" },
      });
      expect(shown.status).toBe(400);
      expect(await shown.text()).toContain("This link does not work");
      expect((await postForm(fields)).status).toBe(400);
    }
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it("refuses a cross-site post", async () => {
    const link = await confirmedSubscriber("csrf@example.com");
    const response = await call("/api/newsletter/unsubscribe", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: link.searchParams.toString(),
    });
    expect(response.status).toBe(403);
    expect(await rowsOf("csrf@example.com")).toHaveLength(1);
  });
});

describe("GET /api/admin/newsletter/subscribers", () => {
  beforeAll(async () => {
    await db()
      .insert(newsletterSubscribers)
      .values([
        { email: "a_b@list.example", verified: true, locale: "he" },
        { email: "axb@list.example", verified: true, locale: "en" },
        { email: "pending@list.example", verified: false, verificationToken: "x" },
      ]);
  });

  it("counts and lists confirmed addresses only, searched by part of the e-mail, wildcards literal", async () => {
    const all = await adminList("?q=list.example");
    expect(all.count).toBe(2);
    expect(all.subscribers.map((s) => s.email).sort()).toEqual(["a_b@list.example", "axb@list.example"]);
    expect((await adminList("?q=A_B")).subscribers.map((s) => s.email)).toEqual(["a_b@list.example"]);
    expect(await adminList("?q=%25")).toEqual({ count: 0, subscribers: [] });
    // Longer than D1 allows a LIKE pattern to be (50 bytes).
    expect(await adminList(`?q=${encodeURIComponent("Ελληνικά Українська Русский")}`)).toEqual({
      count: 0,
      subscribers: [],
    });
  });

  it("exports every confirmed address that matches", async () => {
    const response = await call("/api/admin/newsletter/subscribers/export?q=list.example", {
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as NewsletterSubscriber[];
    expect(rows.map((r) => r.email).sort()).toEqual(["a_b@list.example", "axb@list.example"]);
  });

  it("is for admins: an editor gets 403", async () => {
    for (const path of ["/api/admin/newsletter/subscribers", "/api/admin/newsletter/subscribers/export"]) {
      expect((await call(path, { headers: { cookie: editor.cookie } })).status).toBe(403);
    }
  });

  it("refuses an overlong search with 400", async () => {
    const response = await call(`/api/admin/newsletter/subscribers?q=${"x".repeat(256)}`, {
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(400);
  });
});
