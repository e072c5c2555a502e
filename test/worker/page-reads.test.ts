import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { REVIEWS_PAGE_SIZE } from "#schema/review-rules";
import { api } from "#worker/app";
import { insertCatalogFixtures, insertProviderPageFixtures } from "../support/catalog-fixtures";
import { call, db, setUser, signIn } from "./support/client";
import { islandData } from "../support/island-data";

/** The session cookies of a member and an admin, by who they are. */
const cookies = { anonymous: "", member: "", admin: "" };

beforeAll(async () => {
  await insertCatalogFixtures(db());
  await insertProviderPageFixtures(db());
  cookies.member = (await signIn("page-reads-member@example.com")).cookie;
  const staff = await signIn("page-reads-admin@example.com");
  await setUser(staff.userId, { role: "admin" });
  cookies.admin = staff.cookie;
});

afterEach(() => {
  vi.restoreAllMocks();
});

const page = (path: string, who: keyof typeof cookies = "anonymous") =>
  call(path, { headers: { cookie: ["locale=en", cookies[who]].filter(Boolean).join("; ") } });

type DehydratedQuery = { queryKey: unknown[]; state: { data: unknown } };

/** The queries the page's islands carry, as the browser reads them back from their data. */
const islandQueries = (html: string) =>
  islandData(html).flatMap((data) => data.queries.queries as unknown as DehydratedQuery[]);

describe("a server-rendered page's data", () => {
  it.each([
    ["/en", "anonymous"],
    ["/en/providers?q=zeta", "anonymous"],
    ["/en/providers/zeta", "member"],
    ["/en/bonus", "anonymous"],
    ["/en/compare?p=zeta,alpha", "anonymous"],
    ["/en/leaderboard", "member"],
    ["/en/menu", "member"],
    ["/profile", "member"],
    ["/admin-fix", "member"],
    ["/admin", "admin"],
    ["/admin/reviews", "admin"],
    ["/admin/prizes?tab=history", "admin"],
  ] as const)(
    "%s (%s) is read from the services, with no request to the Worker's own API",
    async (path, who) => {
      const apiRequests = vi.spyOn(api, "fetch");
      const response = await page(path, who);
      expect([response.status, response.headers.get("location")]).toEqual([200, null]);
      await response.text();
      expect(apiRequests).not.toHaveBeenCalled();
    },
  );

  it("is what the API answers for the same query: the islands and the API meet the same JSON", async () => {
    const html = await (await page("/en/providers/zeta", "member")).text();
    const carried = (key: unknown[]) =>
      islandQueries(html).find(({ queryKey }) => JSON.stringify(queryKey) === JSON.stringify(key))?.state
        .data;
    const answer = async (path: string) => (await page(path, "member")).json();
    const reviews = carried(["provider", "zeta", "reviews", "en", 0]);
    expect(reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    // Dates are ISO text in both (the page's data is not the services' Date objects).
    expect(reviews).toEqual(
      await answer(`/api/providers/zeta/reviews?locale=en&limit=${REVIEWS_PAGE_SIZE}&offset=0`),
    );
    expect(carried(["me"])).toEqual(await answer("/api/me"));
    expect(carried(["user", "can-review"])).toEqual(await answer("/api/user/can-review"));
  });
});
