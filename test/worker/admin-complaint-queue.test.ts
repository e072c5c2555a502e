import { beforeAll, describe, expect, it } from "vitest";
import { complaintQueueSchema, type ComplaintQueue } from "#schema/api/admin-complaint-queue";
import { complaints } from "#schema/complaints";
import { providers } from "#schema/providers";
import { providerRepresentatives } from "#schema/representatives";
import { call, db, setUser, signIn } from "./support/client";

const DAY = 86_400_000;
/** A little past whole days, so the days waited are exact whatever the test's own duration. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY - 3_600_000);

let admin: string;
let editor: string;
let player: string;
let representative: string;

type Row = {
  id: string;
  providerId: string;
  status: (typeof complaints.$inferInsert)["status"] & string;
  waited: number;
};
const ROWS: Row[] = [
  { id: "q-company-3", providerId: "q-a", status: "awaiting_company", waited: 3 },
  { id: "q-open-9", providerId: "q-a", status: "open", waited: 9 },
  { id: "q-player-1", providerId: "q-b", status: "awaiting_player", waited: 1 },
  { id: "q-silent-20", providerId: "q-b", status: "no_response", waited: 20 },
  { id: "q-resolved-40", providerId: "q-a", status: "resolved", waited: 40 },
  { id: "q-withdrawn-2", providerId: "q-b", status: "withdrawn", waited: 2 },
];

beforeAll(async () => {
  await db().batch([
    db()
      .insert(providers)
      .values([
        { id: "q-a", brand: "Queue Alpha", domain: "qa.example", licenseId: "L-QA" },
        { id: "q-b", brand: "Queue Beta", domain: "qb.example", licenseId: "L-QB" },
      ]),
  ]);
  [admin, editor, player, representative] = (await Promise.all(
    ["queue-admin", "queue-editor", "queue-player", "queue-rep"].map(async (name) => {
      const { cookie, userId } = await signIn(`${name}@example.com`);
      if (name === "queue-admin") await setUser(userId, { role: "admin" });
      if (name === "queue-editor") await setUser(userId, { role: "editor" });
      if (name === "queue-rep")
        await db()
          .insert(providerRepresentatives)
          .values({
            providerId: "q-a",
            email: `${name}@example.com`,
            userId,
            status: "active",
            acceptedAt: new Date(),
          });
      return cookie;
    }),
  )) as [string, string, string, string];
  await db().batch([
    db()
      .insert(complaints)
      .values(
        ROWS.slice(0, 3).map((row) => ({
          id: row.id,
          providerId: row.providerId,
          category: "withdrawal" as const,
          amountCents: 50_000,
          description: "Stuck withdrawal",
          desiredOutcome: "Pay out",
          status: row.status,
          locale: "el" as const,
          createdAt: daysAgo(row.waited + 5),
          statusChangedAt: daysAgo(row.waited),
        })),
      ),
    db()
      .insert(complaints)
      .values(
        ROWS.slice(3).map((row) => ({
          id: row.id,
          providerId: row.providerId,
          category: "bonus" as const,
          description: "Bonus voided",
          desiredOutcome: "Restore it",
          status: row.status,
          locale: "he" as const,
          createdAt: daysAgo(row.waited + 5),
          statusChangedAt: daysAgo(row.waited),
        })),
      ),
  ]);
});

const queue = async (query: string, cookie = admin) => {
  const response = await call(`/api/admin/complaints${query}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as ComplaintQueue };
};

describe("GET /api/admin/complaints", () => {
  it("lists live cases first, the longest waiting first, with the days each has waited; closed ones after", async () => {
    const { status, body } = await queue("");
    expect(status).toBe(200);
    expect(() => complaintQueueSchema.parse(body)).not.toThrow();
    expect(body.items.map((row) => [row.id, row.daysWaited])).toEqual([
      ["q-silent-20", 20],
      ["q-open-9", 9],
      ["q-company-3", 3],
      ["q-player-1", 1],
      ["q-withdrawn-2", null],
      ["q-resolved-40", null],
    ]);
    expect(body.items[0]).toMatchObject({
      providerBrand: "Queue Beta",
      category: "bonus",
      status: "no_response",
    });
    expect(body.providers).toEqual([
      { id: "q-a", brand: "Queue Alpha" },
      { id: "q-b", brand: "Queue Beta" },
    ]);
    expect(body).toMatchObject({ page: 1, pageCount: 1, total: 6 });
    expect(JSON.stringify(body)).not.toMatch(/amount|50000|Stuck withdrawal|@example/);
  });

  it("filters by status, by the live ones, and by provider", async () => {
    const ids = async (query: string) => (await queue(query)).body.items.map((row) => row.id);
    expect(await ids("?status=open")).toEqual(["q-open-9"]);
    expect(await ids("?status=live")).toEqual(["q-silent-20", "q-open-9", "q-company-3", "q-player-1"]);
    expect(await ids("?providerId=q-a")).toEqual(["q-open-9", "q-company-3", "q-resolved-40"]);
    expect(await ids("?status=live&providerId=q-b")).toEqual(["q-silent-20", "q-player-1"]);
    expect(await ids("?providerId=nobody")).toEqual([]);
  });

  it("is open to editors too (they mediate complaints)", async () => {
    expect((await queue("", editor)).status).toBe(200);
  });

  it("refuses a bad filter with a 400", async () => {
    expect((await queue("?status=lost")).status).toBe(400);
    expect((await queue("?page=0")).status).toBe(400);
  });

  it("is 403 for a plain user and for a company's representative, 401 without a session", async () => {
    expect((await queue("", player)).status).toBe(403);
    expect((await queue("", representative)).status).toBe(403);
    expect((await call("/api/admin/complaints")).status).toBe(401);
  });
});

describe("/admin/complaints", () => {
  it("renders the queue for staff, each row linking to its case", async () => {
    const response = await call("/admin/complaints?status=live", { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="/admin/complaints/q-silent-20"');
    expect(html).not.toContain('href="/admin/complaints/q-resolved-40"');
  });
});
