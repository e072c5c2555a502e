import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "#schema/audit";
import { reviewAppeals, reviewDecisions, reviewReports } from "#schema/moderation";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { decideReview } from "#worker/services/review-decisions";
import { createTestDb, type TestDb } from "../support/libsql-db";

let db: TestDb;
beforeEach(async () => {
  ({ db } = await createTestDb());
  await db.insert(users).values([
    { id: "author", email: "author@example.com" },
    { id: "admin", email: "admin@example.com", role: "admin" },
  ]);
  await db.insert(providers).values({ id: "p1", brand: "Zeta", domain: "zeta.example", licenseId: "L-1" });
});

const addReview = (status: "pending" | "approved" | "rejected", flags = false) =>
  db.insert(reviews).values({
    id: "r1",
    providerId: "p1",
    userId: "author",
    rating: 2,
    reviewText: "A review long enough to be stored.",
    status,
    flags: flags ? [{ kind: "new_account", hours: 2 }] : [],
  });

const report = (reporterKey: string) =>
  db.insert(reviewReports).values({
    reference: `R-${reporterKey}`,
    reviewId: "r1",
    reporterKey,
    locale: "en",
    reason: "spam",
    explanation: "Nothing but a link.",
  });

const decisions = () => db.select().from(reviewDecisions);

describe("decideReview", () => {
  it("removes a published review on reports: one decision closes every open report, audited", async () => {
    await addReview("approved");
    await report("a");
    await report("b");
    const result = await decideReview(db, "admin", "r1", {
      status: "rejected",
      ground: "spam",
      facts: " Links. ",
    });
    expect(result).toMatchObject({
      outcome: "removed",
      trigger: "report",
      status: "rejected",
      closedReports: 2,
    });
    const [decision] = await decisions();
    expect(decision).toMatchObject({ id: result?.decisionId, ground: "spam", facts: "Links.", law: null });
    const reports = await db.select().from(reviewReports);
    expect(reports.map((row) => [row.status, row.decisionId])).toEqual([
      ["closed", result?.decisionId],
      ["closed", result?.decisionId],
    ]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, "r1"));
    expect(audit).toMatchObject({ action: "review.reject", actorUserId: "admin" });
    expect(audit?.detailsJson).toMatchObject({
      decisionId: result?.decisionId,
      trigger: "report",
      ground: "spam",
    });
  });

  it("keeps a reported review: a decision without a ground, the reports closed, the review unchanged", async () => {
    await addReview("approved");
    await report("a");
    const result = await decideReview(db, "admin", "r1", { status: "approved" });
    expect(result).toMatchObject({ outcome: "kept", trigger: "report", closedReports: 1 });
    expect(await decisions()).toMatchObject([{ outcome: "kept", ground: null }]);
    expect((await db.select().from(reviews))[0]?.status).toBe("approved");
  });

  it("rejects a pending review on its own initiative, naming its automated flags and the law", async () => {
    await addReview("pending", true);
    const result = await decideReview(db, "admin", "r1", {
      status: "rejected",
      ground: "illegal",
      law: "Law 37(I)/2019, s.89",
    });
    expect(result).toMatchObject({ outcome: "rejected", trigger: "own_initiative" });
    expect(await decisions()).toMatchObject([
      { automatedFlags: ["new_account"], law: "Law 37(I)/2019, s.89" },
    ]);
  });

  it("decides an open appeal: restoring the review or keeping it rejected", async () => {
    await addReview("rejected");
    await db
      .insert(reviewAppeals)
      .values({ reviewId: "r1", userId: "author", text: "It was my own experience." });
    const kept = await decideReview(db, "admin", "r1", { status: "rejected", ground: "fake" });
    expect(kept).toMatchObject({ outcome: "kept", trigger: "appeal" });
    const [appeal] = await db.select().from(reviewAppeals);
    expect(appeal).toMatchObject({ status: "decided", decisionId: kept?.decisionId });
    // Decided once and for all: the same status again records nothing more.
    expect(await decideReview(db, "admin", "r1", { status: "rejected", ground: "fake" })).toMatchObject({
      decisionId: null,
    });
    expect(await decisions()).toHaveLength(1);
  });

  it("records no decision for publishing a pending review, and nothing at all for no change", async () => {
    await addReview("pending");
    expect(await decideReview(db, "admin", "r1", { status: "approved" })).toMatchObject({ decisionId: null });
    expect(await decideReview(db, "admin", "r1", { status: "approved" })).toMatchObject({ decisionId: null });
    expect(await decisions()).toEqual([]);
    expect(await db.select().from(auditLog)).toHaveLength(1);
    expect(await decideReview(db, "admin", "missing", { status: "approved" })).toBeNull();
  });
});
