import { and, desc, eq, ne } from "drizzle-orm";
import type { ExternalRatingInput } from "#schema/api/admin-external-ratings";
import { providers } from "#schema/providers";
import { externalRatings } from "#schema/reviews";
import { apiError, fieldConflict } from "../lib/errors";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/unique-violation";
import { auditEntry, changeSummary } from "./audit";

const ENTITY = "external_rating";

const selectRatings = (db: Db) =>
  db
    .select({
      id: externalRatings.id,
      providerId: externalRatings.providerId,
      providerBrand: providers.brand,
      source: externalRatings.source,
      rating: externalRatings.rating,
      scale: externalRatings.scale,
      reviewCount: externalRatings.reviewCount,
      url: externalRatings.url,
      lastSyncedAt: externalRatings.lastSyncedAt,
    })
    .from(externalRatings)
    .innerJoin(providers, eq(providers.id, externalRatings.providerId));

/** Every external rating with its provider's brand, the most recently saved first. */
export const listAdminExternalRatings = (db: Db) =>
  selectRatings(db).orderBy(desc(externalRatings.lastSyncedAt), desc(externalRatings.updatedAt));

const adminRating = async (db: Db, id: string) =>
  (await selectRatings(db).where(eq(externalRatings.id, id)))[0] ?? null;

/** 409 naming the form's source field: a provider has one rating per source. */
const ratingExists = (source: string) => fieldConflict("admin.error.rating_exists", { source }, "source");

/**
 * Refuses an unknown provider and a second rating from the same source (checked first, so the
 * admin gets the clear answer; the unique index catches a race, mapped to the same 409).
 */
async function checkInput(db: Db, input: ExternalRatingInput, exceptId?: string) {
  const [[provider], [duplicate]] = await db.batch([
    db.select({ id: providers.id }).from(providers).where(eq(providers.id, input.providerId)),
    db
      .select({ id: externalRatings.id })
      .from(externalRatings)
      .where(
        and(
          eq(externalRatings.providerId, input.providerId),
          eq(externalRatings.source, input.source),
          exceptId === undefined ? undefined : ne(externalRatings.id, exceptId),
        ),
      ),
  ]);
  if (!provider) throw apiError(400, "admin.validation.provider_unknown");
  if (duplicate) throw ratingExists(input.source);
}

async function mapDuplicate<T>(input: ExternalRatingInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, /external_ratings\.provider_id, external_ratings\.source/)) {
      throw ratingExists(input.source);
    }
    throw error;
  }
}

/** Adds a rating, stamped as updated now, with its audit row in the same batch. */
export async function createExternalRating(db: Db, actorUserId: string, input: ExternalRatingInput) {
  await checkInput(db, input);
  const id = crypto.randomUUID();
  const values = { ...input, lastSyncedAt: new Date() };
  await mapDuplicate(input, () =>
    db.batch([
      db.insert(externalRatings).values({ id, ...values }),
      auditEntry(db, actorUserId, "external_rating.create", { type: ENTITY, id }, changeSummary(null, input)),
    ]),
  );
  const rating = await adminRating(db, id);
  if (!rating) throw new Error(`external rating ${id} missing right after its insert`);
  return rating;
}

/**
 * Replaces a rating's figures (stamped as updated now), audited. Null: no such rating. A rating
 * never changes provider here (409 at the provider field): an edit that names another provider is
 * a stale or mistaken form, and moving a provider's rating is deleting it and adding another.
 */
export async function updateExternalRating(
  db: Db,
  actorUserId: string,
  id: string,
  input: ExternalRatingInput,
) {
  const [before] = await db.select().from(externalRatings).where(eq(externalRatings.id, id));
  if (!before) return null;
  if (input.providerId !== before.providerId) {
    throw fieldConflict("admin.error.rating_provider_fixed", {}, "providerId");
  }
  await checkInput(db, input, id);
  await mapDuplicate(input, () =>
    db.batch([
      db
        .update(externalRatings)
        .set({ ...input, lastSyncedAt: new Date() })
        .where(eq(externalRatings.id, id)),
      auditEntry(
        db,
        actorUserId,
        "external_rating.update",
        { type: ENTITY, id },
        changeSummary(before, input),
      ),
    ]),
  );
  return adminRating(db, id);
}

/** Deletes a rating, audited in the same batch. False: no such rating. */
export async function deleteExternalRating(db: Db, actorUserId: string, id: string) {
  const [before] = await db.select().from(externalRatings).where(eq(externalRatings.id, id));
  if (!before) return false;
  await db.batch([
    db.delete(externalRatings).where(eq(externalRatings.id, id)),
    auditEntry(
      db,
      actorUserId,
      "external_rating.delete",
      { type: ENTITY, id },
      {
        providerId: before.providerId,
        source: before.source,
        rating: before.rating,
      },
    ),
  ]);
  return true;
}
