import { env } from "cloudflare:workers";
import fc from "fast-check";
import * as z from "zod/v4/core";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "#schema/locales";
import { fullRouteTree } from "#web/server-route-tree";
import { app } from "#worker/app";
import { call, jsonWrite } from "./support/client";
import type { KnownGood } from "./support/fuzz-bodies";
import { fuzzWorld, restore, type Identity } from "./support/fuzz-fixtures";
import { fillPath, requestInit, requestTo, type FuzzRequest, type Route } from "./support/fuzz-requests";
import { recordingDb, type RecordedWrite } from "./support/recording-db";

/**
 * Requests per identity: 3,300 over the JSON API (routes picked at random, ~40 each), then two on
 * each page and other GET route (server rendering costs ~10x more): 3,370 each, 10,110 in all.
 * The identities run side by side (each request writes through its own recording binding).
 */
const API_RUNS = 3_300;
const RUNS_PER_PAGE = 2;

/**
 * Writes that must happen on a refused request, by design: the rate-limit middleware counts every
 * attempt before the route looks at it (a limit that only counted accepted requests would let a
 * client retry bad input for ever), so its counter row changes on 400s, 401s and 429s alike.
 */
const BOOKKEEPING = /^\s*insert into "rate_limits"/i;

/** Every concrete route of the Worker, from Hono's table (`ALL` entries are middleware; `/*` is the page renderer). */
const workerRoutes: Route[] = [
  ...new Map(
    app.routes
      .filter((r) => r.method !== "ALL" && r.path !== "/*")
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
];
const apiRoutes = workerRoutes.filter((r) => r.path.startsWith("/api/"));

type RouteNode = { options?: { path?: string }; children?: RouteNode[] | Record<string, RouteNode> };

/** Every path of the web app's route tree (layouts without a path add nothing), as written there. */
function treePaths(node: RouteNode, prefix = ""): string[] {
  const path =
    node.options?.path === undefined ? prefix : `${prefix}/${node.options.path}`.replace(/\/+/g, "/");
  const children = Object.values(node.children ?? {});
  return [
    ...(node.options?.path === undefined ? [] : [path]),
    ...children.flatMap((child) => treePaths(child, path)),
  ];
}

/** The pages as Hono-style templates: `/{-$locale}/providers/$providerId` → `/:locale?/providers/:providerId`. */
const pageRoutes: Route[] = [
  ...new Set(
    treePaths(fullRouteTree() as unknown as RouteNode).map((path) =>
      (path.replace(/\/$/, "") || "/").replace(/\{-\$(\w+)\}/g, ":$1?").replace(/\$(\w+)/g, ":$1"),
    ),
  ),
].map((path) => ({ method: "GET", path }));
const otherRoutes = [...pageRoutes, ...workerRoutes.filter((r) => !r.path.startsWith("/api/"))];

const routeKey = (r: Route) => `${r.method} ${r.path}`;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let addresses = 0;
/** Each request its own client address, so the per-address limits never swallow the run. */
const nextAddress = () => `10.${(++addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;

const clip = (text: string | undefined, max = 400) =>
  text === undefined ? "(none)" : text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

type Seen = { requests: number; statuses: Map<number, number>; routes: Set<string> };

/** Sends one request as `identity` through the real Worker, and fails on a 5xx or on a 4xx that wrote. */
async function send(identity: Identity, request: FuzzRequest, route: Route, seen: Seen) {
  const { db, log } = recordingDb(env.DB);
  const response = await call(request.url, requestInit(request, identity.cookie, nextAddress()), { DB: db });
  const text = await response.text();
  const writes: RecordedWrite[] = log.writes.filter((w) => !BOOKKEEPING.test(w.sql));
  seen.requests += 1;
  seen.routes.add(routeKey(route));
  seen.statuses.set(response.status, (seen.statuses.get(response.status) ?? 0) + 1);
  const refusedButWrote = response.status >= 400 && response.status < 500 && writes.length > 0;
  if (response.status >= 500 || refusedButWrote) {
    throw new Error(
      [
        `${identity.name}: ${request.method} ${request.url} (route ${routeKey(route)}) answered ${response.status}` +
          (refusedButWrote ? " and wrote to the database" : ""),
        `headers: ${JSON.stringify(request.headers)} session: ${request.withSession}`,
        `body: ${clip(request.body)}`,
        `response: ${clip(text)}`,
        ...writes.map((w) => `wrote ${w.rowsWritten}: ${w.sql} ${clip(JSON.stringify(w.params), 200)}`),
      ].join("\n"),
    );
  }
  // A 429 means the fuzzer used up a signed-in identity's allowance; the next request starts afresh.
  if (response.status === 429) await env.DB.prepare(`delete from rate_limits`).run();
  // Only an accepted write can sign the identity out or change its role.
  if (WRITE_METHODS.has(request.method) && response.status < 400) await restore(identity);
}

describe("HTTP fuzzing of every route", { timeout: 600_000 }, () => {
  let world: Awaited<ReturnType<typeof fuzzWorld>>;
  beforeAll(async () => {
    world = await fuzzWorld();
  }, 60_000);

  it("enumerates the API from Hono's route table, with a valid body for every write route", () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(78);
    expect(pageRoutes.length).toBeGreaterThanOrEqual(25);
    const writes = apiRoutes.filter((r) => WRITE_METHODS.has(r.method)).map(routeKey);
    expect(writes.filter((key) => !(key in world.bodies))).toEqual([]);
    expect(Object.keys(world.bodies).filter((key) => !writes.includes(key))).toEqual([]);
    // The known-good bodies really are good, so mutations of them probe past validation.
    for (const [key, { body, schema }] of Object.entries(world.bodies) as [string, KnownGood][]) {
      if (schema) expect(z.safeParse(schema, body).success, key).toBe(true);
    }
  });

  it("sees the writes of a request, and only the rate-limit counter on a refused one", async () => {
    const user = world.identities.find((i) => i.name === "user")!;
    const refused = recordingDb(env.DB);
    const answer = await call("/api/reviews", jsonWrite("POST", { rating: "five" }, user.cookie), {
      DB: refused.db,
    });
    expect(answer.status).toBe(400);
    expect(refused.log.writes.length).toBeGreaterThan(0);
    expect(refused.log.writes.filter((w) => !BOOKKEEPING.test(w.sql))).toEqual([]);

    const accepted = recordingDb(env.DB);
    const body = { email: "recorded@example.com" };
    expect((await call("/api/login/dev", jsonWrite("POST", body), { DB: accepted.db })).status).toBe(200);
    const tables = accepted.log.writes.map((w) => /^\s*insert into "(\w+)"/i.exec(w.sql)?.[1]);
    expect(tables).toEqual(expect.arrayContaining(["users", "sessions"]));
  });

  for (const name of ["anonymous", "user", "admin"] as const) {
    it.concurrent(`${name}: no 5xx, and nothing written by a refused request`, async () => {
      const started = Date.now();
      const identity = world.identities.find((i) => i.name === name)!;
      const seen: Seen = { requests: 0, statuses: new Map(), routes: new Set() };
      const property = (routes: Route[], known: readonly string[]) =>
        fc.asyncProperty(
          fc.oneof(
            ...routes.map((route) =>
              requestTo(route, fillPath(route.path, known), world.bodies[routeKey(route)]?.body ?? {}).map(
                (request) => ({ route, request }),
              ),
            ),
          ),
          ({ route, request }) => send(identity, request, route, seen),
        );
      await fc.assert(property(apiRoutes, world.known), { numRuns: API_RUNS });
      const pageKnown = [...LOCALES, world.fixtures.providerSlug, ...world.known];
      for (const route of otherRoutes)
        await fc.assert(property([route], pageKnown), { numRuns: RUNS_PER_PAGE });

      console.log(
        `${name}: ${seen.requests} requests over ${seen.routes.size} routes in ${Math.round((Date.now() - started) / 1000)} s;`,
        `statuses ${JSON.stringify(Object.fromEntries([...seen.statuses].sort(([a], [b]) => a - b)))}`,
      );
      expect([...apiRoutes, ...otherRoutes].map(routeKey).filter((key) => !seen.routes.has(key))).toEqual([]);
    });
  }
});
