import { and, eq } from "drizzle-orm";
import type { hc, InferResponseType } from "hono/client";
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { adminExternalRatingSchema, type AdminExternalRating } from "#schema/api/admin-external-ratings";
import type { ExternalRating } from "#schema/api/ratings";
import { auditLog } from "#schema/audit";
import { providers } from "#schema/providers";
import { externalRatings } from "#schema/reviews";
import type { ApiType } from "#worker/app";
import { createExternalRating } from "#worker/services/admin-external-ratings";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

const PROVIDER = "p-rated";
const OTHER = "p-other-rated";

let admin: { cookie: string; userId: string };

beforeAll(async () => {
  await db()
    .insert(providers)
    .values([
      { id: PROVIDER, brand: "Rated Bet", domain: "rated.example", licenseId: "L-R" },
      { id: OTHER, brand: "Other Rated", domain: "other-rated.example", licenseId: "L-O" },
    ]);
  admin = await signIn("ratings-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
});

const send = (method: string, path: string, body: unknown, cookie = admin.cookie) =>
  call(`/api/admin/external-ratings${path}`, jsonWrite(method, body, cookie));

const trustpilot = { providerId: PROVIDER, source: "trustpilot", rating: 4.4, reviewCount: 1200, url: "" };

async function create(body: unknown) {
  const response = await send("POST", "", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return adminExternalRatingSchema.parse(await response.json());
}

async function adminList() {
  const response = await call("/api/admin/external-ratings", { headers: { cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as AdminExternalRating[]).map((r) => adminExternalRatingSchema.parse(r));
}

const publicRatings = async (providerId: string) =>
  (await (await call(`/api/providers/${providerId}/external-ratings`)).json()) as ExternalRating[];

const auditRowsOf = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "external_rating"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt);

type Ratings = ReturnType<typeof hc<ApiType>>["api"]["admin"]["external-ratings"];

it("sends the types the screen reads (the answers are parsed with the strict schema below)", () => {
  expectTypeOf<InferResponseType<Ratings["$get"], 200>>().toEqualTypeOf<AdminExternalRating[]>();
  expectTypeOf<InferResponseType<Ratings["$post"], 201>>().toEqualTypeOf<AdminExternalRating>();
  expectTypeOf<InferResponseType<Ratings[":id"]["$put"], 200>>().toEqualTypeOf<AdminExternalRating>();
});

describe("external ratings", () => {
  let created: AdminExternalRating;

  it("creates a rating stamped with its save time, audited, and the provider page shows it", async () => {
    const before = Date.now();
    created = await create(trustpilot);
    expect(created).toMatchObject({
      providerId: PROVIDER,
      providerBrand: "Rated Bet",
      source: "trustpilot",
      rating: 4.4,
      scale: 5,
      reviewCount: 1200,
      url: null,
    });
    expect(Date.parse(created.lastSyncedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(await publicRatings(PROVIDER)).toEqual([
      { id: created.id, source: "trustpilot", rating: 4.4, scale: 5, reviewCount: 1200, url: null },
    ]);
    expect(await auditRowsOf(created.id)).toEqual([
      expect.objectContaining({
        actorUserId: admin.userId,
        action: "external_rating.create",
        detailsJson: expect.objectContaining({ providerId: PROVIDER, source: "trustpilot", rating: "4.4" }),
      }),
    ]);
    expect((await adminList()).map((r) => r.id)).toContain(created.id);
  });

  it("counts no reviews when none are given", async () => {
    const other = await create({ providerId: PROVIDER, source: "other", rating: 7, scale: 10 });
    expect(other).toMatchObject({ reviewCount: 0, url: null });
  });

  it("refuses a second rating from the same source with a 409 naming the source field", async () => {
    const response = await send("POST", "", { ...trustpilot, rating: 3 });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "This provider already has a rating from trustpilot.",
      messageKey: "admin.error.rating_exists",
      params: { source: "trustpilot" },
      field: "source",
    });
    // The same source for another provider is fine.
    await create({ ...trustpilot, providerId: OTHER });
  });

  it("maps the unique index to the same 409 when the check is raced", async () => {
    // Two saves that both pass the check: the second meets the unique index.
    const input = {
      providerId: OTHER,
      source: "askgamblers" as const,
      rating: 9,
      scale: 10,
      reviewCount: 0,
      url: null,
    };
    const results = await Promise.allSettled([
      createExternalRating(db(), admin.userId, input),
      createExternalRating(db(), admin.userId, input),
    ]);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(1);
    const rows = await db()
      .select()
      .from(externalRatings)
      .where(and(eq(externalRatings.providerId, OTHER), eq(externalRatings.source, "askgamblers")));
    expect(rows).toHaveLength(1);
    const reason = (refused[0] as PromiseRejectedResult).reason as { status: number };
    expect(reason.status).toBe(409);
  });

  it.each([
    [{ rating: 8.4 }, "rating: Rating must be a number from 0 to 5"],
    [{ source: "casino_guru", rating: 10.5 }, "rating: Rating must be a number from 0 to 10"],
    [{ rating: -0.1 }, "rating: Rating must be a number of 0 or more"],
    [{ rating: "4" }, "rating: Rating must be a number of 0 or more"],
    [{ rating: 4.45 }, "rating: Rating can have at most one decimal"],
    [{ scale: 10 }, "scale: This source rates out of 5"],
    [{ source: "other" }, "scale: The scale must be a whole number from 1 to 100"],
    [{ source: "other", scale: 1000 }, "scale: The scale must be a whole number from 1 to 100"],
    [{ reviewCount: 1.5 }, "reviewCount: Review count must be a whole number of 0 or more"],
    [{ reviewCount: -1 }, "reviewCount: Review count must be a whole number of 0 or more"],
    [{ source: "yelp" }, "source: Choose a rating source"],
    [{ providerId: "" }, "providerId: Choose a provider"],
    [{ url: "javascript:alert(1)" }, "url: Must be a valid URL"],
  ])("refuses %j with 400 and the reason", async (change, reason) => {
    const response = await send("POST", "", { ...trustpilot, source: "google", ...change });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(reason);
  });

  it("reads a rating on its source's scale: Trustpilot's 8.4 is refused by key, 'other' keeps the scale given", async () => {
    const response = await send("POST", "", { ...trustpilot, providerId: OTHER, rating: 8.4 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      messageKey: "admin.validation.rating_range",
      params: { max: 5 },
    });
    const other = await create({ ...trustpilot, providerId: OTHER, source: "other", rating: 6.5, scale: 7 });
    expect(other).toMatchObject({ rating: 6.5, scale: 7 });
    expect((await publicRatings(OTHER)).find((r) => r.id === other.id)).toMatchObject({
      rating: 6.5,
      scale: 7,
    });
    expect((await send("DELETE", `/${other.id}`, {})).status).toBe(204);
  });

  it("refuses a provider that does not exist", async () => {
    const response = await send("POST", "", { ...trustpilot, providerId: "no-such-provider" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ messageKey: "admin.validation.provider_unknown" });
  });

  it("updates a rating: new figures on the next public read, a new save time, and an audit row", async () => {
    const response = await send("PUT", `/${created.id}`, {
      ...trustpilot,
      rating: 3.9,
      reviewCount: 1300,
      url: "https://www.trustpilot.com/review/rated.example",
    });
    expect(response.status).toBe(200);
    const updated = adminExternalRatingSchema.parse(await response.json());
    expect(updated).toMatchObject({ rating: 3.9, reviewCount: 1300 });
    expect(Date.parse(updated.lastSyncedAt!)).toBeGreaterThanOrEqual(Date.parse(created.lastSyncedAt!));
    expect((await publicRatings(PROVIDER)).find((r) => r.id === created.id)).toMatchObject({
      rating: 3.9,
      url: "https://www.trustpilot.com/review/rated.example",
    });
    expect((await auditRowsOf(created.id)).at(-1)).toMatchObject({
      action: "external_rating.update",
      detailsJson: expect.objectContaining({ rating: "4.4 → 3.9", reviewCount: "1200 → 1300" }),
    });
  });

  it("refuses to move a rating onto a source the provider already has (409), but keeps its own", async () => {
    const response = await send("PUT", `/${created.id}`, { ...trustpilot, source: "other", scale: 5 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ field: "source", params: { source: "other" } });
    expect((await send("PUT", `/${created.id}`, trustpilot)).status).toBe(200);
  });

  it("never moves a rating to another provider: 409 at the provider field, nothing changed", async () => {
    const response = await send("PUT", `/${created.id}`, { ...trustpilot, providerId: OTHER, rating: 5 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      messageKey: "admin.error.rating_provider_fixed",
      field: "providerId",
    });
    const [row] = await db().select().from(externalRatings).where(eq(externalRatings.id, created.id));
    expect(row).toMatchObject({ providerId: PROVIDER, rating: 4.4 });
  });

  it("deletes a rating, audited; the provider page drops it; unknown ids are 404", async () => {
    expect((await send("DELETE", `/${created.id}`, {})).status).toBe(204);
    expect((await publicRatings(PROVIDER)).some((r) => r.id === created.id)).toBe(false);
    expect((await auditRowsOf(created.id)).at(-1)).toMatchObject({
      action: "external_rating.delete",
      detailsJson: { providerId: PROVIDER, source: "trustpilot", rating: 4.4 },
    });
    for (const method of ["PUT", "DELETE"]) {
      const response = await send(method, `/${created.id}`, trustpilot);
      expect(response.status, method).toBe(404);
      expect(await response.json()).toMatchObject({ messageKey: "admin.error.not_found" });
    }
  });

  it("is closed to a translator", async () => {
    const translator = await signIn("ratings-translator@example.com");
    await setUser(translator.userId, { role: "translator", roleAssignedAt: new Date() });
    expect(
      (await call("/api/admin/external-ratings", { headers: { cookie: translator.cookie } })).status,
    ).toBe(403);
    expect((await send("POST", "", trustpilot, translator.cookie)).status).toBe(403);
  });
});
