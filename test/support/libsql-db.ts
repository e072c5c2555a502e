import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { schema } from "#worker/lib/db";

const migrationsFolder = fileURLToPath(new URL("../../schema/migrations", import.meta.url));

/**
 * A fresh in-memory database with every migration applied, for plain-Node tests of services.
 * Foreign keys are on, as they are on D1.
 */
export async function createTestDb() {
  const client = createClient({ url: ":memory:" });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await client.execute("PRAGMA foreign_keys = ON");
  return { db, client };
}

export type TestDb = Awaited<ReturnType<typeof createTestDb>>["db"];
