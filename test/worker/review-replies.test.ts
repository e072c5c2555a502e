import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MessageKey } from "#schema/api/messages";
import { adminReplyQueueSchema, type PublicReply } from "#schema/api/review-replies";
import type { ReportQueue } from "#schema/api/review-reports";
import { publicReviewSchema, type PublicReview } from "#schema/api/reviews";
import { auditLog } from "#schema/audit";
import { uiStrings } from "#schema/content";
import { reviewReports } from "#schema/moderation";
import { providerRepresentatives, reviewReplies } from "#schema/representatives";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { replyEmailTemplateSeeds } from "#seed/data/reply-email-templates";
import { UI_STRINGS } from "#seed/ui-strings";
import { createDb } from "#worker/lib/db";
import { COMPANY_REPORT_LIMIT } from "#worker/services/rate-limit-rules";
import { insertCatalogFixtures } from "../support/catalog-fixtures";
import { call, db, jsonWrite, ORIGIN, setUser, signIn } from "./support/client";
import { insertEmailTemplates, outboxMail } from "./support/mail";
import { withoutIslandData } from "../support/island-data";

type Account = { cookie: string; userId: string };
let zetaRep: Account;
let alphaRep: Account;
let member: Account;
let admin: Account;
let editor: Account;

const REPLY = "Thank you for your review: we have looked into the delay and fixed it.";
const HOUR = 60 * 60 * 1000;

const replyTo = (reviewId: string, method: string, body: unknown, cookie?: string) =>
  call(`/api/reviews/${reviewId}/reply`, jsonWrite(method, body, cookie));

async function expectError(response: Response, status: number, key: MessageKey) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { messageKey?: string }).messageKey).toBe(key);
}

const reviewsOf = async (provider: string, cookie?: string, locale = "en") => {
  const response = await call(`/api/providers/${provider}/reviews?locale=${locale}&limit=50`, {
    headers: cookie ? { cookie } : {},
  });
  expect(response.status).toBe(200);
  const listed = (await response.json()) as PublicReview[];
  // Exactly the contract, for every reader: nothing more (strict parsing).
  for (const review of listed) publicReviewSchema.parse(review);
  return listed;
};

/** The visitor's page's <main>, without the props the island's code hydrates with. */
const page = async (path: string, cookie?: string) => {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }),
  );
  return withoutIslandData((await response.text()).match(/<main[\s\S]*<\/main>/)?.[0] ?? "");
};

const replyRow = async (reviewId: string) =>
  (await db().select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)))[0];

/** Zeta Bet (p-active): reviews z-0 … z-9 published, z-pending not; Alpha Bet (p-low): a-0 published. */
beforeAll(async () => {
  const d = createDb(env.DB);
  await insertCatalogFixtures(d);
  const rows = Object.entries(UI_STRINGS).map(([key, texts]) => ({ key, ...texts }));
  const [first, ...rest] = rows.map((row) => d.insert(uiStrings).values(row).onConflictDoNothing());
  await d.batch([first!, ...rest]);
  const authors = Array.from({ length: 12 }, (_, index) => `rr-author-${index}`);
  await d.insert(users).values(
    authors.map((id, index) => ({
      id,
      email: `${id}@example.com`,
      username: `author${index}`,
      firstName: index === 0 ? "Eleni" : null,
      locale: index === 0 ? ("el" as const) : ("en" as const),
    })),
  );
  const reviewRows = [
    ...authors.slice(0, 10).map((userId, index) => ({
      id: `z-${index}`,
      providerId: "p-active",
      userId,
      rating: 1 + (index % 5),
      reviewText: `Review ${index} of Zeta Bet, long enough.`,
      status: "approved" as const,
      createdAt: new Date(Date.UTC(2026, 0, 20 - index)),
    })),
    {
      id: "z-pending",
      providerId: "p-active",
      userId: authors[10]!,
      rating: 2,
      reviewText: "A pending review of Zeta Bet.",
      status: "pending" as const,
    },
    {
      id: "a-0",
      providerId: "p-low",
      userId: authors[11]!,
      rating: 3,
      reviewText: "A review of Alpha Bet, long enough.",
      status: "approved" as const,
    },
  ];
  // D1 binds at most 100 values to a statement: a review each, in one batch.
  const [firstReview, ...otherReviews] = reviewRows.map((row) => d.insert(reviews).values(row));
  await d.batch([firstReview!, ...otherReviews]);
  await insertEmailTemplates(replyEmailTemplateSeeds());
  zetaRep = await signIn("rep@zeta.example");
  alphaRep = await signIn("rep@alpha.example");
  member = await signIn("member@example.com");
  admin = await signIn("replies-admin@example.com");
  editor = await signIn("replies-editor@example.com");
  await setUser(admin.userId, { role: "admin", roleAssignedAt: new Date() });
  await setUser(editor.userId, { role: "editor", roleAssignedAt: new Date() });
  // The invitation flow is not what this file tests: representatives are active rows.
  await d.insert(providerRepresentatives).values([
    { providerId: "p-active", email: "rep@zeta.example", userId: zetaRep.userId, status: "active" },
    { providerId: "p-low", email: "rep@alpha.example", userId: alphaRep.userId, status: "active" },
  ]);
});

describe("POST /api/reviews/{id}/reply", () => {
  it("refuses anyone but an active representative of the review's provider", async () => {
    await expectError(
      await replyTo("a-0", "POST", { text: REPLY }, zetaRep.cookie),
      403,
      "replies.error.not_representative",
    );
    await expectError(
      await replyTo("z-0", "POST", { text: REPLY }, member.cookie),
      403,
      "replies.error.not_representative",
    );
    await expectError(
      await replyTo("z-0", "POST", { text: REPLY }, admin.cookie),
      403,
      "replies.error.not_representative",
    );
    expect((await replyTo("z-0", "POST", { text: REPLY })).status).toBe(401);
    await db()
      .update(providerRepresentatives)
      .set({ status: "revoked", revokedAt: new Date() })
      .where(eq(providerRepresentatives.userId, alphaRep.userId));
    await expectError(
      await replyTo("a-0", "POST", { text: REPLY }, alphaRep.cookie),
      403,
      "replies.error.not_representative",
    );
    await db()
      .update(providerRepresentatives)
      .set({ status: "active", revokedAt: null })
      .where(eq(providerRepresentatives.userId, alphaRep.userId));
    expect(await replyRow("z-0")).toBeUndefined();
    expect(await replyRow("a-0")).toBeUndefined();
  });

  it("refuses a text too short or too long after trimming, or with control characters (400)", async () => {
    await expectError(
      await replyTo("z-0", "POST", { text: "  Thanks!   " }, zetaRep.cookie),
      400,
      "replies.validation_min_length",
    );
    await expectError(
      await replyTo("z-0", "POST", { text: "x".repeat(2001) }, zetaRep.cookie),
      400,
      "replies.validation_max_length",
    );
    await expectError(
      await replyTo("z-0", "POST", { text: `${REPLY}\u0007` }, zetaRep.cookie),
      400,
      "replies.validation_control_characters",
    );
    expect(await replyRow("z-0")).toBeUndefined();
  });

  it("answers only a published review (404 for a pending one)", async () => {
    await expectError(
      await replyTo("z-pending", "POST", { text: REPLY }, zetaRep.cookie),
      404,
      "reviews.error.not_found",
    );
  });

  it("files one pending reply, audited; a second is 409, also when two race", async () => {
    const created = await replyTo("z-0", "POST", { text: `  ${REPLY}\n` }, zetaRep.cookie);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      text: REPLY,
      brand: "Zeta Bet",
      status: "pending",
      viewerMayEdit: true,
      viewerMayDelete: true,
    } satisfies Partial<PublicReply>);
    await expectError(
      await replyTo("z-0", "POST", { text: REPLY }, zetaRep.cookie),
      409,
      "replies.error.already_replied",
    );
    const row = await replyRow("z-0");
    expect(row).toMatchObject({ providerId: "p-active", authorId: zetaRep.userId, status: "pending" });
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audits.map((audit) => audit.action)).toEqual(["review_reply.create"]);

    const race = await Promise.all(
      [1, 2, 3].map(() => replyTo("z-1", "POST", { text: REPLY }, zetaRep.cookie)),
    );
    expect(race.map((response) => response.status).sort()).toEqual([201, 409, 409]);
  });
});

describe("what the public and the company see", () => {
  it("keeps a pending reply out of the API and the page; the company sees it, with what it may do", async () => {
    const anonymous = await reviewsOf("p-active");
    expect(anonymous.find((review) => review.id === "z-0")).toMatchObject({
      reply: null,
      viewerMayReply: false,
    });
    expect(JSON.stringify(anonymous)).not.toContain(REPLY);
    expect(await page("/en/providers/zeta")).not.toContain(REPLY);
    expect(await page("/en/providers/zeta", member.cookie)).not.toContain(REPLY);
    expect(JSON.stringify(await reviewsOf("p-active", alphaRep.cookie))).not.toContain(REPLY);

    const own = await reviewsOf("p-active", zetaRep.cookie);
    expect(own.find((review) => review.id === "z-0")).toMatchObject({
      viewerMayReply: false,
      reply: {
        text: REPLY,
        status: "pending",
        brand: "Zeta Bet",
        viewerMayEdit: true,
        viewerMayDelete: true,
      },
    });
    // Unanswered published reviews may be answered; nobody else's flags say so.
    expect(own.find((review) => review.id === "z-5")?.viewerMayReply).toBe(true);
    expect((await reviewsOf("p-active", member.cookie)).some((review) => review.viewerMayReply)).toBe(false);
    expect((await reviewsOf("p-active", alphaRep.cookie)).some((review) => review.viewerMayReply)).toBe(
      false,
    );
    const html = await page("/en/providers/zeta", zetaRep.cookie);
    expect(html).toContain(REPLY);
    expect(html).toContain("Awaiting moderation");
    expect(html).toMatch(/<button[^>]*>Reply<\/button>/);
  });
});

describe("the replies queue", () => {
  let replyId = "";

  beforeAll(async () => {
    const response = await replyTo(
      "z-2",
      "POST",
      { text: `<script>window.__xss=1</script> We are sorry.` },
      zetaRep.cookie,
    );
    expect(response.status).toBe(201);
    replyId = (await replyRow("z-2"))!.id;
  });

  it("is closed to a plain user and to a representative (403), open to editors and admins", async () => {
    for (const cookie of [member.cookie, zetaRep.cookie]) {
      expect((await call("/api/admin/replies", { headers: { cookie } })).status).toBe(403);
      expect(
        (await call(`/api/admin/replies/${replyId}`, jsonWrite("PUT", { status: "approved" }, cookie)))
          .status,
      ).toBe(403);
    }
    // The answer is exactly the contract: nothing more (strict parsing).
    const queue = adminReplyQueueSchema.parse(
      await (await call("/api/admin/replies", { headers: { cookie: editor.cookie } })).json(),
    );
    expect(queue.items.find((item) => item.id === replyId)).toMatchObject({
      brand: "Zeta Bet",
      text: "<script>window.__xss=1</script> We are sorry.",
      review: { id: "z-2", reviewText: "Review 2 of Zeta Bet, long enough.", userName: "author2" },
    });
    expect(queue.total).toBeGreaterThanOrEqual(2);
    expect((await replyRow("z-2"))?.status).toBe("pending");
  });

  it("publishes an approved reply as text in the API and the page, and mails the review's author in their language", async () => {
    const decided = await call(
      `/api/admin/replies/${replyId}`,
      jsonWrite("PUT", { status: "approved" }, admin.cookie),
    );
    expect(decided.status).toBe(200);
    await expectError(
      await call(`/api/admin/replies/${replyId}`, jsonWrite("PUT", { status: "rejected" }, admin.cookie)),
      409,
      "replies.error.already_decided",
    );
    expect((await reviewsOf("p-active")).find((review) => review.id === "z-2")?.reply).toEqual({
      text: "<script>window.__xss=1</script> We are sorry.",
      brand: "Zeta Bet",
      status: "approved",
      createdAt: expect.any(String),
      viewerMayEdit: false,
      viewerMayDelete: false,
    });
    const html = await page("/el/providers/zeta");
    expect(html).toContain("&lt;script&gt;window.__xss=1&lt;/script&gt; We are sorry.");
    expect(html).not.toContain("<script>window.__xss");
    expect(html).toContain(UI_STRINGS["provider.reviews.reply.verified"]!.el);
    expect(await page("/he/providers/zeta")).toContain(UI_STRINGS["provider.reviews.reply.verified"]!.he);

    const [mail] = await outboxMail("rr-author-2@example.com");
    expect(mail?.subject).toBe("Zeta Bet replied to your review");
    expect(mail?.html).toContain("/en/providers/zeta#reviews");
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, replyId));
    expect(audits.map((audit) => audit.action).sort()).toEqual([
      "review_reply.create",
      "review_reply.moderate",
    ]);
  });

  it("mails in the author's own language; a rejected reply stays private", async () => {
    const response = await replyTo("z-0", "PATCH", { text: `${REPLY} Updated.` }, zetaRep.cookie);
    expect(response.status).toBe(200);
    const id = (await replyRow("z-0"))!.id;
    expect(
      (await call(`/api/admin/replies/${id}`, jsonWrite("PUT", { status: "approved" }, editor.cookie)))
        .status,
    ).toBe(200);
    const [mail] = await outboxMail("rr-author-0@example.com");
    expect(mail?.subject).toBe("Η Zeta Bet απάντησε στην κριτική σας");
    expect(mail?.html).toContain("Eleni");

    const rejected = (await replyRow("z-1"))!.id;
    expect(
      (await call(`/api/admin/replies/${rejected}`, jsonWrite("PUT", { status: "rejected" }, editor.cookie)))
        .status,
    ).toBe(200);
    expect((await reviewsOf("p-active")).find((review) => review.id === "z-1")?.reply).toBeNull();
  });
});

describe("editing and deleting", () => {
  it("sends an approved reply edited within 24 hours back to moderation", async () => {
    await replyTo("z-3", "POST", { text: REPLY }, zetaRep.cookie);
    const row = (await replyRow("z-3"))!;
    await db()
      .update(reviewReplies)
      .set({ status: "approved", moderatedAt: new Date(), moderatedBy: admin.userId })
      .where(eq(reviewReplies.id, row.id));
    const edited = await replyTo("z-3", "PATCH", { text: `${REPLY} And more.` }, zetaRep.cookie);
    expect(edited.status).toBe(200);
    expect(await replyRow("z-3")).toMatchObject({
      text: `${REPLY} And more.`,
      status: "pending",
      moderatedAt: null,
    });
    expect((await reviewsOf("p-active")).find((review) => review.id === "z-3")?.reply).toBeNull();
    // Another company's representative and a member may not touch it.
    await expectError(
      await replyTo("z-3", "PATCH", { text: REPLY }, alphaRep.cookie),
      403,
      "replies.error.not_representative",
    );
    await expectError(
      await replyTo("z-3", "DELETE", {}, member.cookie),
      403,
      "replies.error.not_representative",
    );
  });

  it("refuses an edit 24 hours after writing (409) but still deletes, audited", async () => {
    await replyTo("z-4", "POST", { text: REPLY }, zetaRep.cookie);
    await db()
      .update(reviewReplies)
      .set({ createdAt: new Date(Date.now() - 24 * HOUR - 1000), status: "approved" })
      .where(eq(reviewReplies.reviewId, "z-4"));
    const own = (await reviewsOf("p-active", zetaRep.cookie)).find((review) => review.id === "z-4");
    expect(own?.reply).toMatchObject({ viewerMayEdit: false, viewerMayDelete: true });
    await expectError(
      await replyTo("z-4", "PATCH", { text: `${REPLY} Changed.` }, zetaRep.cookie),
      409,
      "replies.error.edit_window",
    );
    expect(await replyRow("z-4")).toMatchObject({ text: REPLY, status: "approved" });
    const id = (await replyRow("z-4"))!.id;
    expect((await replyTo("z-4", "DELETE", {}, zetaRep.cookie)).status).toBe(204);
    expect(await replyRow("z-4")).toBeUndefined();
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((audit) => audit.action).sort()).toEqual([
      "review_reply.create",
      "review_reply.delete",
    ]);
    await expectError(await replyTo("z-4", "DELETE", {}, zetaRep.cookie), 404, "replies.error.not_found");
  });
});

describe("a representative among reviewers", () => {
  it("is offered no vote on any review, where a member is offered one on others' published reviews", async () => {
    const voteOffered = async (provider: string, cookie?: string) =>
      (await reviewsOf(provider, cookie)).filter((review) => review.viewerMayVote).map((review) => review.id);
    for (const provider of ["p-active", "p-low"])
      expect(await voteOffered(provider, zetaRep.cookie)).toEqual([]);
    expect(await voteOffered("p-active")).toEqual([]);
    expect(await voteOffered("p-active", member.cookie)).toContain("z-5");
    const helpful = /<button[^>]*>Helpful/;
    expect(await page("/en/providers/zeta", member.cookie)).toMatch(helpful);
    expect(await page("/en/providers/zeta", zetaRep.cookie)).not.toMatch(helpful);
  });

  it("may not vote on any review, nor review the provider they answer for (403)", async () => {
    for (const reviewId of ["z-5", "a-0"])
      await expectError(
        await call(
          `/api/reviews/${reviewId}/vote`,
          jsonWrite("POST", { voteType: "helpful" }, zetaRep.cookie),
        ),
        403,
        "reviews.error.representative_vote",
      );
    await expectError(
      await call(
        "/api/reviews",
        jsonWrite(
          "POST",
          { providerId: "p-active", rating: 5, reviewText: "The best company there is." },
          zetaRep.cookie,
        ),
      ),
      403,
      "reviews.error.representative_review",
    );
    expect(
      (await call("/api/reviews/z-5/vote", jsonWrite("POST", { voteType: "helpful" }, member.cookie))).status,
    ).toBe(200);
  });

  it("reports under the company's daily limit, and the reports queue says the company reported", async () => {
    const statuses = [];
    for (let index = 4; index < 4 + COMPANY_REPORT_LIMIT.limit + 1; index++) {
      const response = await call(
        `/api/reviews/z-${index}/reports`,
        jsonWrite(
          "POST",
          { reason: "spam", explanation: "This review is about another company.", goodFaith: true },
          zetaRep.cookie,
        ),
      );
      statuses.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(60 * 60);
    }
    expect(statuses).toEqual([...Array<number>(COMPANY_REPORT_LIMIT.limit).fill(202), 429]);
    const [report] = await db().select().from(reviewReports).where(eq(reviewReports.reviewId, "z-5"));
    expect(report?.reporterProviderId).toBe("p-active");

    // Anyone else's report names no company.
    expect(
      (
        await call(
          "/api/reviews/z-5/reports",
          jsonWrite(
            "POST",
            { reason: "spam", explanation: "This review is about another company.", goodFaith: true },
            member.cookie,
          ),
        )
      ).status,
    ).toBe(202);
    const queue = (await (
      await call("/api/admin/reviews/reports", { headers: { cookie: admin.cookie } })
    ).json()) as ReportQueue;
    const reported = queue.items.find((item) => item.review.id === "z-5");
    expect(reported?.reports.map((report) => report.reportedByCompany).sort()).toEqual(["Zeta Bet", null]);
  });
});
