type Query = { sql: string; values: unknown[] };
type Waiting = Query & { settle: (result: D1Result) => void; fail: (error: unknown) => void };

/**
 * The D1 session of one page render, for the API calls it makes (and of an API read the edge cache
 * may keep, for the version and the answer). The loaders of a page ask for their data together;
 * every statement issued before the next turn of the event loop goes to D1 in one `batch()`, so a
 * page costs one round trip however many queries its parts need. Should the batch fail, each
 * statement is run on its own, so one bad query cannot fail its neighbours.
 */
export function coalescingD1(real: D1DatabaseSession): D1DatabaseSession {
  let wave: Waiting[] = [];
  const prepared = ({ sql, values }: Query) => real.prepare(sql).bind(...values);
  const flush = () => {
    const sent = wave;
    wave = [];
    real.batch(sent.map(prepared)).then(
      (results) => sent.forEach((waiting, index) => waiting.settle(results[index]!)),
      () => sent.forEach((waiting) => prepared(waiting).all().then(waiting.settle, waiting.fail)),
    );
  };
  const enqueue = (query: Query) =>
    new Promise<D1Result>((settle, fail) => {
      if (wave.length === 0) setTimeout(flush, 0);
      wave.push({ ...query, settle, fail });
    });
  const statement = (query: Query): CoalescedStatement =>
    new CoalescedStatement(query, enqueue, (values) => statement({ ...query, values }));
  return {
    prepare: (sql: string) => statement({ sql, values: [] }),
    batch: <T>(statements: D1PreparedStatement[]) =>
      Promise.all(statements.map((s) => enqueue(queryOf(s)))) as Promise<D1Result<T>[]>,
    getBookmark: () => real.getBookmark(),
  };
}

function queryOf(statement: D1PreparedStatement) {
  if (statement instanceof CoalescedStatement) return statement.query;
  throw new Error("A statement prepared elsewhere was sent to a page render's batch.");
}

const SELECT = /^\s*(select|with)\b/i;

class CoalescedStatement implements D1PreparedStatement {
  constructor(
    readonly query: Query,
    private readonly enqueue: (query: Query) => Promise<D1Result>,
    private readonly rebind: (values: unknown[]) => D1PreparedStatement,
  ) {}

  bind(...values: unknown[]) {
    return this.rebind(values);
  }

  all<T>() {
    return this.enqueue(this.query) as Promise<D1Result<T>>;
  }

  run<T>() {
    return this.all<T>();
  }

  first<T>(column: string): Promise<T | null>;
  first<T>(): Promise<T | null>;
  async first<T>(column?: string) {
    const row = (await this.enqueue(this.query)).results[0] as Record<string, unknown> | undefined;
    return ((column === undefined ? row : row?.[column]) ?? null) as T | null;
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  async raw(options?: { columnNames?: boolean }) {
    // Rows come back as objects, so the names of columns without rows are unknown.
    if (options?.columnNames) throw new Error("raw({ columnNames }) is not available in a page render.");
    // A batch answers rows as objects, where two columns of one name (a join's two "id"s) would
    // collapse into one; read through a subquery, SQLite names them apart ("id", "id:1").
    const { sql, values } = this.query;
    const { results } = await this.enqueue({
      sql: SELECT.test(sql) ? `select * from (${sql})` : sql,
      values,
    });
    return results.map((row) => Object.values(row as Record<string, unknown>));
  }
}
