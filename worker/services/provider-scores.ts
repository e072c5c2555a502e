import { and, count, eq, inArray, sum } from "drizzle-orm";
import { contestMonthOf } from "#schema/cyprus-time";
import { promotions } from "#schema/promotions";
import { providerScoreHistory, providerScores } from "#schema/provider-scores";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { computeScore, METHOD_VERSION, type ScorePromotion } from "#schema/score-method";
import { complaints } from "#schema/complaints";
import type { Db } from "../lib/db";
import {
  complaintFigures,
  complaintFiguresByProvider,
  complaintStatsSince,
  publicCasesSince,
} from "./complaint-stats";
import { livePromotion } from "./promotions";

const inputColumns = {
  id: providers.id,
  registerCheck: providers.registerCheck,
  licenseStatus: providers.licenseStatus,
  licenseFrom: providers.licenseFrom,
  withdrawalTime: providers.withdrawalTime,
  minDeposit: providers.minDeposit,
  payments: providers.payments,
  liveChat: providers.liveChat,
  liveChat247: providers.liveChat247,
  responseTimeHours: providers.responseTimeHours,
  supportLangs: providers.supportLangs,
};

/** Every provider, or only those named (an empty list: none). */
type Which = readonly string[] | "all";
const among = (
  column: typeof providers.id | typeof reviews.providerId | typeof complaints.providerId,
  which: Which,
) => (which === "all" ? undefined : inArray(column, [...which]));

/**
 * Recomputes the published score of the providers named (all of them: the daily run) from their
 * current inputs (their public complaint cases among them), in one read and one write. `history` also records the score as this Cyprus
 * month's point of the monthly history (the daily run does; a change during the day only moves
 * the current score, and the next run carries it into the history).
 */
export async function recomputeScores(
  db: Db,
  which: Which,
  now: Date,
  { history = false }: { history?: boolean } = {},
): Promise<number> {
  if (which !== "all" && which.length === 0) return 0;
  const [rows, stars, offers, cases] = await db.batch([
    db.select(inputColumns).from(providers).where(among(providers.id, which)),
    db
      .select({ providerId: reviews.providerId, count: count(), sum: sum(reviews.rating).mapWith(Number) })
      .from(reviews)
      .where(and(eq(reviews.status, "approved"), among(reviews.providerId, which)))
      .groupBy(reviews.providerId),
    db
      .select({
        providerId: promotions.providerId,
        wageringMultiplier: promotions.wageringMultiplier,
        minOdds: promotions.minOdds,
        maxCashout: promotions.maxCashout,
        termsVerifiedAt: promotions.termsVerifiedAt,
      })
      .from(promotions)
      .where(
        and(livePromotion(now), which === "all" ? undefined : inArray(promotions.providerId, [...which])),
      ),
    publicCasesSince(db, complaintStatsSince(now), among(complaints.providerId, which)),
  ]);
  if (rows.length === 0) return 0;
  const month = contestMonthOf(now);
  const figures = complaintFiguresByProvider(cases);
  const writes = rows.flatMap((provider) => {
    const ratings = stars.find((s) => s.providerId === provider.id) ?? { count: 0, sum: 0 };
    const own: ScorePromotion[] = offers.filter((o) => o.providerId === provider.id);
    const handling = figures.get(provider.id) ?? complaintFigures([]);
    const result = computeScore({ ...provider, ratings, promotions: own, complaints: handling }, now);
    const score = result?.score ?? null;
    const current = {
      score,
      methodVersion: METHOD_VERSION,
      components: result?.components ?? {},
      computedAt: now,
    };
    const kept = [
      db
        .insert(providerScores)
        .values({ providerId: provider.id, ...current })
        .onConflictDoUpdate({ target: providerScores.providerId, set: current }),
    ];
    if (!history) return kept;
    const point = { score, methodVersion: METHOD_VERSION, recordedAt: now };
    return [
      ...kept,
      db
        .insert(providerScoreHistory)
        .values({ providerId: provider.id, month, ...point })
        .onConflictDoUpdate({
          target: [providerScoreHistory.providerId, providerScoreHistory.month],
          set: point,
        }),
    ];
  });
  const [first, ...rest] = writes;
  await db.batch([first!, ...rest]);
  return rows.length;
}

/** The providers whose approved reviews a user wrote: deleting the account changes their scores. */
export const providersReviewedBy = (db: Db, userId: string) =>
  db
    .selectDistinct({ providerId: reviews.providerId })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.status, "approved")));
