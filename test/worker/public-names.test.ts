import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditLogEntry } from "#schema/api/admin";
import { uiStrings } from "#schema/content";
import { reviews } from "#schema/reviews";
import { UI_STRINGS } from "#seed/ui-strings";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures } from "../support/catalog-fixtures";
import { call, jsonWrite, ORIGIN, setUser, signIn } from "./support/client";

/**
 * A reviewer without a username whose e-mail address and real name say who she is: the public
 * pages and their API name her "User " and her id's first 8 characters, never by either.
 */
let maria: { cookie: string; userId: string };
let admin: { cookie: string; userId: string };

const html = async (path: string) => (await exports.default.fetch(new Request(`${ORIGIN}${path}`))).text();

const json = async (path: string) => JSON.stringify(await (await call(path)).json());

beforeAll(async () => {
  const db = createDb(env.DB);
  await insertCatalogFixtures(db);
  const rows = Object.entries(UI_STRINGS).map(([key, texts]) => ({ key, ...texts }));
  const [first, ...rest] = rows.map((row) => db.insert(uiStrings).values(row).onConflictDoNothing());
  await db.batch([first!, ...rest]);
  maria = await signIn("maria.k@example.com", { firstName: "Maria", lastName: "Kyriakou" });
  admin = await signIn("names-admin@example.com", { firstName: "Alex", lastName: "Admin" });
  await setUser(admin.userId, { role: "admin", roleAssignedAt: new Date(), username: "alex_admin" });
  await db.insert(reviews).values({
    id: "names-review",
    providerId: "p-active",
    userId: maria.userId,
    rating: 5,
    reviewText: "Paid out within a day, friendly support.",
    status: "approved",
  });
});

describe("a reviewer without a username", () => {
  const shown = () => `User ${maria.userId.slice(0, 8)}`;

  it("is 'User' and her id's start on the leaderboard, in the page's language, never her name", async () => {
    const english = await html("/en/leaderboard");
    expect(english).toContain(shown());
    expect(english).not.toMatch(/maria|kyriakou/i);
    expect(await html("/el/leaderboard")).toContain(`Χρήστης ${maria.userId.slice(0, 8)}`);
    const board = await json("/api/leaderboard/monthly");
    expect(board).toContain(maria.userId);
    expect(board).not.toMatch(/maria|kyriakou/i);
  });

  it("is 'User' and her id's start on her reviews, never her name", async () => {
    const page = await html("/en/providers/zeta");
    expect(page).toContain(shown());
    expect(page).not.toMatch(/maria|kyriakou/i);
    const list = await json("/api/providers/p-active/reviews");
    expect(list).toContain(`"publicId":"${maria.userId.slice(0, 8)}"`);
    expect(list).not.toMatch(/maria|kyriakou/i);
  });
});

describe("the audit log", () => {
  it("names the actor and the user an entry is about, beside the ids", async () => {
    const changed = await call(
      `/api/admin/users/${maria.userId}/role`,
      jsonWrite("PATCH", { role: "editor" }, admin.cookie),
    );
    expect(changed.status).toBe(204);
    const response = await call("/api/admin/audit-log?limit=1", { headers: { cookie: admin.cookie } });
    const [entry] = (await response.json()) as AuditLogEntry[];
    expect(entry).toMatchObject({
      action: "user.role",
      actorName: "alex_admin",
      actorEmail: "names-admin@example.com",
      entityId: maria.userId,
      entityName: "Maria Kyriakou",
    });
  });
});
