/**
 * The seed's statement groups. Each group is sent as one `db.batch()` (one transaction) and knows how
 * to delete what it inserted, so a failure in a later group can undo the groups already committed.
 */
import { inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { complaintEvents, complaintMessages, complaints } from "#schema/complaints";
import { emailTemplates, uiStrings } from "#schema/content";
import { blockedDomains, registerEntries, registerImports } from "#schema/licence-register";
import { userPaymentMethods } from "#schema/contest";
import { providerOnboardingSteps, providerOnboardingStepTranslations } from "#schema/onboarding";
import { promotions, promotionsI18n, promotionTermsChanges } from "#schema/promotions";
import { providers, providersI18n } from "#schema/providers";
import { providerRepresentatives, reviewReplies } from "#schema/representatives";
import { externalRatings, reviewFingerprints, reviewLimits, reviews, reviewVotes } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "#worker/lib/db";
import type { SeedRows } from "./rows/seed-rows";

type Statement = BatchItem<"sqlite">;

export interface Group {
  name: string;
  statements: Statement[];
  /** Deletes of exactly the rows this group inserted (children go with their parents by cascade). */
  undo: () => Statement[];
}

/** D1 binds at most 100 parameters per statement. */
const MAX_PARAMS = 90;

function chunks<T>(values: T[], size = MAX_PARAMS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/** One INSERT statement per row. */
function insertEach<T extends SQLiteTable>(db: Db, table: T, rows: T["$inferInsert"][]): Statement[] {
  return rows.map((row) => db.insert(table).values(row) as unknown as Statement);
}

/** As many rows per INSERT as stay under MAX_PARAMS, for narrow tables with many rows. */
function insertMany<T extends SQLiteTable>(
  db: Db,
  table: T,
  rows: T["$inferInsert"][],
  columns: number,
): Statement[] {
  return chunks(rows, Math.floor(MAX_PARAMS / columns)).map(
    (chunk) => db.insert(table).values(chunk) as unknown as Statement,
  );
}

function ids(rows: { id?: string | null }[]): string[] {
  return rows.map((row) => row.id).filter((id): id is string => typeof id === "string");
}

export function seedGroups(db: Db, rows: SeedRows): Group[] {
  return [
    {
      name: "UI strings and e-mail templates",
      statements: [
        ...insertEach(db, uiStrings, rows.uiStrings),
        ...insertEach(db, emailTemplates, rows.emailTemplates),
      ],
      undo: () => [
        ...chunks(rows.uiStrings.map((r) => r.key)).map(
          (keys) => db.delete(uiStrings).where(inArray(uiStrings.key, keys)) as unknown as Statement,
        ),
        ...chunks(ids(rows.emailTemplates)).map(
          (list) => db.delete(emailTemplates).where(inArray(emailTemplates.id, list)) as unknown as Statement,
        ),
      ],
    },
    {
      name: "providers",
      statements: [
        ...insertEach(db, providers, rows.providers),
        ...insertEach(db, providersI18n, rows.providerTranslations),
        ...insertEach(db, externalRatings, rows.externalRatings),
        ...insertEach(db, providerOnboardingSteps, rows.onboardingSteps),
        ...insertEach(db, providerOnboardingStepTranslations, rows.onboardingStepTranslations),
      ],
      undo: () =>
        chunks(ids(rows.providers)).map(
          (list) => db.delete(providers).where(inArray(providers.id, list)) as unknown as Statement,
        ),
    },
    {
      name: "promotions",
      statements: [
        ...insertEach(db, promotions, rows.promotions),
        ...insertEach(db, promotionsI18n, rows.promotionTranslations),
      ],
      undo: () =>
        chunks(ids(rows.promotions)).map(
          (list) => db.delete(promotions).where(inArray(promotions.id, list)) as unknown as Statement,
        ),
    },
    {
      name: "users and reviews",
      statements: [
        ...insertEach(db, users, rows.users),
        ...insertEach(db, userPaymentMethods, rows.paymentMethods),
        ...insertEach(db, reviews, rows.reviews),
        ...insertEach(db, reviewVotes, rows.reviewVotes),
        // Twenty narrow rows a review: many to an INSERT keep the batch short.
        ...insertMany(db, reviewFingerprints, rows.reviewFingerprints, 3),
        ...insertEach(db, reviewLimits, rows.reviewLimits),
        // Their rows go with their provider's, their reviews' and their users' by cascade.
        ...insertEach(db, providerRepresentatives, rows.representatives),
        ...insertEach(db, reviewReplies, rows.reviewReplies),
      ],
      undo: () =>
        chunks(ids(rows.users)).map(
          (list) => db.delete(users).where(inArray(users.id, list)) as unknown as Statement,
        ),
    },
    {
      // After the users: each change names the admin who made it.
      name: "promotion terms history",
      statements: insertEach(db, promotionTermsChanges, rows.promotionTermsChanges),
      undo: () =>
        chunks(ids(rows.promotionTermsChanges)).map(
          (list) =>
            db
              .delete(promotionTermsChanges)
              .where(inArray(promotionTermsChanges.id, list)) as unknown as Statement,
        ),
    },
    {
      // After the users: an import names the admin who ran it.
      name: "licence register snapshot and block list",
      statements: [
        ...insertEach(db, registerImports, rows.registerImports),
        ...insertEach(db, registerEntries, rows.registerEntries),
        ...insertEach(db, blockedDomains, rows.blockedDomains),
      ],
      // Deleting an import keeps its blocked domains (their import_id is set null): both go.
      undo: () => [
        ...chunks(rows.blockedDomains.map((row) => row.domain)).map(
          (list) =>
            db.delete(blockedDomains).where(inArray(blockedDomains.domain, list)) as unknown as Statement,
        ),
        ...chunks(ids(rows.registerImports)).map(
          (list) =>
            db.delete(registerImports).where(inArray(registerImports.id, list)) as unknown as Statement,
        ),
      ],
    },
    {
      // After the providers and the users: a case names both.
      name: "complaints",
      statements: [
        ...insertEach(db, complaints, rows.complaints),
        ...insertEach(db, complaintEvents, rows.complaintEvents),
        ...insertEach(db, complaintMessages, rows.complaintMessages),
      ],
      // A case's events and messages go with it (cascade).
      undo: () =>
        chunks(ids(rows.complaints)).map(
          (list) => db.delete(complaints).where(inArray(complaints.id, list)) as unknown as Statement,
        ),
    },
  ];
}
