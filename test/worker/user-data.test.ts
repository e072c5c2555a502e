import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { hc, InferResponseType } from "hono/client";
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod/mini";
import type { PrizeAward } from "#schema/api/contest";
import { accountDeletedSchema, userExportSchema, type UserExport } from "#schema/api/user-data";
import { auditLog } from "#schema/audit";
import { prizeAwards, reviewLeaderboards } from "#schema/contest";
import { contentVersion, newsletterSubscribers } from "#schema/content";
import { contestMonthOf, shiftMonth } from "#schema/cyprus-time";
import { reviewAppeals, reviewDecisions, reviewReports } from "#schema/moderation";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import type { ApiType } from "#worker/app";
import { upsertIdentityUser } from "#worker/services/users";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";
import { approvedReviews, contestant } from "./support/contest";
import { settledDeliveries, insertEmailTemplates } from "./support/mail";

const lastMonth = shiftMonth(contestMonthOf(new Date()), -1);
const NAME = "ud_eleni";
const EMAIL = `${NAME}@example.com`;
const IDENTITY = { issuer: "https://id.example", subject: "eleni-subject-1" };
/** The payout details contestant() saves: never in clear in an export. */
const PAYOUT_ACCOUNT = `acct-${NAME}`;
const PAYOUT_EMAIL = `${NAME}@pay.example`;

let admin: { cookie: string; userId: string };
let eleni: { cookie: string; userId: string };
let eleniElsewhere: string;
let otherReviewId: string;

const exportOf = (cookie?: string) => call("/api/user/export", cookie ? { headers: { cookie } } : {});
const deleteAccount = (confirmEmail: unknown, cookie?: string) =>
  call("/api/user/account", jsonWrite("DELETE", { confirmEmail }, cookie));

beforeAll(async () => {
  await db()
    .insert(providers)
    .values(
      [0, 1, 2].map((i) => ({
        id: `ud-p-${i}`,
        brand: `UD ${i}`,
        domain: `ud${i}.example`,
        licenseId: `UD-${i}`,
      })),
    );
  await insertEmailTemplates();
  admin = await signIn("ud-admin@example.com");
  await setUser(admin.userId, { role: "admin" });

  // Eleni wins last month's contest with two approved reviews of ud-p-0 and ud-p-1 (4 stars each).
  eleni = await contestant(NAME, { oidcIssuer: IDENTITY.issuer, oidcSubject: IDENTITY.subject });
  await approvedReviews(eleni.userId, 2, lastMonth, "ud-p-");
  const settled = await call(
    "/api/admin/leaderboard/calculate",
    jsonWrite("POST", { month: lastMonth }, admin.cookie),
  );
  expect(settled.status).toBe(201);
  await settledDeliveries(EMAIL);
  eleniElsewhere = (await signIn(EMAIL)).cookie;

  // Someone else's approved reviews: of ud-p-0 (2 stars, beside Eleni's 4) and of ud-p-2, which
  // Eleni finds helpful and a third user does not.
  const other = await signIn("ud-other@example.com");
  const [written] = await db()
    .insert(reviews)
    .values([
      {
        providerId: "ud-p-2",
        userId: other.userId,
        rating: 3,
        reviewText: "Other's review.",
        status: "approved",
      },
      {
        providerId: "ud-p-0",
        userId: other.userId,
        rating: 2,
        reviewText: "Other's second.",
        status: "approved",
      },
    ])
    .returning({ id: reviews.id });
  otherReviewId = written!.id;
  const voter = await signIn("ud-voter@example.com");
  for (const [cookie, voteType] of [
    [eleni.cookie, "helpful"],
    [voter.cookie, "not_helpful"],
  ] as const) {
    const voted = await call(`/api/reviews/${otherReviewId}/vote`, jsonWrite("POST", { voteType }, cookie));
    expect(voted.status).toBe(200);
  }

  // A report Eleni made, her appeal against the rejection of a review, its statement of reasons.
  const [eleniReview] = await db().select().from(reviews).where(eq(reviews.userId, eleni.userId));
  const [decision] = await db()
    .insert(reviewDecisions)
    .values({
      reviewId: eleniReview!.id,
      authorId: eleni.userId,
      trigger: "own_initiative",
      outcome: "rejected",
      previousStatus: "pending",
      ground: "spam",
      facts: `Written by ${NAME}.`,
    })
    .returning({ id: reviewDecisions.id });
  await db().insert(reviewReports).values({
    reference: "R-UD-1",
    reviewId: otherReviewId,
    reporterKey: "eleni-key",
    reporterUserId: eleni.userId,
    email: EMAIL,
    locale: "el",
    reason: "fake",
    explanation: "This review looks paid for.",
  });
  await db()
    .insert(reviewAppeals)
    .values({
      reviewId: eleniReview!.id,
      userId: eleni.userId,
      appealedDecisionId: decision!.id,
      text: `I am ${NAME} and my review was genuine.`,
    });
  await db().insert(newsletterSubscribers).values({ email: EMAIL, name: NAME, locale: "el", verified: true });
  await db()
    .insert(auditLog)
    .values({
      actorUserId: admin.userId,
      action: "user.role",
      entityType: "user",
      entityId: eleni.userId,
      detailsJson: { email: EMAIL, role: "none → none" },
    });
});

describe("GET /api/user/export", () => {
  it("has the types the web reads", () => {
    type Api = ReturnType<typeof hc<ApiType>>["api"];
    expectTypeOf<InferResponseType<Api["user"]["export"]["$get"], 200>>().toEqualTypeOf<UserExport>();
    expectTypeOf<InferResponseType<Api["user"]["account"]["$delete"], 200>>().toEqualTypeOf<
      z.infer<typeof accountDeletedSchema>
    >();
  });

  it("needs a signed-in user", async () => {
    const response = await exportOf();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ messageKey: "auth.error.sign_in_first" });
  });

  it("answers a dated file of everything stored about the user, payout details masked, kept by no cache", async () => {
    const response = await exportOf(eleni.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="betcompare-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await response.text();
    const data = userExportSchema.parse(JSON.parse(text));
    expect(data.profile).toMatchObject({
      id: eleni.userId,
      email: EMAIL,
      username: NAME,
      firstName: NAME,
      emailVerified: true,
      identity: IDENTITY,
    });
    expect(data.sessions).toHaveLength(2);
    expect(data.reviews.map((review) => [review.providerId, review.status, review.rating])).toEqual([
      ["ud-p-0", "approved", 4],
      ["ud-p-1", "approved", 4],
    ]);
    expect(data.votes).toEqual([expect.objectContaining({ reviewId: otherReviewId, voteType: "helpful" })]);
    expect(data.reports).toEqual([
      expect.objectContaining({ reference: "R-UD-1", reason: "fake", email: EMAIL, status: "open" }),
    ]);
    expect(data.appeals).toEqual([
      expect.objectContaining({ status: "open", text: `I am ${NAME} and my review was genuine.` }),
    ]);
    expect(data.paymentMethods).toEqual([
      expect.objectContaining({
        method: "paysafe",
        active: true,
        details: { accountId: `****${PAYOUT_ACCOUNT.slice(-4)}`, accountEmail: "u***@pay.example" },
      }),
    ]);
    expect(data.contestStandings).toEqual([{ month: lastMonth, rank: 1, reviewCount: 2, prizeAmount: 50 }]);
    expect(data.prizeAwards).toEqual([
      expect.objectContaining({
        month: lastMonth,
        amount: 50,
        status: "pending",
        paymentMethod: {
          method: "paysafe",
          details: { accountId: `****${PAYOUT_ACCOUNT.slice(-4)}`, accountEmail: "u***@pay.example" },
        },
      }),
    ]);
    expect(data.newsletter).toMatchObject({ email: EMAIL, verified: true });
    // No payout detail in clear, no secret.
    expect(text).not.toContain(PAYOUT_ACCOUNT);
    expect(text).not.toContain(PAYOUT_EMAIL);
  });

  it("is limited to a few exports an hour per user", async () => {
    const { cookie } = await signIn("ud-exporter@example.com");
    for (let i = 0; i < 5; i++) expect((await exportOf(cookie)).status).toBe(200);
    const refused = await exportOf(cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

/** Every cell of every table, as text: where a person's data would remain. */
async function wholeDatabase() {
  const tables = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations'",
  ).all<{ name: string }>();
  const dump: Record<string, unknown[]> = {};
  for (const { name } of tables.results)
    dump[name] = (await env.DB.prepare(`select * from "${name}"`).all()).results;
  return dump;
}

describe("DELETE /api/user/account", () => {
  it("refuses a confirmation that is not the account's e-mail, changing nothing", async () => {
    for (const typed of ["someone@example.com", "", 42]) {
      const response = await deleteAccount(typed, eleni.cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ messageKey: "account.error.confirmation_mismatch" });
    }
    const [row] = await db().select().from(users).where(eq(users.id, eleni.userId));
    expect(row).toMatchObject({ email: EMAIL, deletedAt: null });
    expect((await deleteAccount(EMAIL)).status).toBe(401);
  });

  it("keeps the last administrator", async () => {
    const response = await deleteAccount("ud-admin@example.com", admin.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ messageKey: "account.error.last_admin" });
  });

  it("lets an account without an e-mail confirm with its username", async () => {
    const lone = await signIn("ud-lone@example.com");
    await setUser(lone.userId, { email: null, username: "Lone_Wolf" });
    expect((await deleteAccount("ud-lone@example.com", lone.cookie)).status).toBe(400);
    expect((await deleteAccount(" lone_wolf ", lone.cookie)).status).toBe(200);
  });

  describe("deletes the account in one go", () => {
    let ratingsBefore: { totalReviews: number; overallRating: number };
    let versionBefore: string;
    let answer: Response;

    beforeAll(async () => {
      ratingsBefore = await (await call("/api/providers/ud-p-0/ratings")).json();
      versionBefore = (await db().select().from(contentVersion))[0]!.version;
      answer = await deleteAccount(`  ${EMAIL.toUpperCase()} `, eleni.cookie);
    });

    it("answers 200 and signs this browser out; no session of the account works any more", async () => {
      expect(answer.status).toBe(200);
      expect(accountDeletedSchema.parse(await answer.json())).toEqual({ deleted: true });
      expect(answer.headers.getSetCookie().some((cookie) => /^session=;/.test(cookie))).toBe(true);
      for (const cookie of [eleni.cookie, eleniElsewhere]) {
        expect(await (await call("/api/me", { headers: { cookie } })).json()).toEqual({
          authenticated: false,
          user: null,
        });
        expect((await exportOf(cookie)).status).toBe(401);
        expect((await deleteAccount(EMAIL, cookie)).status).toBe(401);
      }
    });

    it("leaves nothing personal in any table: the users row emptied, what it owned deleted or unlinked", async () => {
      const [row] = await db().select().from(users).where(eq(users.id, eleni.userId));
      expect(row).toMatchObject({
        email: null,
        firstName: null,
        lastName: null,
        username: null,
        profileImageUrl: null,
        emailVerified: false,
        emailVerificationToken: null,
        oidcIssuer: null,
        oidcSubject: null,
        role: "analyst",
        locale: null,
      });
      expect(row!.deletedAt).toBeInstanceOf(Date);

      const dump = await wholeDatabase();
      const referencing = (table: string, column: string) =>
        dump[table]!.filter((cell) => (cell as Record<string, unknown>)[column] === eleni.userId);
      for (const [table, column] of [
        ["sessions", "user_id"],
        ["user_payment_methods", "user_id"],
        ["reviews", "user_id"],
        ["review_votes", "user_id"],
        ["review_limits", "user_id"],
        ["review_reports", "reporter_user_id"],
        ["review_appeals", "user_id"],
        ["review_decisions", "author_id"],
      ] as const) {
        expect(referencing(table, column), `${table}.${column}`).toEqual([]);
      }
      // Kept for the books and the ranking, and naming no one but the emptied row.
      expect(referencing("review_leaderboards", "user_id")).toHaveLength(1);
      expect(referencing("prize_awards", "user_id")).toHaveLength(1);
      const [report] = await db().select().from(reviewReports).where(eq(reviewReports.reference, "R-UD-1"));
      expect(report).toMatchObject({ reporterUserId: null, email: null, reason: "fake" });
      expect(report!.reporterKey).not.toBe("eleni-key");
      const appeals = await db().select().from(reviewAppeals);
      expect(appeals).toEqual([expect.objectContaining({ userId: null, text: "" })]);

      // Nowhere in the database: the e-mail, the username (also the names), the identity.
      const everything = JSON.stringify(dump).toLowerCase();
      for (const personal of [EMAIL, NAME, IDENTITY.subject, PAYOUT_ACCOUNT]) {
        expect(everything, personal).not.toContain(personal.toLowerCase());
      }
    });

    it("keeps the prize award without payout details; the Prizes screen shows a deleted account, the Users screen none", async () => {
      const [award] = await db().select().from(prizeAwards).where(eq(prizeAwards.userId, eleni.userId));
      expect(award).toMatchObject({ amount: 50, status: "pending" });
      expect(award!.paymentMethodSnapshot).toEqual({ method: "paysafe", details: {} });
      const history = (await (
        await call("/api/admin/prizes/history", { headers: { cookie: admin.cookie } })
      ).json()) as PrizeAward[];
      expect(history.find((item) => item.id === award!.id)).toMatchObject({
        user: {
          id: eleni.userId,
          deleted: true,
          email: null,
          username: null,
          firstName: null,
          lastName: null,
        },
        paymentMethod: { method: "paysafe", details: {} },
      });
      // The Users screen lists accounts by e-mail or back-office role: a deleted one has neither.
      for (const query of ["", "?q=ud_eleni"]) {
        const listed = (await (
          await call(`/api/admin/users${query}`, { headers: { cookie: admin.cookie } })
        ).json()) as {
          id: string;
        }[];
        expect(listed.map((user) => user.id)).not.toContain(eleni.userId);
      }
      const [standing] = await db()
        .select()
        .from(reviewLeaderboards)
        .where(eq(reviewLeaderboards.userId, eleni.userId));
      expect(standing).toMatchObject({ month: lastMonth, rank: 1 });
      const board = (await (await call(`/api/leaderboard/monthly/${lastMonth}`)).json()) as {
        rows: { userId: string; username: string | null }[];
      };
      expect(board.rows.find((item) => item.userId === eleni.userId)).toMatchObject({ username: null });
    });

    it("recounts the helpful votes and the provider's ratings, and renews the page cache's version", async () => {
      const [counts] = await db()
        .select({ helpful: reviews.helpfulCount, notHelpful: reviews.notHelpfulCount })
        .from(reviews)
        .where(eq(reviews.id, otherReviewId));
      expect(counts).toEqual({ helpful: 0, notHelpful: 1 });
      expect(ratingsBefore).toMatchObject({ totalReviews: 2, overallRating: 3 });
      expect(await (await call("/api/providers/ud-p-0/ratings")).json()).toMatchObject({
        totalReviews: 1,
        overallRating: 2,
      });
      const version = (await db().select().from(contentVersion))[0]!.version;
      expect(version).not.toBe(versionBefore);
    });

    it("is audited, with the user as actor and no personal data in the details", async () => {
      const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, eleni.userId));
      expect(entries.find((entry) => entry.action === "account.delete")).toMatchObject({
        actorUserId: eleni.userId,
        entityType: "user",
        detailsJson: { reviews: 2, votes: 1, prizeAwards: 1 },
      });
      expect(entries.find((entry) => entry.action === "user.role")?.detailsJson).toEqual({
        role: "none → none",
      });
    });

    it("starts a new, empty account when the same identity or e-mail signs in again", async () => {
      const again = await upsertIdentityUser(
        db(),
        { ...IDENTITY, email: EMAIL, emailVerified: true },
        new Date(),
      );
      expect(again.id).not.toBe(eleni.userId);
      expect(again).toMatchObject({ email: EMAIL, username: null, role: "analyst" });
      const data = (await (await exportOf((await signIn(EMAIL)).cookie)).json()) as UserExport;
      expect(data.profile.id).toBe(again.id);
      expect([data.reviews, data.votes, data.paymentMethods, data.prizeAwards, data.reports]).toEqual([
        [],
        [],
        [],
        [],
        [],
      ]);
    });
  });
});
