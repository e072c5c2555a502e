/**
 * Times the analytics screen's reads on 1,000,000 tracking events spread over 90 days, in a libSQL
 * file database with every migration applied and the demo content seeded. Prints a table of the
 * timings (median of 3 runs after one warm-up) for a 30-day and a 365-day range, and each query's
 * plan. Run: `npm run bench:analytics` (about a minute; `EVENTS=200000` for a smaller run).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { trackingEvents } from "#schema/content";
import { shiftDay } from "#schema/calendar-days";
import { nicosiaDate } from "#schema/cyprus-time";
import { seedDatabase } from "#seed/seed-database";
import { schema } from "#worker/lib/db";
import { adminAnalytics } from "#worker/services/admin-analytics";

const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const SPAN_DAYS = 90;
const RUNS = 3;

const dir = mkdtempSync(join(tmpdir(), "analytics-bench-"));
const client = createClient({ url: `file:${join(dir, "bench.db")}` });
const db = drizzle(client, { schema });

async function fill() {
  await migrate(db, { migrationsFolder: fileURLToPath(new URL("../schema/migrations", import.meta.url)) });
  await seedDatabase(db);
  // Events in SQL, as the Worker writes them (target and placement in their columns and in the
  // payload): a recursive counter, random types, targets among the seeded providers and
  // promotions, six locales, five placements, times spread evenly over the last SPAN_DAYS days.
  const now = Date.now();
  const started = performance.now();
  await client.execute(`
    insert into tracking_events (type, target_id, placement, payload_json, session_id, user_locale, created_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${EVENTS}),
    p as (select id, row_number() over (order by id) - 1 as k from providers),
    pr as (select id, row_number() over (order by id) - 1 as k from promotions),
    e as (select i, abs(random()) % 100 as r from n),
    t as (
      select i,
        case when r < 50 then 'provider_view' when r < 80 then 'provider_click'
             when r < 95 then 'promotion_click' else 'banner_click' end as type,
        case when r < 80 then (select id from p where k = i % (select count(*) from p))
             when r < 95 then (select id from pr where k = i % (select count(*) from pr))
             else 'banner-' || (i % 7) end as target,
        case when r < 50 then null
             when r < 80 then json_extract('["provider_card","hero","compare","bonus_list","sidebar"]', '$[' || (i % 5) || ']')
             when r < 95 then 'bonus_card' else 'hero' end as placement
      from e)
    select type, target, placement,
      case when placement is null then json_object('targetId', target)
           else json_object('targetId', target, 'placement', placement) end,
      null,
      json_extract('["el","en","ru","he","uk","fr"]', '$[' || (i % 6) || ']'),
      ${now} - (abs(random()) % ${SPAN_DAYS * 86_400_000})
    from t`);
  return (performance.now() - started) / 1000;
}

async function time(run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)]!;
}

const NAMES = [
  "per provider",
  "per placement",
  "per locale",
  "per hour",
  "reviews per hour",
  "sign-ups per hour",
];

/** The statements of the analytics batch for a range, as SQL with their parameters. */
async function statements(range: { from: string; to: string }) {
  const captured: { sql: string; args: unknown[] }[] = [];
  const original = client.batch.bind(client);
  client.batch = (async (list: { sql: string; args: unknown[] }[], mode?: string) => {
    captured.push(...list);
    return original(list as never, mode as never);
  }) as typeof client.batch;
  await adminAnalytics(db, range);
  client.batch = original;
  return captured;
}

try {
  const fillSeconds = await fill();
  const total = await db.$count(trackingEvents);
  console.log(
    `${total.toLocaleString("en")} events over ${SPAN_DAYS} days, written in ${fillSeconds.toFixed(1)} s`,
  );
  await client.execute("analyze");
  const today = nicosiaDate(new Date());
  const rows: Record<string, string>[] = [];
  const plans = new Map<string, string[]>();
  for (const days of [30, 365]) {
    const range = { from: shiftDay(today, 1 - days), to: today };
    const result = await adminAnalytics(db, range);
    const row: Record<string, string> = {
      range: `${days} days`,
      "events in range": (result.totals.clicks + result.totals.views).toLocaleString("en"),
      "whole batch ms": (await time(() => adminAnalytics(db, range))).toFixed(0),
    };
    for (const [index, statement] of (await statements(range)).entries()) {
      const name = NAMES[index] ?? String(index);
      row[`${name} ms`] = (await time(() => client.execute(statement as never))).toFixed(0);
      const plan = await client.execute({
        sql: `explain query plan ${statement.sql}`,
        args: statement.args as never,
      });
      plans.set(
        name,
        plan.rows.map((r) => String(r.detail)),
      );
    }
    rows.push(row);
  }
  console.table(rows);
  for (const [name, plan] of plans) console.log(`\n${name}:\n  ${plan.join("\n  ")}`);
} finally {
  client.close();
  rmSync(dir, { recursive: true, force: true });
}
