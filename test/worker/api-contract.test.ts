import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { hc, InferResponseType } from "hono/client";
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod/mini";
import { auditLogEntrySchema, type AuditLogEntry } from "#schema/api/admin";
import { adminAnalyticsSchema } from "#schema/api/admin-analytics";
import { adminDashboardSchema, type AdminDashboard } from "#schema/api/admin-dashboard";
import { adminOnboardingStepSchema, onboardingProviderSchema } from "#schema/api/admin-onboarding";
import type { ProductionSyncCounts, ProductionSyncStatus } from "#schema/api/admin-production-sync";
import { staffUserSchema, type StaffUser } from "#schema/api/admin-users";
import {
  adminRepresentativeSchema,
  myCompanySchema,
  type AdminRepresentative,
  type MyCompany,
} from "#schema/api/representatives";
import { auditLog } from "#schema/audit";
import { reviews, reviewVotes } from "#schema/reviews";
import { emailTemplates } from "#schema/content";
import { newsletterSubscriberListSchema } from "#schema/api/newsletter";
import {
  contestEligibilitySchema,
  leaderboardSchema,
  myPositionSchema,
  prizeAwardSchema,
  settlementResultSchema,
  type ContestEligibility,
  type Leaderboard,
  type MyPosition,
  type PrizeAward,
  type SettlementResult,
} from "#schema/api/contest";
import { contestMonthOf, monthStart, shiftMonth } from "#schema/cyprus-time";
import { apiErrorSchema } from "#schema/api/error-body";
import { API_MESSAGES } from "#schema/api/messages";
import {
  reportDecisionResultSchema,
  reportQueueSchema,
  reportReceiptSchema,
} from "#schema/api/review-reports";
import { savedPaymentMethodSchema, type SavedPaymentMethod } from "#schema/api/payment-method";
import { profileSchema, type Profile } from "#schema/api/profile";
import { publicPromotionSchema, type PublicPromotion } from "#schema/api/promotions";
import {
  onboardingStepSchema,
  providerDetailSchema,
  providerCardSchema,
  publicProviderSchema,
  type OnboardingStep,
  type ProviderCardData,
  type ProviderDetail,
  type PublicProvider,
} from "#schema/api/providers";
import {
  externalRatingSchema,
  ratingsSummarySchema,
  type ExternalRating,
  type RatingsSummary,
} from "#schema/api/ratings";
import {
  myReviewSchema,
  reviewAppealSchema,
  type AppealInput,
  type MyReview,
  type ReviewAppeal,
} from "#schema/api/review-decisions";
import {
  adminAppealListSchema,
  adminReviewListSchema,
  adminReviewSchema,
  canReviewSchema,
  createdReviewSchema,
  publicReviewSchema,
  voteResultSchema,
  type AdminAppealList,
  type AdminReview,
  type AdminReviewList,
  type CanReview,
  type CreatedReview,
  type PublicReview,
  type VoteResult,
} from "#schema/api/reviews";
import { transparencyReportSchema, type TransparencyReport } from "#schema/api/transparency";
import {
  uiStringRowSchema,
  uiStringsMapSchema,
  type UiStringRow,
  type UiStrings,
} from "#schema/api/ui-strings";
import {
  adminGrantSchema,
  currentUserSchema,
  meSchema,
  verificationSentSchema,
  type CurrentUser,
  type Me,
} from "#schema/api/user";
import type { ApiType } from "#worker/app";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures, insertProviderPageFixtures } from "../support/catalog-fixtures";
import { call, jsonWrite, setUser, signIn } from "./support/client";

/**
 * The web reads the API's types from schema/api. Two checks keep those true: at compile time, each
 * contract type equals the JSON type Hono infers from the route (dates as strings); at run time,
 * each live answer parses with the contract's strict schema, so a new or leaked field fails here.
 */
type Api = ReturnType<typeof hc<ApiType>>["api"];
type Ok<Endpoint> = InferResponseType<Endpoint, 200>;

describe("the response types the web reads are the ones the API sends", () => {
  it("matches at compile time", () => {
    expectTypeOf<Ok<Api["providers"]["$get"]>>().toEqualTypeOf<PublicProvider[]>();
    expectTypeOf<Ok<Api["provider-cards"]["$get"]>>().toEqualTypeOf<ProviderCardData[]>();
    expectTypeOf<Ok<Api["providers"][":id"]["$get"]>>().toEqualTypeOf<ProviderDetail>();
    expectTypeOf<Ok<Api["providers"][":id"]["ratings"]["$get"]>>().toEqualTypeOf<RatingsSummary>();
    expectTypeOf<Ok<Api["providers"][":id"]["external-ratings"]["$get"]>>().toEqualTypeOf<ExternalRating[]>();
    expectTypeOf<Ok<Api["providers"][":id"]["reviews"]["$get"]>>().toEqualTypeOf<PublicReview[]>();
    expectTypeOf<Ok<Api["providers"][":id"]["onboarding"]["$get"]>>().toEqualTypeOf<OnboardingStep[]>();
    expectTypeOf<InferResponseType<Api["reviews"]["$post"], 201>>().toEqualTypeOf<CreatedReview>();
    expectTypeOf<Ok<Api["reviews"][":id"]["vote"]["$post"]>>().toEqualTypeOf<VoteResult>();
    expectTypeOf<Ok<Api["reviews"][":id"]["vote"]["$delete"]>>().toEqualTypeOf<VoteResult>();
    expectTypeOf<Ok<Api["promotions"]["$get"]>>().toEqualTypeOf<PublicPromotion[]>();
    expectTypeOf<Ok<Api["ui-strings"]["$get"]>>().toEqualTypeOf<UiStrings | UiStringRow[]>();
    expectTypeOf<Ok<Api["me"]["$get"]>>().toEqualTypeOf<Me>();
    expectTypeOf<Ok<Api["auth"]["user"]["$get"]>>().toEqualTypeOf<CurrentUser>();
    expectTypeOf<Ok<Api["user"]["profile"]["$get"]>>().toEqualTypeOf<Profile>();
    expectTypeOf<Ok<Api["user"]["profile"]["$patch"]>>().toEqualTypeOf<Profile>();
    expectTypeOf<Ok<Api["user"]["payment-method"]["$get"]>>().toEqualTypeOf<SavedPaymentMethod | null>();
    expectTypeOf<Ok<Api["user"]["payment-method"]["$post"]>>().toEqualTypeOf<SavedPaymentMethod>();
    expectTypeOf<Ok<Api["user"]["can-review"]["$get"]>>().toEqualTypeOf<CanReview>();
    expectTypeOf<Ok<Api["user"]["contest-eligibility"]["$get"]>>().toEqualTypeOf<ContestEligibility>();
    expectTypeOf<Ok<Api["leaderboard"]["monthly"][":month?"]["$get"]>>().toEqualTypeOf<Leaderboard>();
    expectTypeOf<Ok<Api["leaderboard"]["my-position"]["$get"]>>().toEqualTypeOf<MyPosition>();
    expectTypeOf<Ok<Api["transparency"]["$get"]>>().toEqualTypeOf<TransparencyReport>();
    expectTypeOf<Ok<Api["admin"]["prizes"]["pending"]["$get"]>>().toEqualTypeOf<PrizeAward[]>();
    expectTypeOf<Ok<Api["admin"]["prizes"]["history"]["$get"]>>().toEqualTypeOf<PrizeAward[]>();
    expectTypeOf<Ok<Api["admin"]["prizes"][":id"]["status"]["$post"]>>().toEqualTypeOf<PrizeAward>();
    expectTypeOf<Ok<Api["admin"]["leaderboard"]["calculate"]["$post"]>>().toEqualTypeOf<SettlementResult>();
    expectTypeOf<
      InferResponseType<Api["admin"]["leaderboard"]["calculate"]["$post"], 201>
    >().toEqualTypeOf<SettlementResult>();
    expectTypeOf<Ok<Api["admin"]["audit-log"]["$get"]>>().toEqualTypeOf<AuditLogEntry[]>();
    expectTypeOf<Ok<Api["admin"]["dashboard"]["$get"]>>().toEqualTypeOf<AdminDashboard>();
    expectTypeOf<Ok<Api["admin"]["users"]["$get"]>>().toEqualTypeOf<StaffUser[]>();
    expectTypeOf<Ok<Api["admin"]["representatives"]["$get"]>>().toEqualTypeOf<AdminRepresentative[]>();
    expectTypeOf<Ok<Api["user"]["company"]["$get"]>>().toEqualTypeOf<MyCompany>();
    expectTypeOf<Ok<Api["admin"]["production-sync"]["$get"]>>().toEqualTypeOf<ProductionSyncStatus>();
    expectTypeOf<Ok<Api["admin"]["sync-to-production"]["$post"]>>().toEqualTypeOf<ProductionSyncCounts>();
    expectTypeOf<Ok<Api["admin"]["reviews"]["$get"]>>().toEqualTypeOf<AdminReviewList>();
    expectTypeOf<Ok<Api["admin"]["reviews"][":id"]["$put"]>>().toEqualTypeOf<AdminReview>();
    expectTypeOf<Ok<Api["admin"]["reviews"]["appeals"]["$get"]>>().toEqualTypeOf<AdminAppealList>();
    expectTypeOf<Ok<Api["user"]["reviews"]["$get"]>>().toEqualTypeOf<MyReview[]>();
    expectTypeOf<
      InferResponseType<Api["user"]["reviews"][":id"]["appeal"]["$post"], 201>
    >().toEqualTypeOf<ReviewAppeal>();
    expectTypeOf<Ok<Api["auth"]["make-me-admin"]["$post"]>>().toEqualTypeOf<
      z.infer<typeof adminGrantSchema>
    >();
    expectTypeOf<Ok<Api["auth"]["send-verification-email"]["$post"]>>().toEqualTypeOf<
      z.infer<typeof verificationSentSchema>
    >();
  });
});

async function answer<S extends z.ZodMiniType>(schema: S, path: string, init?: RequestInit, status = 200) {
  const response = await call(path, init);
  expect(response.status, path).toBe(status);
  const parsed = schema.safeParse(await response.json());
  expect(parsed.error?.issues ?? [], path).toEqual([]);
  return parsed.data as z.infer<S>;
}

describe("live answers parse with the contract's strict schemas", () => {
  let cookie: string;

  beforeAll(async () => {
    await insertCatalogFixtures(createDb(env.DB));
    await insertProviderPageFixtures(createDb(env.DB));
    await createDb(env.DB).insert(emailTemplates).values({
      name: "email_verification",
      locale: "en",
      subject: "Verify",
      htmlContent: '<a href="{{link}}">verify</a>',
    });
    const admin = await signIn("contract-admin@example.com", { firstName: "Ada", lastName: "Admin" });
    await setUser(admin.userId, { role: "admin" });
    cookie = admin.cookie;
    await createDb(env.DB)
      .insert(reviewVotes)
      .values({ reviewId: "review-00", userId: admin.userId, voteType: "helpful" });
    const saved = await call(
      "/api/user/payment-method",
      jsonWrite(
        "POST",
        {
          method: "bank_transfer",
          details: { accountHolderName: "Ada", iban: "CY17002001280000001200527600" },
        },
        cookie,
      ),
    );
    expect(saved.status).toBe(200);
  });

  const signedIn = () => ({ headers: { cookie } });

  it.each([
    ["/api/providers?locale=el", publicProviderSchema],
    ["/api/provider-cards?locale=el", providerCardSchema],
    ["/api/promotions?locale=he", publicPromotionSchema],
    ["/api/ui-strings", uiStringRowSchema],
    ["/api/providers/p-active/external-ratings", externalRatingSchema],
    ["/api/providers/p-active/reviews?limit=10&offset=0", publicReviewSchema],
    ["/api/providers/p-active/onboarding?locale=el", onboardingStepSchema],
  ] as const)("%s: every item", async (path, schema) => {
    const response = await call(path);
    const items = (await response.json()) as unknown[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(schema.safeParse(item).error?.issues ?? []).toEqual([]);
  });

  it("GET /api/providers/{id}", () => answer(providerDetailSchema, "/api/providers/zeta?locale=el"));
  it("GET /api/providers/{id}/ratings", () =>
    answer(ratingsSummarySchema, "/api/providers/p-active/ratings"));
  it("GET /api/providers/{id}/reviews, signed in (with the reader's vote)", async () => {
    const reviews = (await (await call("/api/providers/p-active/reviews", signedIn())).json()) as unknown[];
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews)
      expect(publicReviewSchema.safeParse(review).error?.issues ?? []).toEqual([]);
  });
  it("GET /api/ui-strings?locale=", () => answer(uiStringsMapSchema, "/api/ui-strings?locale=fr"));
  it("GET /api/transparency", () => answer(transparencyReportSchema, "/api/transparency"));

  it("GET /api/me, signed out and signed in", async () => {
    expect(await answer(meSchema, "/api/me")).toEqual({ authenticated: false, user: null });
    expect((await answer(meSchema, "/api/me", signedIn())).user?.role).toBe("admin");
  });

  it("GET /api/auth/user", () => answer(currentUserSchema, "/api/auth/user", signedIn()));
  it("GET /api/user/profile", () => answer(profileSchema, "/api/user/profile", signedIn()));
  it("GET /api/user/payment-method", () =>
    answer(savedPaymentMethodSchema, "/api/user/payment-method", signedIn()));
  it("GET /api/user/can-review", () => answer(canReviewSchema, "/api/user/can-review", signedIn()));
  it("GET /api/user/company", () => answer(myCompanySchema, "/api/user/company", signedIn()));
  it("GET /api/user/contest-eligibility", () =>
    answer(contestEligibilitySchema, "/api/user/contest-eligibility", signedIn()));

  it("PATCH /api/user/profile", () =>
    answer(
      profileSchema,
      "/api/user/profile",
      jsonWrite("PATCH", { username: "contract_ada", firstName: "Ada", lastName: "Admin" }, cookie),
    ));

  it("POST /api/auth/send-verification-email", async () => {
    const unverified = await signIn("contract-unverified@example.com");
    const response = await call(
      "/api/auth/send-verification-email",
      jsonWrite("POST", {}, unverified.cookie),
    );
    expect(response.status).toBe(200);
    expect(verificationSentSchema.safeParse(await response.json()).error?.issues ?? []).toEqual([]);
  });

  it("POST /api/auth/make-me-admin", async () => {
    const owner = await signIn("contract-owner@example.com");
    await setUser(owner.userId, { emailVerified: true });
    const response = await call("/api/auth/make-me-admin", jsonWrite("POST", {}, owner.cookie), {
      ADMIN_EMAIL: "contract-owner@example.com",
    });
    expect(response.status).toBe(200);
    expect(adminGrantSchema.safeParse(await response.json()).error?.issues ?? []).toEqual([]);
  });

  it("POST /api/reviews", () =>
    answer(
      createdReviewSchema,
      "/api/reviews",
      jsonWrite(
        "POST",
        { providerId: "p-low", rating: 4, reviewText: "Contract check of a new review." },
        cookie,
      ),
      201,
    ));

  it("POST and DELETE /api/reviews/{id}/vote", async () => {
    await answer(
      voteResultSchema,
      "/api/reviews/review-02/vote",
      jsonWrite("POST", { voteType: "helpful" }, cookie),
    );
    await answer(voteResultSchema, "/api/reviews/review-02/vote", jsonWrite("DELETE", {}, cookie));
  });

  it("GET /api/admin/audit-log", async () => {
    await createDb(env.DB)
      .insert(auditLog)
      .values({ action: "user.grant_admin", entityType: "user", detailsJson: { via: "test" } });
    const response = await call("/api/admin/audit-log", signedIn());
    const entries = (await response.json()) as unknown[];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(auditLogEntrySchema.safeParse(entry).error?.issues ?? []).toEqual([]);
  });

  it("GET /api/admin/dashboard", async () => {
    const dashboard = await answer(adminDashboardSchema, "/api/admin/dashboard", signedIn());
    expect(dashboard.recentProviders.length).toBeGreaterThan(0);
  });

  it("GET /api/admin/analytics", () =>
    answer(adminAnalyticsSchema, "/api/admin/analytics?from=2026-01-01&to=2026-01-31", signedIn()));

  it("GET /api/admin/onboarding/providers and /api/admin/providers/{id}/onboarding", async () => {
    const providers = await answer(
      z.array(onboardingProviderSchema),
      "/api/admin/onboarding/providers",
      signedIn(),
    );
    expect(providers.length).toBeGreaterThan(0);
    const steps = await answer(
      z.array(adminOnboardingStepSchema),
      "/api/admin/providers/p-active/onboarding",
      signedIn(),
    );
    expect(steps.length).toBeGreaterThan(0);
  });

  it("GET /api/admin/newsletter/subscribers", () =>
    answer(newsletterSubscriberListSchema, "/api/admin/newsletter/subscribers", signedIn()));

  it("GET /api/admin/users", async () => {
    const found = await answer(z.array(staffUserSchema), "/api/admin/users?q=contract-admin", signedIn());
    expect(found.map((user) => user.email)).toEqual(["contract-admin@example.com"]);
  });

  it("POST and GET /api/admin/representatives", async () => {
    const invitation = { providerId: "p-active", email: "contract-rep@example.com" };
    const invited = await call("/api/admin/representatives", jsonWrite("POST", invitation, cookie));
    expect(invited.status).toBe(201);
    expect(adminRepresentativeSchema.safeParse(await invited.json()).error?.issues ?? []).toEqual([]);
    const listed = await answer(z.array(adminRepresentativeSchema), "/api/admin/representatives", signedIn());
    expect(listed.map((row) => row.email)).toContain(invitation.email);
  });

  it("GET /api/admin/reviews (every kind of flag)", async () => {
    await createDb(env.DB)
      .update(reviews)
      .set({
        flags: [
          { kind: "near_duplicate", reviewId: "review-01", similarity: 87 },
          { kind: "burst", count: 4, minutes: 10 },
          { kind: "new_account", hours: 3 },
          { kind: "low_substance" },
          { kind: "unknown_script" },
        ],
      })
      .where(eq(reviews.id, "review-00"));
    const list = await answer(adminReviewListSchema, "/api/admin/reviews?flagged=true", signedIn());
    expect(list.items.find((item) => item.id === "review-00")?.flags).toHaveLength(5);
  });

  it("POST /api/reviews/{id}/reports, GET /api/admin/reviews/reports and its decision", async () => {
    const report = { reason: "other", explanation: "A contract check of a report.", goodFaith: true };
    await answer(reportReceiptSchema, "/api/reviews/review-01/reports", jsonWrite("POST", report), 202);
    const queue = await answer(reportQueueSchema, "/api/admin/reviews/reports", signedIn());
    expect(queue.items.map((item) => item.review.id)).toContain("review-01");
    await answer(
      reportDecisionResultSchema,
      "/api/admin/reviews/review-01/reports/decision",
      jsonWrite("POST", { decision: "keep" }, cookie),
    );
  });

  it("PUT /api/admin/reviews/{id}", () =>
    answer(
      adminReviewSchema,
      "/api/admin/reviews/review-00",
      jsonWrite("PUT", { status: "rejected", ground: "spam" }, cookie),
    ));

  it("GET /api/user/reviews, POST /api/user/reviews/{id}/appeal, GET /api/admin/reviews/appeals", async () => {
    const [written] = await answer(z.array(myReviewSchema), "/api/user/reviews?providerId=p-low", signedIn());
    await answer(
      adminReviewSchema,
      `/api/admin/reviews/${written!.id}`,
      jsonWrite("PUT", { status: "rejected", ground: "illegal", law: "Law 1", facts: "Facts." }, cookie),
    );
    const body = { text: "It is my own honest experience." } satisfies AppealInput;
    await answer(
      reviewAppealSchema,
      `/api/user/reviews/${written!.id}/appeal`,
      jsonWrite("POST", body, cookie),
      201,
    );
    const mine = await answer(z.array(myReviewSchema), "/api/user/reviews?locale=he", signedIn());
    expect(mine.find((review) => review.id === written!.id)?.statement?.ground).toBe("illegal");
    const appeals = await answer(adminAppealListSchema, "/api/admin/reviews/appeals", signedIn());
    expect(appeals.items.map((item) => item.id)).toContain(written!.id);
  });
});

describe("the contest's answers parse with the contract's strict schemas", () => {
  const lastMonth = shiftMonth(contestMonthOf(new Date()), -1);
  let cookie: string;

  beforeAll(async () => {
    const winner = await signIn("contract-winner@example.com", { firstName: "Wendy", lastName: "Winner" });
    await setUser(winner.userId, { role: "admin", emailVerified: true, username: "contract_winner" });
    cookie = winner.cookie;
    const saved = await call(
      "/api/user/payment-method",
      jsonWrite("POST", { method: "revolut", details: { phoneNumber: "+35799123456" } }, cookie),
    );
    expect(saved.status).toBe(200);
    await createDb(env.DB)
      .insert(reviews)
      .values({
        providerId: "p-active",
        userId: winner.userId,
        rating: 5,
        reviewText: "Contract check of a contest review.",
        status: "approved",
        createdAt: new Date(monthStart(lastMonth).getTime() + 86_400_000),
      });
  });

  const signedIn = () => ({ headers: { cookie } });

  it("GET /api/leaderboard/monthly/{month}, live", async () => {
    const board = await answer(leaderboardSchema, `/api/leaderboard/monthly/${lastMonth}`);
    expect(board.rows.length).toBeGreaterThan(0);
  });
  it("GET /api/leaderboard/monthly", () => answer(leaderboardSchema, "/api/leaderboard/monthly"));
  it("GET /api/leaderboard/my-position", () =>
    answer(myPositionSchema, `/api/leaderboard/my-position?month=${lastMonth}`, signedIn()));

  it("POST /api/admin/leaderboard/calculate, GET /api/admin/prizes/*, POST /api/admin/prizes/{id}/status", async () => {
    const settled = await answer(
      settlementResultSchema,
      "/api/admin/leaderboard/calculate",
      jsonWrite("POST", { month: lastMonth }, cookie),
      201,
    );
    expect(settled.awards.length).toBeGreaterThan(0);
    await answer(leaderboardSchema, `/api/leaderboard/monthly/${lastMonth}`);
    for (const path of [`/api/admin/prizes/pending?month=${lastMonth}`, "/api/admin/prizes/history"]) {
      const awards = (await (await call(path, signedIn())).json()) as unknown[];
      expect(awards.length, path).toBeGreaterThan(0);
      for (const award of awards) expect(prizeAwardSchema.safeParse(award).error?.issues ?? []).toEqual([]);
    }
    await answer(
      prizeAwardSchema,
      `/api/admin/prizes/${settled.awards[0]!.id}/status`,
      jsonWrite("POST", { status: "paid", notes: "Sent by Revolut" }, cookie),
    );
  });
});

describe("error answers carry the contract's message shape", () => {
  it.each([
    ["an unknown API path", "/api/nothing-here", undefined, 404, "api.error.no_route"],
    ["a signed-out profile read", "/api/user/profile", undefined, 401, "auth.error.sign_in_first"],
    ["a bad locale", "/api/promotions?locale=xx", undefined, 400, undefined],
    ["a malformed month", "/api/leaderboard/monthly/2026-13", undefined, 400, "contest.error.month_format"],
    ["a future month", "/api/leaderboard/monthly/2999-01", undefined, 400, "contest.error.future_month"],
    [
      "a malformed transparency month",
      "/api/transparency?month=2026-1",
      undefined,
      400,
      "contest.error.month_format",
    ],
    [
      "a future transparency month",
      "/api/transparency?month=2999-01",
      undefined,
      400,
      "month.error.not_begun",
    ],
  ] as const)("%s", async (_, path, init, status, key) => {
    const response = await call(path, init);
    expect(response.status).toBe(status);
    const body = apiErrorSchema.safeParse(await response.json());
    expect(body.error?.issues ?? []).toEqual([]);
    expect(body.data?.messageKey).toBe(key);
    if (key) expect(API_MESSAGES).toHaveProperty([key]);
  });
});
