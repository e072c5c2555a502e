import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { coalescingD1 } from "#worker/lib/coalescing-d1";
import { recordingDb } from "./support/recording-db";

describe("a page render's D1 binding", () => {
  it("sends the statements issued together in one round trip, each with its own answer", async () => {
    const { db: real, log } = recordingDb(env.DB);
    const db = coalescingD1(real.withSession());
    const [all, first, column, raw, batch] = await Promise.all([
      db.prepare("select ? as a, ? as b").bind(1, "x").all(),
      db.prepare("select 2 as a").first(),
      db.prepare("select 3 as a").first("a"),
      db.prepare("select 4 as n union all select 5 order by n desc").raw(),
      db.batch([db.prepare("select 6 as a"), db.prepare("select 7 as a")]),
    ]);
    expect(log.roundTrips).toBe(1);
    expect(all.results).toEqual([{ a: 1, b: "x" }]);
    expect(first).toEqual({ a: 2 });
    expect(column).toBe(3);
    expect(raw).toEqual([[5], [4]]);
    expect(batch.map((result) => result.results)).toEqual([[{ a: 6 }], [{ a: 7 }]]);
  });

  it("keeps both columns of one name, as a join's rows have them", async () => {
    const db = coalescingD1(env.DB.withSession());
    expect(await db.prepare("select 1 as id, 2 as id, 'z' as name").raw()).toEqual([[1, 2, "z"]]);
  });

  it("fails only the bad statement of a batch", async () => {
    const db = coalescingD1(env.DB.withSession());
    const [bad, good] = await Promise.allSettled([
      db.prepare("select * from no_such_table").all(),
      db.prepare("select 1 as a").first("a"),
    ]);
    expect(bad.status).toBe("rejected");
    expect(good).toEqual({ status: "fulfilled", value: 1 });
  });

  describe("a caller's own batch stays one transaction", () => {
    const table = "coalescing_probe";
    const rows = async () =>
      (await env.DB.prepare(`select id from ${table} order by id`).all<{ id: number }>()).results;
    const insert = (db: D1DatabaseSession, id: number, value: string | null) =>
      db.prepare(`insert into ${table} (id, value) values (?, ?)`).bind(id, value);

    it("a batch whose second statement fails writes nothing, while its neighbour in the wave gets its answer", async () => {
      await env.DB.exec(`create table if not exists ${table} (id integer primary key, value text not null)`);
      const db = coalescingD1(env.DB.withSession());
      const [batch, neighbour] = await Promise.allSettled([
        db.batch([insert(db, 1, "kept?"), insert(db, 2, null)]),
        db.prepare("select 1 as a").first("a"),
      ]);
      expect(batch.status).toBe("rejected");
      expect(neighbour).toEqual({ status: "fulfilled", value: 1 });
      expect(await rows()).toEqual([]);
    });

    it("a batch alone that fails writes nothing; one that succeeds writes all of it", async () => {
      const db = coalescingD1(env.DB.withSession());
      await expect(db.batch([insert(db, 3, "a"), insert(db, 3, "duplicate")])).rejects.toThrow();
      expect(await rows()).toEqual([]);
      const [first, second] = await db.batch([insert(db, 4, "a"), insert(db, 5, "b")]);
      expect([first!.success, second!.success]).toEqual([true, true]);
      expect(await rows()).toEqual([{ id: 4 }, { id: 5 }]);
      expect(await db.batch([])).toEqual([]);
    });
  });
});
