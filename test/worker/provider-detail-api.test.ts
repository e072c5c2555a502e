import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OnboardingStep } from "#schema/api/providers";
import type { ExternalRating } from "#schema/api/ratings";
import type { PublicReview } from "#schema/api/reviews";
import { providersI18n } from "#schema/providers";
import { reviewVotes } from "#schema/reviews";
import { createDb } from "#worker/lib/db";
import {
  insertCatalogFixtures,
  insertProviderPageFixtures,
  REVIEW_FIXTURE_STARS,
} from "../support/catalog-fixtures";
import { call, signIn } from "./support/client";

async function json<T = Record<string, unknown>>(path: string, init?: RequestInit) {
  const response = await call(path, init);
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  await insertCatalogFixtures(createDb(env.DB));
  await insertProviderPageFixtures(createDb(env.DB));
});

describe("GET /api/providers/{id}", () => {
  it("finds an active provider by id or by its slug in any language, texts in the asked language", async () => {
    const byId = await json("/api/providers/p-active?locale=el");
    const bySlug = await json("/api/providers/zeta?locale=el");
    expect(byId.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    expect(byId.body.overview).toBe("Ελληνική περιγραφή");
    expect(byId.body.slugs).toEqual({
      el: "zeta",
      en: "zeta",
      ru: "zeta",
      he: "zeta",
      uk: "zeta",
      fr: "zeta",
    });
  });

  it("gives every language the English slug and texts where the provider has none of its own", async () => {
    const { body } = await json("/api/providers/alpha?locale=he");
    expect(body.id).toBe("p-low");
    expect(body.overview).toBe("Only English");
    expect(new Set(Object.values(body.slugs as object))).toEqual(new Set(["alpha"]));
  });

  it.each([
    "/api/providers/p-off",
    "/api/providers/nobody",
    "/api/providers/p-off/ratings",
    "/api/providers/p-off/reviews",
    "/api/providers/p-off/external-ratings",
    "/api/providers/p-off/onboarding",
  ])("%s (inactive or unknown) is a JSON 404", async (path) => {
    const { status, body } = await json(path);
    expect(status).toBe(404);
    expect(body.message).toBe("Provider not found");
  });

  it("refuses an unknown language with a 400 naming it", async () => {
    const { status, body } = await json("/api/providers/p-active?locale=de");
    expect(status).toBe(400);
    expect(body.message).toContain('"de"');
  });
});

describe("a provider and its parts, named by a slug shared between languages", () => {
  // "shared" is Alpha Bet's Greek slug, Zeta Bet's French one and inactive Gone Bet's Hebrew one.
  const names = [
    { providerId: "p-low", locale: "el", slug: "shared" },
    { providerId: "p-active", locale: "fr", slug: "shared" },
    { providerId: "p-off", locale: "he", slug: "shared" },
  ] as const;
  beforeAll(() =>
    createDb(env.DB)
      .insert(providersI18n)
      .values([...names]),
  );
  afterAll(() => createDb(env.DB).delete(providersI18n).where(eq(providersI18n.slug, "shared")));

  it.each([
    ["el", "p-low", 0],
    ["fr", "p-active", REVIEW_FIXTURE_STARS.length],
    // Gone Bet's Hebrew slug, but it is inactive; then neither the page's language nor English: of
    // the active providers that have it in some language, the same one every time (the lowest id).
    ["he", "p-active", REVIEW_FIXTURE_STARS.length],
  ] as const)(
    "in %s means %s, for the provider and every part the page reads with it",
    async (locale, id, reviewCount) => {
      const provider = await json(`/api/providers/shared?locale=${locale}`);
      const ratings = await json(`/api/providers/shared/ratings?locale=${locale}`);
      const reviews = await json<PublicReview[]>(`/api/providers/shared/reviews?locale=${locale}&limit=50`);
      const external = await json<ExternalRating[]>(
        `/api/providers/shared/external-ratings?locale=${locale}`,
      );
      expect(provider.body.id).toBe(id);
      expect(ratings.body.totalReviews).toBe(reviewCount);
      expect(reviews.body.every((review) => review.providerId === id)).toBe(true);
      expect(reviews.body).toHaveLength(reviewCount);
      expect(external.body.length > 0).toBe(id === "p-active");
    },
  );

  it("answers every part by the provider's own slug, as by its id", async () => {
    for (const part of ["ratings", "external-ratings", "reviews", "onboarding"]) {
      const bySlug = await json(`/api/providers/zeta/${part}?locale=el`);
      const byId = await json(`/api/providers/p-active/${part}?locale=el`);
      expect(bySlug.status).toBe(200);
      expect(bySlug.body).toEqual(byId.body);
    }
  });
});

describe("GET /api/providers/{id}/ratings", () => {
  it("rates from approved reviews only, to one decimal, with the count per star and the external ratings", async () => {
    const { body } = await json("/api/providers/p-active/ratings");
    const sum = REVIEW_FIXTURE_STARS.reduce((a, b) => a + b, 0);
    expect(body.totalReviews).toBe(REVIEW_FIXTURE_STARS.length);
    expect(body.overallRating).toBe(Math.round((sum / REVIEW_FIXTURE_STARS.length) * 10) / 10);
    expect(body.overallRating).toBe(3.8);
    expect(body.ratingBreakdown).toEqual({ 1: 1, 2: 1, 3: 2, 4: 4, 5: 4 });
    expect(body.externalRatings).toEqual([
      { id: "ext-cg", source: "casino_guru", rating: 8.5, scale: 10, reviewCount: 0 },
      { id: "ext-tp", source: "trustpilot", rating: 4.2, scale: 5, reviewCount: 120 },
    ]);
  });

  it("is 0 of 0 for a provider nobody has reviewed", async () => {
    const { body } = await json("/api/providers/p-low/ratings");
    expect(body).toMatchObject({ overallRating: 0, totalReviews: 0, externalRatings: [] });
  });
});

describe("GET /api/providers/{id}/reviews", () => {
  it("pages approved reviews newest first, ten by default", async () => {
    const first = await json<PublicReview[]>("/api/providers/p-active/reviews");
    const second = await json<PublicReview[]>("/api/providers/p-active/reviews?limit=10&offset=10");
    expect(first.body.map((r) => r.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `review-${String(i).padStart(2, "0")}`),
    );
    expect(second.body.map((r) => r.id)).toEqual(["review-10", "review-11"]);
    expect(first.body.every((r) => r.status === "approved")).toBe(true);
  });

  it("keeps the text as typed and names the reviewer by username or id, never by e-mail or real name", async () => {
    const [review] = (await json<PublicReview[]>("/api/providers/p-active/reviews?limit=2")).body;
    expect(review!.reviewText).toBe("Review number 0 <b>as typed</b>");
    expect(review!.user).toEqual({ username: null, publicId: "reviewer", profileImageUrl: null });
    expect(JSON.stringify(review)).not.toContain("@example.com");
    expect(JSON.stringify(review)).not.toContain("Fixture");
  });

  it("shows the signed-in reader their own vote, and nobody else's", async () => {
    const reader = await signIn("vote-reader@example.com");
    await createDb(env.DB)
      .insert(reviewVotes)
      .values({ reviewId: "review-01", userId: reader.userId, voteType: "not_helpful" });
    const mine = (
      await json<PublicReview[]>("/api/providers/p-active/reviews?limit=3", {
        headers: { cookie: reader.cookie },
      })
    ).body;
    expect(mine.map((r) => r.userVote)).toEqual([null, "not_helpful", null]);
    const anonymous = (await json<PublicReview[]>("/api/providers/p-active/reviews?limit=3")).body;
    expect(anonymous.map((r) => r.userVote)).toEqual([null, null, null]);
  });

  it.each(["limit=0", "limit=51", "limit=ten", "offset=-1", "offset=1.5"])(
    "refuses ?%s with a 400",
    async (query) => {
      const { status, body } = await json(`/api/providers/p-active/reviews?${query}`);
      expect(status).toBe(400);
      expect(body.message).toMatch(/limit|offset/);
    },
  );
});

describe("GET /api/providers/{id}/external-ratings and /onboarding", () => {
  it("lists the external ratings with their links", async () => {
    const { body } = await json<ExternalRating[]>("/api/providers/p-active/external-ratings");
    expect(body.map((r) => [r.source, r.url])).toEqual([
      ["casino_guru", null],
      ["trustpilot", "https://trustpilot.example/zeta"],
    ]);
  });

  it("lists the active steps in order, in the asked language or else English", async () => {
    const { body } = await json<OnboardingStep[]>("/api/providers/p-active/onboarding?locale=el");
    expect(body.map((s) => [s.stepNumber, s.title])).toEqual([
      [1, "Εγγραφή"],
      [2, "Verify"],
    ]);
  });
});
