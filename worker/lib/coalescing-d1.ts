type Query = { sql: string; values: unknown[] };
/** What one caller sent: a statement, or a `batch()` that must stay one transaction. */
type Unit = {
  queries: Query[];
  settle: (results: D1Result[]) => void;
  fail: (error: unknown) => void;
};

/**
 * The D1 session of one page render, for its reads (worker/page-reads.ts) (and of an API read the edge cache
 * may keep, for the version and the answer). The loaders of a page ask for their data together;
 * every statement issued before the next turn of the event loop goes to D1 in one `batch()`, so a
 * page costs one round trip however many queries its parts need. Should that batch fail (it is one
 * transaction: nothing of it stays), each caller's part is sent again on its own, so one bad query
 * cannot fail its neighbours: a statement alone, a caller's own `batch()` whole, as one transaction
 * again, so it still writes all of its statements or none.
 */
export function coalescingD1(real: D1DatabaseSession): D1DatabaseSession {
  let wave: Unit[] = [];
  const prepared = ({ sql, values }: Query) => real.prepare(sql).bind(...values);
  // A binding that throws rather than rejects still fails its callers (it runs on a timer).
  const send = (queries: Query[]) =>
    new Promise<D1Result[]>((resolve) => resolve(real.batch(queries.map(prepared))));
  const flush = () => {
    const sent = wave;
    wave = [];
    send(sent.flatMap((unit) => unit.queries)).then(
      (results) => {
        let at = 0;
        for (const unit of sent) unit.settle(results.slice(at, (at += unit.queries.length)));
      },
      (error: unknown) => {
        if (sent.length === 1) return sent[0]!.fail(error);
        for (const unit of sent) send(unit.queries).then(unit.settle, unit.fail);
      },
    );
  };
  const enqueue = (queries: Query[]) =>
    new Promise<D1Result[]>((settle, fail) => {
      if (wave.length === 0) setTimeout(flush, 0);
      wave.push({ queries, settle, fail });
    });
  const enqueueOne = (query: Query) => enqueue([query]).then(([result]) => result!);
  const statement = (query: Query): CoalescedStatement =>
    new CoalescedStatement(query, enqueueOne, (values) => statement({ ...query, values }));
  return {
    prepare: (sql: string) => statement({ sql, values: [] }),
    batch: async <T>(statements: D1PreparedStatement[]) =>
      (statements.length === 0 ? [] : await enqueue(statements.map(queryOf))) as D1Result<T>[],
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
