import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { complaints } from "#schema/complaints";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { seedId } from "#seed/data/ids";
import { withSiteDatabase } from "./site-database";

/** The longest username the profile takes (100 characters of [A-Za-z0-9_]): a word with nowhere to break. */
export const LONGEST_USERNAME = "long_name_".repeat(10);

/**
 * A user of that name with one approved review of AegeanBet, written at `writtenAt`; `remove` takes
 * them away again with what else of theirs a test added (their complaints).
 */
export async function longNamedReviewer(writtenAt: Date) {
  const id = randomUUID();
  await withSiteDatabase((db) =>
    db.batch([
      db.insert(users).values({ id, email: `${id}@example.test`, username: LONGEST_USERNAME }),
      db.insert(reviews).values({
        providerId: seedId("provider", 1),
        userId: id,
        rating: 4,
        reviewText: "Quick payouts and fair odds on local football.",
        status: "approved",
        createdAt: writtenAt,
        updatedAt: writtenAt,
      }),
    ]),
  );
  const remove = () =>
    withSiteDatabase((db) =>
      db.batch([
        db.delete(complaints).where(eq(complaints.userId, id)),
        db.delete(reviews).where(eq(reviews.userId, id)),
        db.delete(users).where(eq(users.id, id)),
      ]),
    );
  return { id, remove };
}
