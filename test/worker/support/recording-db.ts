/** One statement the Worker sent to D1, with its bound values. */
export type RecordedStatement = { sql: string; params: unknown[] };

/**
 * A D1 binding that counts what the Worker asks of the database: `roundTrips` grows by one for every
 * `first`/`all`/`run`/`raw` and for every `batch` (however many statements it carries), and
 * `statements` lists each statement run. Pass it as the `DB` binding: `call(path, init, { DB })`.
 */
export function recordingDb(real: D1Database) {
  const log = { roundTrips: 0, statements: [] as RecordedStatement[] };
  const recorded = new WeakMap<D1PreparedStatement, RecordedStatement>();
  const watch = (statement: D1PreparedStatement, sql: string, params: unknown[]): D1PreparedStatement => {
    recorded.set(statement, { sql, params });
    const run = (method: "first" | "all" | "run" | "raw") => {
      const original = statement[method].bind(statement) as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) => {
        log.roundTrips += 1;
        log.statements.push({ sql, params });
        return original(...args);
      };
    };
    const bound = statement.bind.bind(statement);
    return Object.assign(statement, {
      bind: (...values: unknown[]) => watch(bound(...values), sql, values),
      first: run("first"),
      all: run("all"),
      run: run("run"),
      raw: run("raw"),
    });
  };
  const db = new Proxy(real, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => watch(target.prepare(sql), sql, []);
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          log.roundTrips += 1;
          for (const statement of statements) {
            log.statements.push(recorded.get(statement) ?? { sql: "(not prepared here)", params: [] });
          }
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, log };
}
