import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MyReview } from "#schema/api/review-decisions";
import type { AdminAppealList } from "#schema/api/reviews";
import type { RatingsSummary } from "#schema/api/ratings";
import { emailTemplates, uiStrings } from "#schema/content";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { reviewDecisions } from "#schema/moderation";
import { providers, providersI18n } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { emailTemplateSeeds } from "#seed/data/email-templates";
import { UI_STRINGS } from "#seed/ui-strings";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";
import { settledDeliveries } from "./support/mail";

const AUTHOR_EMAIL = "statement-author@example.com";
let admin: { cookie: string; userId: string };
let author: { cookie: string; userId: string };
let stranger: { cookie: string; userId: string };

const at = (minute: number) => new Date(Date.UTC(2026, 9, 1, 12, minute));

beforeAll(async () => {
  const statementKeys = Object.keys(UI_STRINGS).filter(
    (key) => key.startsWith("reviews.statement.") || key.startsWith("reviews.guidelines."),
  );
  await db()
    .insert(emailTemplates)
    .values(emailTemplateSeeds().filter((t) => t.name === EMAIL_TEMPLATE_NAMES.reviewDecision));
  for (const key of statementKeys)
    await db()
      .insert(uiStrings)
      .values({ key, ...UI_STRINGS[key]! });
  admin = await signIn("statement-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
  author = await signIn(AUTHOR_EMAIL, { firstName: "Dana" });
  await setUser(author.userId, { locale: "he" });
  stranger = await signIn("statement-stranger@example.com");
  await db().batch([
    db()
      .insert(providers)
      .values([
        { id: "p-st", brand: "Statement Bet", domain: "st.example", licenseId: "ST-1" },
        { id: "p-st2", brand: "Second Bet", domain: "st2.example", licenseId: "ST-2" },
      ]),
    db()
      .insert(providersI18n)
      .values([
        { providerId: "p-st", locale: "en", slug: "statement-bet" },
        { providerId: "p-st", locale: "he", slug: "statement-bet-he" },
      ]),
    db()
      .insert(reviews)
      .values([
        {
          id: "st-pending",
          providerId: "p-st",
          userId: author.userId,
          rating: 1,
          reviewText: "Visit my site for a better bonus code.",
          flags: [{ kind: "new_account", hours: 2 }],
          createdAt: at(2),
        },
        {
          id: "st-approved",
          providerId: "p-st2",
          userId: author.userId,
          rating: 2,
          reviewText: "Payouts took a week, support answered.",
          status: "approved",
          createdAt: at(1),
        },
        {
          id: "st-other",
          providerId: "p-st",
          userId: stranger.userId,
          rating: 5,
          reviewText: "Someone else's review.",
          status: "rejected",
          createdAt: at(0),
        },
      ]),
  ]);
});

const decide = (id: string, body: object, cookie = admin.cookie) =>
  call(`/api/admin/reviews/${id}`, jsonWrite("PUT", body, cookie));
const appeal = (id: string, text: string, cookie = author.cookie) =>
  call(`/api/user/reviews/${id}/appeal`, jsonWrite("POST", { text }, cookie));
const myReviews = async (query = "") => {
  const response = await call(`/api/user/reviews${query}`, { headers: { cookie: author.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as MyReview[];
};

describe("PUT /api/admin/reviews/{id}: a rejection rests on a ground", () => {
  it.each([
    [{ status: "rejected" }, "reviews.error.ground_required", "ground"],
    [{ status: "rejected", ground: "rude" }, "reviews.error.ground_required", "ground"],
    [{ status: "rejected", ground: "illegal" }, "reviews.error.law_required", "law"],
    [{ status: "rejected", ground: "illegal", law: "   " }, "reviews.error.law_required", "law"],
    [{ status: "rejected", ground: "spam", facts: "x".repeat(2001) }, "validation.max_length", "facts"],
  ])("answers %j with 400 and the key %s", async (body, messageKey, field) => {
    const response = await decide("st-pending", body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; messageKey: string };
    expect(answer.messageKey).toBe(messageKey);
    expect(answer.message).toContain(`${field}:`);
    expect(await db().select().from(reviewDecisions)).toEqual([]);
  });

  it("is for moderators only", async () => {
    expect((await decide("st-pending", { status: "rejected", ground: "spam" }, author.cookie)).status).toBe(
      403,
    );
  });

  it("records the decision and mails its author the statement in their language, naming the ground, the flags and the appeal", async () => {
    const response = await decide("st-pending", {
      status: "rejected",
      ground: "spam",
      facts: "The text advertises a bonus code.",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: "st-pending", status: "rejected" });
    expect(await db().select().from(reviewDecisions)).toMatchObject([
      {
        reviewId: "st-pending",
        outcome: "rejected",
        trigger: "own_initiative",
        ground: "spam",
        automatedFlags: ["new_account"],
        decidedBy: admin.userId,
      },
    ]);
    const [mail] = await settledDeliveries(AUTHOR_EMAIL);
    expect(mail).toMatchObject({ kind: "moderation", subject: "החלטה על הביקורת שלכם על Statement Bet" });
    const text = mail!.text;
    expect(text).toContain(
      UI_STRINGS["reviews.statement.outcome.rejected"]!.he.replace("{provider}", "Statement Bet"),
    );
    expect(text).toContain(UI_STRINGS["reviews.guidelines.spam.title"]!.he);
    expect(text).toContain(UI_STRINGS["reviews.guidelines.spam.text"]!.he);
    expect(text).toContain("The text advertises a bonus code.");
    expect(text).toContain(UI_STRINGS["reviews.statement.flag.new_account"]!.he);
    expect(text).toContain(UI_STRINGS["reviews.statement.human"]!.he);
    expect(text).toContain(UI_STRINGS["reviews.statement.appeal"]!.he);
    expect(text).toContain("/profile#my-reviews");
  });
});

describe("GET /api/user/reviews", () => {
  it("is for signed-in users only", async () => {
    expect((await call("/api/user/reviews")).status).toBe(401);
  });

  it("lists the user's own reviews newest first, a rejected one with its statement, appealable", async () => {
    const [rejected, published, ...rest] = await myReviews("?locale=he");
    expect(rest).toEqual([]);
    expect(rejected).toMatchObject({
      id: "st-pending",
      provider: { id: "p-st", name: "Statement Bet", path: "/he/providers/statement-bet-he" },
      rating: 1,
      status: "rejected",
      createdAt: at(2).toISOString(),
      statement: {
        outcome: "rejected",
        trigger: "own_initiative",
        ground: "spam",
        law: null,
        facts: "The text advertises a bonus code.",
        automatedFlags: ["new_account"],
      },
      canAppeal: true,
      appeal: null,
    });
    // A provider without a text in the language is found by its English slug, else its id.
    expect(published).toMatchObject({
      id: "st-approved",
      provider: { path: "/he/providers/p-st2" },
      statement: null,
      canAppeal: false,
    });
    expect((await myReviews("?providerId=p-st2")).map((review) => review.id)).toEqual(["st-approved"]);
  });
});

describe("POST /api/user/reviews/{id}/appeal", () => {
  it("refuses someone else's review (404), a review that is not rejected (409), and a text too short (400)", async () => {
    expect((await appeal("st-other", "It is a real experience of mine.")).status).toBe(404);
    expect((await appeal("no-such-review", "It is a real experience of mine.")).status).toBe(404);
    const notRejected = await appeal("st-approved", "It is a real experience of mine.");
    expect(notRejected.status).toBe(409);
    expect(await notRejected.json()).toMatchObject({ messageKey: "reviews.error.not_rejected" });
    const short = await appeal("st-pending", "  Unfair  ");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ messageKey: "reviews.appeal.validation_min_length" });
  });

  it("takes one appeal (201), refuses a second (409), and queues it in the Appealed tab", async () => {
    const first = await appeal("st-pending", "The code is the provider's own public offer.");
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ status: "open", decision: null });
    const second = await appeal("st-pending", "Please look at it once more.");
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ messageKey: "reviews.error.already_appealed" });
    const [mine] = await myReviews();
    expect(mine).toMatchObject({
      canAppeal: false,
      appeal: { text: "The code is the provider's own public offer.", status: "open", decision: null },
    });
    const queue = (await (
      await call("/api/admin/reviews/appeals", { headers: { cookie: admin.cookie } })
    ).json()) as AdminAppealList;
    expect(queue.total).toBe(1);
    expect(queue.items[0]).toMatchObject({
      id: "st-pending",
      appeal: { text: "The code is the provider's own public offer." },
      statement: { ground: "spam", outcome: "rejected" },
    });
    expect((await call("/api/admin/reviews/appeals", { headers: { cookie: author.cookie } })).status).toBe(
      403,
    );
  });

  it("decides the appeal once and for all: the final statement is mailed and shown, and no appeal follows", async () => {
    expect((await decide("st-pending", { status: "rejected", ground: "spam" })).status).toBe(200);
    const [, final] = await settledDeliveries(AUTHOR_EMAIL, 2);
    expect(final!.text).toContain(
      UI_STRINGS["reviews.statement.outcome.kept"]!.he.replace("{provider}", "Statement Bet"),
    );
    expect(final!.text).toContain(UI_STRINGS["reviews.statement.final"]!.he);
    expect(final!.text).not.toContain(UI_STRINGS["reviews.statement.appeal"]!.he);
    const [mine] = await myReviews();
    expect(mine).toMatchObject({
      status: "rejected",
      statement: { outcome: "kept", trigger: "appeal" },
      canAppeal: false,
      appeal: { status: "decided", decision: { outcome: "kept", trigger: "appeal", ground: "spam" } },
    });
    expect((await appeal("st-pending", "And yet it is my own experience.")).status).toBe(409);
    const queue = (await (
      await call("/api/admin/reviews/appeals", { headers: { cookie: admin.cookie } })
    ).json()) as AdminAppealList;
    expect(queue.total).toBe(0);
  });
});

describe("DELETE /api/user/reviews/{id}", () => {
  const ratingsOf = async (providerId: string) =>
    (await (await call(`/api/providers/${providerId}/ratings`)).json()) as RatingsSummary;

  it("deletes the user's own review (204), and the provider's ratings drop it; someone else's is a 404", async () => {
    expect(await ratingsOf("p-st2")).toMatchObject({ totalReviews: 1, overallRating: 2 });
    const others = await call("/api/user/reviews/st-other", jsonWrite("DELETE", {}, author.cookie));
    expect(others.status).toBe(404);
    expect(await db().select().from(reviews).where(eq(reviews.id, "st-other"))).toHaveLength(1);
    const own = await call("/api/user/reviews/st-approved", jsonWrite("DELETE", {}, author.cookie));
    expect(own.status).toBe(204);
    expect(await ratingsOf("p-st2")).toMatchObject({ totalReviews: 0, overallRating: 0 });
    expect((await myReviews()).map((review) => review.id)).toEqual(["st-pending"]);
    expect((await call("/api/user/reviews/st-approved", jsonWrite("DELETE", {}))).status).toBe(401);
  });
});
