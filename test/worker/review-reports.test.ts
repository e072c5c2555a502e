import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMessage, type MessageKey } from "#schema/api/messages";
import type { ReportQueue } from "#schema/api/review-reports";
import type { AdminReviewList } from "#schema/api/reviews";
import { auditLog } from "#schema/audit";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { uiStrings } from "#schema/content";
import { reviewDecisions, reviewReports } from "#schema/moderation";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { emailTemplateSeeds } from "#seed/data/email-templates";
import { reportEmailTemplateSeeds } from "#seed/data/report-email-templates";
import { UI_STRINGS } from "#seed/ui-strings";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";
import { outboxMail, insertEmailTemplates, settledDeliveries } from "./support/mail";

const EXPLANATION = "It only advertises another site, with a link.";
const valid = { reason: "spam", explanation: EXPLANATION, goodFaith: true };

let clients = 0;
/** A client address of its own, so only the tests meant to meet the rate limit meet it. */
const newClient = () => `192.0.2.${++clients}`;

function report(reviewId: string, body: unknown, client = newClient(), cookie?: string) {
  const write = jsonWrite("POST", body, cookie);
  return call(`/api/reviews/${reviewId}/reports`, {
    ...write,
    headers: { ...(write.headers as Record<string, string>), "cf-connecting-ip": client },
  });
}

async function reference(response: Response) {
  expect(response.status).toBe(202);
  const body = (await response.json()) as { reference: string };
  expect(body.reference).toMatch(/^R-[2-9A-HJKMNP-Z]{6}$/);
  return body.reference;
}

async function expectError(response: Response, status: number, key: MessageKey) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string; messageKey?: string };
  expect(body.messageKey).toBe(key);
}

const reportsOf = (reviewId: string) =>
  db().select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));

let admin: { cookie: string; userId: string };
let translator: { cookie: string; userId: string };

/** Published reviews rr-0 … rr-5 of one provider, and a pending one. */
beforeAll(async () => {
  await db()
    .insert(providers)
    .values({ id: "rr-p", brand: "Report Bet", domain: "rr.example", licenseId: "RR-1" });
  const authors = ["rr-a0", "rr-a1", "rr-a2", "rr-a3", "rr-a4", "rr-a5", "rr-a6"];
  await db()
    .insert(users)
    .values(authors.map((id) => ({ id, email: `${id}@example.com`, username: id })));
  await db()
    .insert(reviews)
    .values(
      authors.map((userId, index) => ({
        id: index === 6 ? "rr-pending" : `rr-${index}`,
        providerId: "rr-p",
        userId,
        rating: 1 + (index % 5),
        reviewText: `Review ${index} of Report Bet, long enough.`,
        status: index === 6 ? ("pending" as const) : ("approved" as const),
      })),
    );
  // The reporters' mails, and the statement of reasons the author of a removed review is sent.
  await insertEmailTemplates([
    ...reportEmailTemplateSeeds(),
    ...emailTemplateSeeds().filter((t) => t.name === EMAIL_TEMPLATE_NAMES.reviewDecision),
  ]);
  for (const key of Object.keys(UI_STRINGS).filter(
    (key) => key.startsWith("reviews.statement.") || key.startsWith("reviews.guidelines."),
  ))
    await db()
      .insert(uiStrings)
      .values({ key, ...UI_STRINGS[key]! });
  admin = await signIn("reports-admin@example.com");
  await setUser(admin.userId, { role: "admin", roleAssignedAt: new Date() });
  translator = await signIn("reports-translator@example.com");
  await setUser(translator.userId, { role: "translator", roleAssignedAt: new Date() });
});

describe("POST /api/reviews/{id}/reports", () => {
  it("files a report from anyone and answers 202 with a reference; the acknowledgement is in the page's language", async () => {
    const ref = await reference(
      await report("rr-0", {
        ...valid,
        explanation: `  ${EXPLANATION}\n `,
        email: " Rena@Example.com ",
        locale: "el",
      }),
    );
    expect(await reportsOf("rr-0")).toMatchObject([
      {
        reference: ref,
        reason: "spam",
        explanation: EXPLANATION,
        email: "rena@example.com",
        locale: "el",
        status: "open",
        reporterUserId: null,
      },
    ]);
    const [mail] = await outboxMail("rena@example.com");
    expect(mail?.subject).toBe(`Λάβαμε την αναφορά σας ${ref}`);
    expect(mail?.html).toContain("Report Bet");
    expect(mail?.html).toContain('lang="el"');
  });

  it("makes one report of the same reporter's second, anonymous or signed in, with the first reference", async () => {
    const client = newClient();
    const first = await reference(await report("rr-1", valid, client));
    expect(await reference(await report("rr-1", { ...valid, reason: "fake" }, client))).toBe(first);
    expect(await reportsOf("rr-1")).toHaveLength(1);

    const reader = await signIn("reports-reader@example.com");
    const mine = await reference(await report("rr-1", valid, newClient(), reader.cookie));
    expect(mine).not.toBe(first);
    // The same account from another address is the same reporter.
    expect(await reference(await report("rr-1", valid, newClient(), reader.cookie))).toBe(mine);
    const rows = await reportsOf("rr-1");
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.reference === mine)?.reporterUserId).toBe(reader.userId);
  });

  it("answers 404 for an unknown review and for one that is not published", async () => {
    await expectError(await report("no-such-review", valid), 404, "reviews.error.not_found");
    await expectError(await report("rr-pending", valid), 404, "reviews.error.not_found");
    expect(await reportsOf("rr-pending")).toEqual([]);
  });

  it.each([
    ["a missing reason", { ...valid, reason: undefined }, "reports.validation.reason"],
    ["an unknown reason", { ...valid, reason: "boring" }, "reports.validation.reason"],
    ["a missing explanation", { ...valid, explanation: undefined }, "reports.validation.explanation_min"],
    ["a short explanation", { ...valid, explanation: "  too short  " }, "reports.validation.explanation_min"],
    ["a long explanation", { ...valid, explanation: "x".repeat(2001) }, "reports.validation.explanation_max"],
    [
      "control characters",
      { ...valid, explanation: `${EXPLANATION}\u0007` },
      "reports.validation.explanation_control_characters",
    ],
    ["a bad e-mail", { ...valid, email: "not-an-address" }, "validation.email"],
    ["good faith false", { ...valid, goodFaith: false }, "reports.validation.good_faith"],
    ["good faith missing", { ...valid, goodFaith: undefined }, "reports.validation.good_faith"],
    ["an unknown locale", { ...valid, locale: "de" }, "admin.validation.locale"],
  ] as const)("refuses %s with 400 and the message's key", async (_, body, key) => {
    const response = await report("rr-2", body);
    await expectError(response, 400, key);
    expect(await reportsOf("rr-2")).toEqual([]);
  });

  it("takes 2,000 characters and a blank e-mail (none)", async () => {
    await reference(await report("rr-2", { ...valid, explanation: "y".repeat(2000), email: "  " }));
    expect(await reportsOf("rr-2")).toMatchObject([{ email: null }]);
  });

  it("answers 429 with a message once a client has made ten reports in the hour", async () => {
    const client = newClient();
    for (let i = 0; i < 10; i++) expect((await report("rr-3", valid, client)).status).toBe(202);
    const refused = await report("rr-3", valid, client);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { messageKey: string; params: { count: number } };
    expect(body.messageKey).toBe("rate_limit.retry_in");
    // The wait, in seconds, is the rest of the hour: the header and the message say the same.
    expect(body.params.count).toBeGreaterThan(0);
    expect(body.params.count).toBeLessThanOrEqual(3600);
    expect(refused.headers.get("retry-after")).toBe(String(body.params.count));
  });
});

const queue = async (cookie = admin.cookie) => {
  const response = await call("/api/admin/reviews/reports", { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as ReportQueue;
};
const decide = (reviewId: string, body: unknown, cookie = admin.cookie) =>
  call(`/api/admin/reviews/${reviewId}/reports/decision`, jsonWrite("POST", body, cookie));
const auditsOf = (reviewId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entityId, reviewId), inArray(auditLog.action, ["review.approve", "review.reject"])),
    );

describe("the reports queue", () => {
  beforeAll(async () => {
    await reference(await report("rr-4", { ...valid, email: "keep-1@example.com", locale: "fr" }));
    await reference(
      await report("rr-4", { ...valid, reason: "fake", explanation: "Written by the company itself." }),
    );
    await reference(await report("rr-5", { ...valid, email: "remove-1@example.com", locale: "he" }));
    await reference(await report("rr-5", { ...valid, email: "remove-2@example.com", locale: "uk" }));
    await reference(await report("rr-5", { ...valid, reason: "hate" }));
  });

  it("lists the reviews with open reports, newest report first, with counts by reason and no reporter's address", async () => {
    const { count, items } = await queue();
    expect(count).toBe(6);
    expect(items.map((item) => item.review.id)).toEqual(["rr-5", "rr-4", "rr-3", "rr-2", "rr-1", "rr-0"]);
    const [removal, keeping] = items;
    expect(removal).toMatchObject({
      review: { id: "rr-5", providerName: "Report Bet", userName: "rr-a5", status: "approved" },
      openReports: 3,
      reasons: [
        { reason: "spam", count: 2 },
        { reason: "hate", count: 1 },
      ],
    });
    expect(removal!.reports.map((r) => r.hasEmail)).toEqual([false, true, true]);
    expect(keeping!.reports.map((r) => r.explanation)).toEqual([
      "Written by the company itself.",
      EXPLANATION,
    ]);
    expect(JSON.stringify(items)).not.toContain("@example.com");
    const list = (await (
      await call("/api/admin/reviews", { headers: { cookie: admin.cookie } })
    ).json()) as AdminReviewList;
    expect(list.counts.reports).toBe(6);
  });

  it("Keep closes every open report of the review, audited, and tells the reporters who left an address", async () => {
    const response = await decide("rr-4", { decision: "keep" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: "kept", closedReports: 2 });
    const rows = await reportsOf("rr-4");
    expect(rows.every((row) => row.status === "closed" && row.decisionId && row.closedAt)).toBe(true);
    const [decision] = await db().select().from(reviewDecisions).where(eq(reviewDecisions.reviewId, "rr-4"));
    expect(decision).toMatchObject({ outcome: "kept", trigger: "report", decidedBy: admin.userId });
    expect(await auditsOf("rr-4")).toMatchObject([{ actorUserId: admin.userId, action: "review.approve" }]);
    const [, kept] = await outboxMail("keep-1@example.com", 2);
    expect(kept?.subject).toMatch(/^Décision sur votre signalement R-/);
    expect(kept?.html).toContain("il reste publié");
    expect((await queue()).items.map((item) => item.review.id)).not.toContain("rr-4");
    await expectError(await decide("rr-4", { decision: "keep" }), 409, "reports.error.no_open_reports");
  });

  it("Remove needs a ground (and the law for illegal content), then removes the review and closes its reports", async () => {
    await expectError(await decide("rr-5", { decision: "remove" }), 400, "reviews.error.ground_required");
    await expectError(
      await decide("rr-5", { decision: "remove", ground: "illegal", law: " " }),
      400,
      "reviews.error.law_required",
    );
    const response = await decide("rr-5", { decision: "remove", ground: "spam", facts: "Links only." });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: "removed", closedReports: 3 });
    const [review] = await db().select().from(reviews).where(eq(reviews.id, "rr-5"));
    expect(review?.status).toBe("rejected");
    expect((await reportsOf("rr-5")).every((row) => row.status === "closed")).toBe(true);
    expect(await auditsOf("rr-5")).toMatchObject([
      {
        actorUserId: admin.userId,
        action: "review.reject",
        detailsJson: { ground: "spam", trigger: "report" },
      },
    ]);
    const [, he] = await outboxMail("remove-1@example.com", 2);
    expect(he?.html).toContain("והסרנו אותה");
    expect(he?.html).toContain("ספאם");
    const [, uk] = await outboxMail("remove-2@example.com", 2);
    expect(uk?.subject).toMatch(/^Рішення щодо вашої скарги R-/);
    // The author has named no language: their statement is in the site's default, Greek.
    const [statement] = await settledDeliveries("rr-a5@example.com");
    expect(statement).toMatchObject({
      kind: "moderation",
      subject: "Απόφαση για την κριτική σας για την Report Bet",
    });
    expect(statement?.html).toContain(UI_STRINGS["reviews.guidelines.spam.title"]!.el);
    expect(statement?.html).toContain("Links only.");
    expect((await queue()).count).toBe(4);
  });

  it("refuses the queue and its decisions to staff without the reviews permission", async () => {
    expect(
      (await call("/api/admin/reviews/reports", { headers: { cookie: translator.cookie } })).status,
    ).toBe(403);
    expect((await decide("rr-3", { decision: "keep" }, translator.cookie)).status).toBe(403);
    expect((await reportsOf("rr-3")).every((row) => row.status === "open")).toBe(true);
  });
});

// The English catalogue text stays the API's `message`.
it("answers the refusal's English text beside its key", async () => {
  const response = await report("rr-2", { ...valid, goodFaith: false });
  const body = (await response.json()) as { message: string };
  expect(body.message).toContain(formatMessage("reports.validation.good_faith"));
});
