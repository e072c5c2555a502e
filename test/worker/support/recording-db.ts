/** One statement the Worker sent to D1, with its bound values. */
export type RecordedStatement = { sql: string; params: unknown[] };
/** A statement that changed the database, with the rows it wrote (D1's `meta.rows_written`). */
export type RecordedWrite = RecordedStatement & { rowsWritten: number };

/** Statements that may write; only these are answered through `all()`, which reports what was written. */
const WRITE_SQL = /^\s*(?:insert|update|delete|replace|create|drop|alter)\b/i;

type Row = Record<string, unknown>;

/**
 * A D1 binding that counts what the Worker asks of the database: `roundTrips` grows by one for every
 * `first`/`all`/`run`/`raw` and for every `batch` (however many statements it carries), and
 * `statements` lists each statement run. `rowsWritten` sums D1's `meta.rows_written` over every
 * result (batch results included) and `writes` lists the statements that wrote. Pass it as the `DB`
 * binding: `call(path, init, { DB })`.
 */
export function recordingDb(real: D1Database) {
  const log = {
    roundTrips: 0,
    statements: [] as RecordedStatement[],
    rowsWritten: 0,
    writes: [] as RecordedWrite[],
  };
  const recorded = new WeakMap<D1PreparedStatement, RecordedStatement>();
  const noteWrites = (result: D1Result, statement: RecordedStatement) => {
    const rowsWritten = result.meta?.rows_written ?? 0;
    if (rowsWritten === 0) return;
    log.rowsWritten += rowsWritten;
    log.writes.push({ ...statement, rowsWritten });
  };
  const watch = (statement: D1PreparedStatement, sql: string, params: unknown[]): D1PreparedStatement => {
    const entry = { sql, params };
    recorded.set(statement, entry);
    const bind = statement.bind.bind(statement);
    const all = statement.all.bind(statement) as () => Promise<D1Result<Row>>;
    const run = statement.run.bind(statement) as () => Promise<D1Result<Row>>;
    const raw = statement.raw.bind(statement) as (options?: { columnNames?: boolean }) => Promise<unknown[]>;
    const first = statement.first.bind(statement) as (column?: string) => Promise<unknown>;
    const counted =
      <Args extends unknown[], Result>(method: (...args: Args) => Promise<Result>) =>
      (...args: Args) => {
        log.roundTrips += 1;
        log.statements.push(entry);
        return method(...args);
      };
    const reported = (method: () => Promise<D1Result<Row>>) => async () => {
      const result = await method();
      noteWrites(result, entry);
      return result;
    };
    // `raw` and `first` carry no meta: a write sent through them runs as `all()` and is answered in their shape.
    const writing = WRITE_SQL.test(sql);
    return Object.assign(statement, {
      bind: (...values: unknown[]) => watch(bind(...values), sql, values),
      all: counted(reported(all)),
      run: counted(reported(run)),
      raw: counted(async (options?: { columnNames?: boolean }) => {
        if (!writing) return raw(options);
        const rows = (await reported(all)()).results;
        const values = rows.map((row) => Object.values(row));
        return options?.columnNames ? [Object.keys(rows[0] ?? {}), ...values] : values;
      }),
      first: counted(async (column?: string) => {
        if (!writing) return first(column);
        const row = (await reported(all)()).results[0] ?? null;
        return column === undefined ? row : (row?.[column] ?? null);
      }),
    });
  };
  const db: D1Database = new Proxy(real, {
    get(target, property) {
      // A request's D1 session (read replication) is this binding too, so its statements are counted.
      if (property === "withSession") return () => db;
      if (property === "getBookmark") return () => null;
      if (property === "prepare") return (sql: string) => watch(target.prepare(sql), sql, []);
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          log.roundTrips += 1;
          const entries = statements.map(
            (statement) => recorded.get(statement) ?? { sql: "(not prepared here)", params: [] },
          );
          log.statements.push(...entries);
          const results = await target.batch(statements);
          results.forEach((result, i) => noteWrites(result, entries[i]!));
          return results;
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, log };
}
