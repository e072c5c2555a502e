import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProviderCardData, ProviderDetail, PublicProvider } from "#schema/api/providers";
import { contestMonthOf } from "#schema/cyprus-time";
import { providerScoreHistory } from "#schema/provider-scores";
import { providers, providersI18n } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { complaintEvents, complaints } from "#schema/complaints";
import { COMPLAINT_RULES, METHOD_VERSION, SCORE_COMPONENTS, SCORE_WEIGHTS } from "#schema/score-method";
import { users } from "#schema/users";
import { DAILY_CRON, runScheduledJobs } from "#worker/cron/scheduled";
import { forgetContentVersion } from "#worker/lib/edge-cache";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

const facts = {
  licenseStatus: "licensed" as const,
  registerCheck: "confirmed" as const,
  licenseFrom: "2020-01-01",
  withdrawalTime: "24-48 h",
  minDeposit: 10,
  payments: ["visa", "paypal"],
  liveChat: true,
};

let admin: { cookie: string; userId: string };

beforeAll(async () => {
  await db().batch([
    db()
      .insert(providers)
      .values([
        {
          id: "s-low",
          brand: "Low Score Bet",
          domain: "low.example",
          licenseId: "L-1",
          priority: 30,
          ...facts,
        },
        {
          id: "s-high",
          brand: "High Score Bet",
          domain: "high.example",
          licenseId: "L-2",
          priority: 10,
          ...facts,
          liveChat247: true,
          responseTimeHours: 1,
        },
        // Licensed by its own record, but no register import has confirmed it: no score.
        {
          id: "s-none",
          brand: "Unconfirmed Bet",
          domain: "none.example",
          licenseId: "L-3",
          priority: 20,
          ...facts,
          registerCheck: null,
        },
      ]),
    db()
      .insert(providersI18n)
      .values(
        ["s-low", "s-high", "s-none"].map((id) => ({ providerId: id, locale: "en" as const, slug: id })),
      ),
    db()
      .insert(users)
      .values(["u-1", "u-2", "u-3"].map((id) => ({ id, email: `${id}@example.com`, username: id }))),
    db()
      .insert(reviews)
      .values([
        {
          id: "r-approved",
          providerId: "s-low",
          userId: "u-1",
          rating: 3,
          reviewText: "Fine",
          status: "approved",
        },
        {
          id: "r-pending",
          providerId: "s-low",
          userId: "u-2",
          rating: 5,
          reviewText: "Great",
          status: "pending",
        },
        {
          id: "r-high",
          providerId: "s-high",
          userId: "u-3",
          rating: 5,
          reviewText: "Great",
          status: "approved",
        },
      ]),
  ]);
  admin = await signIn("score-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
});

const list = async () => (await (await call("/api/providers?locale=en")).json()) as PublicProvider[];
const scoreOf = async (id: string) => (await list()).find((p) => p.id === id)?.score;
const detail = async (id: string) =>
  (await (await call(`/api/providers/${id}?locale=en`)).json()) as ProviderDetail;

describe("the published score", () => {
  it("is computed by the daily run for every provider, recorded as this month's history, and only with a confirmed licence", async () => {
    const now = new Date();
    await runScheduledJobs(DAILY_CRON, env, now);
    const scores = Object.fromEntries((await list()).map((p) => [p.id, p.score]));
    expect(scores["s-low"]).toEqual(expect.any(Number));
    expect(scores["s-high"]!).toBeGreaterThan(scores["s-low"]!);
    expect(scores["s-none"]).toBeNull();
    const cards = (await (await call("/api/provider-cards?locale=en")).json()) as ProviderCardData[];
    expect(cards.map((c) => [c.id, c.score])).toEqual(Object.entries(scores));
    const history = await db()
      .select()
      .from(providerScoreHistory)
      .where(eq(providerScoreHistory.providerId, "s-low"));
    expect(history).toEqual([
      expect.objectContaining({ month: contestMonthOf(now), score: scores["s-low"] }),
    ]);
  });

  it("answers its breakdown on the provider's page, adding up to the score; none without a confirmed licence", async () => {
    const { score, scoreBreakdown, scoreHistory } = await detail("s-high");
    const sum = SCORE_COMPONENTS.reduce(
      (total, name) => total + SCORE_WEIGHTS[name] * scoreBreakdown!.components[name],
      0,
    );
    expect(Math.round(sum * 10) / 10).toBe(score);
    expect(scoreHistory).toEqual([{ month: contestMonthOf(new Date()), score }]);
    expect(await detail("s-none")).toMatchObject({ score: null, scoreBreakdown: null });
  });

  it("changes at once when a moderator approves a review, and again when the review is deleted", async () => {
    const before = await scoreOf("s-low");
    const approved = await call(
      "/api/admin/reviews/r-pending",
      jsonWrite("PUT", { status: "approved" }, admin.cookie),
    );
    expect(approved.status).toBe(200);
    const after = await scoreOf("s-low");
    expect(after!).toBeGreaterThan(before!);
    const deleted = await call("/api/admin/reviews/r-pending", jsonWrite("DELETE", {}, admin.cookie));
    expect(deleted.status).toBe(204);
    expect(await scoreOf("s-low")).toBe(before);
  });

  it("is a sort of the providers page: highest first, providers without one last; the default stays priority", async () => {
    const brands = async (path: string) => {
      const html = await (await exports.default.fetch(new Request(`https://site.test${path}`))).text();
      const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
      return [...main.matchAll(/<h2[^>]*>(\w+) (?:Score )?Bet</g)].map(([, brand]) => brand);
    };
    await runScheduledJobs(DAILY_CRON, env, new Date());
    expect(await brands("/en/providers?sort=score")).toEqual(["High", "Low", "Unconfirmed"]);
    expect(await brands("/en/providers")).toEqual(["Low", "Unconfirmed", "High"]);
  });
  it("has a complaint-handling component from the public cases: neutral without one, lower when the company stays silent", async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const filed = (id: string, status: "no_response" | "open", forwardedAt: Date | null) =>
      db()
        .insert(complaints)
        .values({
          id,
          providerId: "s-high",
          userId: "u-1",
          category: "bonus",
          description: "Bonus voided",
          desiredOutcome: "Restore it",
          status,
          locale: "en",
          createdAt: ago(30),
          statusChangedAt: ago(16),
          forwardedAt,
        });
    const rescore = async () => {
      await runScheduledJobs(DAILY_CRON, env, now);
      forgetContentVersion();
    };
    await rescore();
    const before = await detail("s-high");
    expect(before.scoreBreakdown).toMatchObject({
      methodVersion: METHOD_VERSION,
      components: { complaints: COMPLAINT_RULES.noCase },
    });
    // A case staff never forwarded is not public: it changes nothing.
    await filed("sc-open", "open", null);
    await rescore();
    expect((await detail("s-high")).scoreBreakdown!.components.complaints).toBe(COMPLAINT_RULES.noCase);
    // A public case the company left unanswered: no answering, resolving or speed points.
    await db().batch([
      filed("sc-silent", "no_response", ago(29)),
      db()
        .insert(complaintEvents)
        .values({
          complaintId: "sc-silent",
          party: "system",
          fromStatus: "awaiting_company",
          toStatus: "no_response",
          createdAt: ago(16),
        }),
    ]);
    await rescore();
    const after = await detail("s-high");
    expect(after.scoreBreakdown!.components.complaints).toBe(0);
    expect(after.complaintStats).toMatchObject({ filed: 1, noResponse: 1, resolved: 0 });
    expect(after.score!).toBeLessThan(before.score!);
  });

  it("moves when staff close a case, without waiting for the daily run", async () => {
    const silent = (await detail("s-high")).scoreBreakdown!.components.complaints;
    const closed = await call(
      "/api/admin/complaints/sc-silent/close",
      jsonWrite("POST", { outcome: "resolved", conclusion: "Paid out after mediation." }, admin.cookie),
    );
    expect(closed.status).toBe(200);
    forgetContentVersion();
    const after = await detail("s-high");
    expect(after.complaintStats).toMatchObject({ filed: 1, resolved: 1 });
    expect(after.scoreBreakdown!.components.complaints).toBeGreaterThan(silent);
  });
});
