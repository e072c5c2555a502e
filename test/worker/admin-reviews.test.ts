import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminReview, AdminReviewList } from "#schema/api/reviews";
import type { RatingsSummary } from "#schema/api/ratings";
import { auditLog } from "#schema/audit";
import { providers } from "#schema/providers";
import { reviews, reviewVotes } from "#schema/reviews";
import { users } from "#schema/users";
import { decideReview } from "#worker/services/review-decisions";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 12, minute));

/**
 * Two providers; authors named by username, by first and last name, by a first name only, and not
 * at all (nor with an e-mail); five reviews, newest first: r-5 … r-1.
 */
async function insertFixtures() {
  await db().batch([
    db()
      .insert(providers)
      .values([
        { id: "p-mod", brand: "Moderated Bet", domain: "mod.example", licenseId: "L-1" },
        { id: "p-other", brand: "Other Bet", domain: "other.example", licenseId: "L-2" },
      ]),
    db()
      .insert(users)
      .values([
        {
          id: "u-user",
          email: "kostas@example.com",
          username: "kostas_k",
          firstName: "Kostas",
          lastName: "K",
        },
        { id: "u-full", email: "maria@example.com", firstName: "Maria", lastName: "Ioannou" },
        { id: "u-first", email: "solo@example.com", firstName: "Solo" },
        { id: "u-none" },
        { id: "u-voter", email: "voter@example.com" },
      ]),
    db()
      .insert(reviews)
      .values([
        {
          id: "r-5",
          providerId: "p-mod",
          userId: "u-user",
          rating: 2,
          reviewText: "Fast, fast, fast, fast",
          flags: [{ kind: "burst", count: 4, minutes: 10 }],
          createdAt: at(5),
        },
        { id: "r-4", providerId: "p-mod", userId: "u-full", rating: 3, reviewText: "Fine", createdAt: at(4) },
        {
          id: "r-3",
          providerId: "p-mod",
          userId: "u-first",
          rating: 5,
          status: "approved",
          helpfulCount: 1,
          createdAt: at(3),
        },
        {
          id: "r-2",
          providerId: "p-other",
          userId: "u-none",
          rating: 4,
          status: "approved",
          flags: [{ kind: "low_substance" }],
          createdAt: at(2),
        },
        { id: "r-1", providerId: "p-mod", userId: "u-none", rating: 1, status: "rejected", createdAt: at(1) },
      ]),
    db().insert(reviewVotes).values({ reviewId: "r-3", userId: "u-voter", voteType: "helpful" }),
  ]);
}

let admin: { cookie: string; userId: string };

beforeAll(async () => {
  await insertFixtures();
  admin = await signIn("moderator@example.com");
  await setUser(admin.userId, { role: "admin" });
});

const asAdmin = () => ({ headers: { cookie: admin.cookie } });

async function list(query = "") {
  const response = await call(`/api/admin/reviews${query}`, asAdmin());
  expect(response.status, query).toBe(200);
  return (await response.json()) as AdminReviewList;
}

const ids = (body: AdminReviewList) => body.items.map((item) => item.id);

describe("GET /api/admin/reviews", () => {
  it("is for admins only: 401 signed out, 403 signed in without the admin role", async () => {
    expect((await call("/api/admin/reviews")).status).toBe(401);
    const analyst = await signIn("analyst@example.com");
    expect((await call("/api/admin/reviews", { headers: { cookie: analyst.cookie } })).status).toBe(403);
  });

  it("lists every review newest first with its provider's brand and its author's name and e-mail", async () => {
    const body = await list();
    expect(ids(body)).toEqual(["r-5", "r-4", "r-3", "r-2", "r-1"]);
    const [byUsername, byFullName, byFirstName, nameless] = body.items;
    expect(byUsername).toMatchObject({
      providerId: "p-mod",
      providerName: "Moderated Bet",
      userId: "u-user",
      userName: "kostas_k",
      userEmail: "kostas@example.com",
      rating: 2,
      status: "pending",
      reviewText: "Fast, fast, fast, fast",
      flags: [{ kind: "burst", count: 4, minutes: 10 }],
      createdAt: at(5).toISOString(),
    });
    expect(byFullName?.userName).toBe("Maria Ioannou");
    expect(byFirstName).toMatchObject({ userName: "Solo", helpfulCount: 1, notHelpfulCount: 0, flags: [] });
    expect(nameless).toMatchObject({ providerName: "Other Bet", userName: null, userEmail: null });
  });

  it("counts every tab in one answer, and the flagged pending reviews", async () => {
    expect((await list()).counts).toEqual({
      all: 5,
      pending: 2,
      approved: 2,
      rejected: 1,
      flagged: 1,
      reports: 0,
    });
  });

  it.each([
    ["?status=pending", ["r-5", "r-4"]],
    ["?status=approved", ["r-3", "r-2"]],
    ["?status=rejected", ["r-1"]],
    ["?status=all", ["r-5", "r-4", "r-3", "r-2", "r-1"]],
    ["?flagged=true", ["r-5", "r-2"]],
    ["?flagged=false", ["r-4", "r-3", "r-1"]],
    ["?status=approved&flagged=true", ["r-2"]],
    ["?status=rejected&flagged=true", []],
    ["?limit=2&offset=1", ["r-4", "r-3"]],
    ["?status=pending&offset=2", []],
  ])("%s lists %j", async (query, expected) => {
    expect(ids(await list(query))).toEqual(expected);
  });

  it("counts the tabs under the flagged filter, so each tab's count is what it lists", async () => {
    expect((await list("?flagged=true")).counts).toEqual({
      all: 2,
      pending: 1,
      approved: 1,
      rejected: 0,
      flagged: 1,
      reports: 0,
    });
    expect((await list("?status=rejected&flagged=false")).counts).toEqual({
      all: 3,
      pending: 1,
      approved: 1,
      rejected: 1,
      flagged: 1,
      reports: 0,
    });
  });

  it.each([
    ["?status=deleted", "status must be one of all, pending, approved, rejected"],
    ["?flagged=yes", "flagged must be true or false"],
    ["?limit=0", "limit must be at least 1"],
    ["?limit=101", "limit must be at most 100"],
    ["?limit=ten", "limit must be a number"],
    ["?limit=2.5", "limit must be a whole number"],
    ["?offset=-1", "offset must be 0 or more"],
  ])("answers %s with 400 and the reason", async (query, reason) => {
    const response = await call(`/api/admin/reviews${query}`, asAdmin());
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(reason);
  });
});

const ratingsOf = async (providerId: string) =>
  (await (await call(`/api/providers/${providerId}/ratings`)).json()) as RatingsSummary;

/** A moderator's decision; a rejection rests on the spam clause. */
const setStatus = (id: string, status: string, cookie = admin.cookie) =>
  call(
    `/api/admin/reviews/${id}`,
    jsonWrite("PUT", status === "rejected" ? { status, ground: "spam" } : { status }, cookie),
  );

const auditRowsOf = (reviewId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, reviewId)))
    .orderBy(auditLog.createdAt);

describe("PUT /api/admin/reviews/{id}", () => {
  it("approves a pending review: the provider's rating counts it at once, and the change is audited", async () => {
    expect(await ratingsOf("p-mod")).toMatchObject({ overallRating: 5, totalReviews: 1 });
    const response = await setStatus("r-4", "approved");
    expect(response.status).toBe(200);
    const review = (await response.json()) as AdminReview;
    expect(review).toMatchObject({ id: "r-4", status: "approved", providerName: "Moderated Bet" });
    expect(await ratingsOf("p-mod")).toMatchObject({ overallRating: 4, totalReviews: 2 });
    expect(await auditRowsOf("r-4")).toEqual([
      expect.objectContaining({
        actorUserId: admin.userId,
        action: "review.approve",
        detailsJson: expect.objectContaining({
          providerId: "p-mod",
          authorId: "u-full",
          previousStatus: "pending",
        }),
      }),
    ]);
  });

  it("rejects an approved review, and approves a rejected one again (both ways)", async () => {
    expect((await setStatus("r-3", "rejected")).status).toBe(200);
    expect(await ratingsOf("p-mod")).toMatchObject({ overallRating: 3, totalReviews: 1 });
    expect((await setStatus("r-1", "approved")).status).toBe(200);
    expect(await ratingsOf("p-mod")).toMatchObject({ overallRating: 2, totalReviews: 2 });
    expect((await auditRowsOf("r-3")).map((row) => [row.action, row.detailsJson?.previousStatus])).toEqual([
      ["review.reject", "approved"],
    ]);
    expect((await auditRowsOf("r-1")).map((row) => [row.action, row.detailsJson?.previousStatus])).toEqual([
      ["review.approve", "rejected"],
    ]);
  });

  it("changes nothing, and audits nothing, when the review already has that status", async () => {
    const response = await setStatus("r-4", "approved");
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminReview).status).toBe("approved");
    expect(await auditRowsOf("r-4")).toHaveLength(1);
  });

  it("writes the change and its audit row in one batch: no change without its audit row", async () => {
    await expect(decideReview(db(), "no-such-actor", "r-5", { status: "approved" })).rejects.toThrow();
    const [review] = await db().select().from(reviews).where(eq(reviews.id, "r-5"));
    expect(review?.status).toBe("pending");
    expect(await auditRowsOf("r-5")).toEqual([]);
  });

  it.each([{ status: "pending" }, {}, { status: "APPROVED" }])(
    "answers %j with 400: status must be approved or rejected",
    async (body) => {
      const response = await call("/api/admin/reviews/r-5", jsonWrite("PUT", body, admin.cookie));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: "status: Status must be approved or rejected",
        messageKey: "reviews.error.status",
      });
    },
  );

  it("answers an unknown review with 404", async () => {
    const response = await setStatus("no-such-review", "approved");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      message: "Review not found",
      messageKey: "reviews.error.not_found",
    });
  });

  it("is for admins only", async () => {
    expect((await call("/api/admin/reviews/r-5", jsonWrite("PUT", { status: "approved" }))).status).toBe(401);
    const analyst = await signIn("analyst-put@example.com");
    expect((await setStatus("r-5", "approved", analyst.cookie)).status).toBe(403);
    expect((await auditRowsOf("r-5")).length).toBe(0);
  });
});

describe("DELETE /api/admin/reviews/{id}", () => {
  it("deletes the review and its votes, the provider's rating drops it at once, and it is audited", async () => {
    await setStatus("r-3", "approved");
    expect(await ratingsOf("p-mod")).toMatchObject({ totalReviews: 3 });
    const response = await call("/api/admin/reviews/r-3", jsonWrite("DELETE", {}, admin.cookie));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await db().select().from(reviews).where(eq(reviews.id, "r-3"))).toEqual([]);
    expect(await db().select().from(reviewVotes).where(eq(reviewVotes.reviewId, "r-3"))).toEqual([]);
    expect(await ratingsOf("p-mod")).toMatchObject({ overallRating: 2, totalReviews: 2 });
    const rows = await auditRowsOf("r-3");
    expect(rows.find((row) => row.action === "review.delete")).toMatchObject({
      actorUserId: admin.userId,
      detailsJson: { providerId: "p-mod", authorId: "u-first", previousStatus: "approved" },
    });
    expect(ids(await list())).not.toContain("r-3");
  });

  it("answers an unknown (or already deleted) review with 404", async () => {
    const response = await call("/api/admin/reviews/r-3", jsonWrite("DELETE", {}, admin.cookie));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ messageKey: "reviews.error.not_found" });
  });

  it("is for admins only", async () => {
    expect((await call("/api/admin/reviews/r-5", jsonWrite("DELETE", {}))).status).toBe(401);
    const analyst = await signIn("analyst-delete@example.com");
    expect((await call("/api/admin/reviews/r-5", jsonWrite("DELETE", {}, analyst.cookie))).status).toBe(403);
    expect(await db().select().from(reviews).where(eq(reviews.id, "r-5"))).toHaveLength(1);
  });
});
