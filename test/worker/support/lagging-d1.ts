/** Statements that change the database: they always go to the primary. */
const WRITE_SQL = /^\s*(?:insert|update|delete|replace)\b/i;

/**
 * A D1 binding with read replication and a replica that never catches up: `replica` is a database
 * that received none of the primary's writes. A session's reads go to the replica unless its
 * bookmark is newer than what the replica has (nothing), as D1's Sessions API promises; writes go
 * to the primary and move the session's bookmark on.
 */
export function laggingD1(primary: D1Database, replica: D1Database) {
  let written = 0;
  const withSession = (constraint?: string) => {
    let seen = /^0000-[0-9a-f]+$/.test(constraint ?? "") ? parseInt(constraint!.slice(5), 16) : 0;
    const target = (sqls: string[]) =>
      sqls.some((sql) => WRITE_SQL.test(sql)) || seen > 0 ? primary : replica;
    const wrote = (sqls: string[]) => {
      if (sqls.some((sql) => WRITE_SQL.test(sql))) seen = ++written;
    };
    const statement = (sql: string, values: unknown[]) => {
      const real = () =>
        target([sql])
          .prepare(sql)
          .bind(...values);
      const after = async <T>(result: Promise<T>) => {
        const value = await result;
        wrote([sql]);
        return value;
      };
      return {
        sql,
        values,
        bind: (...next: unknown[]) => statement(sql, next),
        all: () => after(real().all()),
        run: () => after(real().run()),
        raw: () => after(real().raw()),
        first: (column?: string) => after(column === undefined ? real().first() : real().first(column)),
      };
    };
    type Statement = ReturnType<typeof statement>;
    return {
      prepare: (sql: string) => statement(sql, []),
      batch: async (statements: Statement[]) => {
        const sqls = statements.map((s) => s.sql);
        const db = target(sqls);
        const results = await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.values)));
        wrote(sqls);
        return results;
      },
      getBookmark: () => (seen > 0 ? `0000-${seen.toString(16)}` : null),
    };
  };
  return { withSession } as unknown as D1Database;
}
