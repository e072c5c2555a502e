import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { describe, expect, it } from "vitest";

const MIGRATIONS = fileURLToPath(new URL("../../schema/migrations", import.meta.url));
const MIGRATION = "0012_license_status_enum";

/** The migrations folder as it was before `tag`: the same files, the journal cut short. */
function migrationsBefore(tag: string) {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(end).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return folder;
}

const OLD_ROWS: [id: string, status: string | null, payments: string | null][] = [
  ["p-licensed", "Licensed", '["Visa","Bank transfer","Apple Pay","Kaspi Wallet","JCC"]'],
  ["p-active", " ACTIVE ", '["bank  transfer","Google-Pay","Cryptocurrency"]'],
  ["p-valid", "valid", null],
  ["p-suspended", "Suspended", "[]"],
  ["p-revoked", "revoked", null],
  ["p-withdrawn", "Withdrawn", null],
  ["p-cancelled", "CANCELLED", null],
  ["p-expired", "Expired", null],
  ["p-pending", "pending", null],
  ["p-applied", "Applied", null],
  ["p-other", "Under review", null],
  ["p-blank", "  ", null],
  ["p-null", null, null],
];

describe(`migration ${MIGRATION}`, () => {
  it("reads the free-text licence status into the enum and known payment names into keys, keeping every row that references a provider", async () => {
    const client = createClient({ url: ":memory:" });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore(MIGRATION) });
    // Foreign keys on, as on D1: a rebuild of `providers` would cascade into its texts and reviews.
    await client.execute("PRAGMA foreign_keys = ON");
    for (const [id, status, payments] of OLD_ROWS)
      await client.execute({
        sql: "insert into providers (id, brand, domain, license_id, license_status, payments) values (?, ?, 'x.example', 'L-1', ?, ?)",
        args: [id, id, status, payments],
      });
    await client.execute("insert into users (id, email) values ('u-1', 'u@example.com')");
    await client.execute(
      "insert into providers_i18n (provider_id, locale, slug) values ('p-licensed', 'en', 'licensed')",
    );
    await client.execute(
      "insert into reviews (provider_id, user_id, rating) values ('p-licensed', 'u-1', 5)",
    );

    await migrate(db, { migrationsFolder: MIGRATIONS });

    const rows = await client.execute("select id, license_status, payments from providers order by id");
    const after = Object.fromEntries(rows.rows.map((row) => [row.id, [row.license_status, row.payments]]));
    expect(after).toEqual({
      "p-licensed": ["licensed", '["visa","bank_transfer","apple_pay","Kaspi Wallet","jcc"]'],
      "p-active": ["licensed", '["bank_transfer","google_pay","crypto"]'],
      "p-valid": ["licensed", null],
      "p-suspended": ["suspended", "[]"],
      "p-revoked": ["revoked", null],
      "p-withdrawn": ["revoked", null],
      "p-cancelled": ["revoked", null],
      "p-expired": ["expired", null],
      "p-pending": ["pending", null],
      "p-applied": ["pending", null],
      "p-other": [null, null],
      "p-blank": [null, null],
      "p-null": [null, null],
    });
    expect((await client.execute("select count(*) as n from providers_i18n")).rows[0]?.n).toBe(1);
    expect((await client.execute("select count(*) as n from reviews")).rows[0]?.n).toBe(1);
    await expect(
      client.execute("update providers set license_status = 'Licensed' where id = 'p-null'"),
    ).rejects.toThrow(/CHECK constraint failed/);
  });
});
