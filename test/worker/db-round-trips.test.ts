import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { app } from "#worker/app";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures, insertProviderPageFixtures } from "../support/catalog-fixtures";
import { ORIGIN, signIn } from "./support/client";
import { recordingDb } from "./support/recording-db";

/** Every public page with language variants, a provider's page, a compare selection and a past month. */
const PATHS = [
  ...PUBLIC_PAGE_PATHS,
  "/providers/zeta",
  "/compare?ids=p-active,p-low",
  "/leaderboard?month=2026-01",
];

let cookie: string;
beforeAll(async () => {
  const db = createDb(env.DB);
  await insertCatalogFixtures(db);
  await insertProviderPageFixtures(db);
  ({ cookie } = await signIn("round-trips@example.com"));
});

/**
 * The database round trips of one page render, counted when the page is answered (a provider page
 * view is recorded after that, in `waitUntil`), and how many of them read the session.
 */
async function render(path: string, headers: Record<string, string>) {
  const { db, log } = recordingDb(env.DB);
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...env, DB: db }, ctx);
  const roundTrips = log.roundTrips;
  const sessionReads = log.statements.filter(({ sql }) => /from "sessions"/.test(sql)).length;
  await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, roundTrips, sessionReads, served: response.headers.get("x-page-cache") };
}

describe("database round trips per page render", () => {
  it.each(["en", "he"].flatMap((locale) => PATHS.map((path) => [locale, path] as const)))(
    "/%s%s: at most 2, anonymous or signed in, with one session read; at most 1 from the page cache",
    async (locale, path) => {
      const url = `/${locale}${path === "/" ? "" : path}`;
      // The first render of a page in a fresh isolate also loads its code, which splits the waves.
      // It is kept in the page cache apart from the anonymous default (the sidebar state differs).
      await render(url, { cookie: "sidebar_state=false" });
      const anonymous = await render(url, {});
      expect(anonymous).toMatchObject({ status: 200, sessionReads: 0, served: "miss" });
      expect(anonymous.roundTrips).toBeLessThanOrEqual(2);
      const cached = await render(url, {});
      expect(cached).toMatchObject({ status: 200, sessionReads: 0, served: "hit" });
      expect(cached.roundTrips).toBeLessThanOrEqual(1);
      const signedIn = await render(url, { cookie });
      expect(signedIn).toMatchObject({ status: 200, sessionReads: 1 });
      expect(signedIn.roundTrips).toBeLessThanOrEqual(2);
    },
  );
});
