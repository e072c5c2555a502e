import { existsSync } from "node:fs";
import { createRouter, type AnyRoute } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { backOfficeRouteTree } from "#web/admin-route-tree";
import { routeChunkSources } from "#worker/lib/route-chunks";

describe("page chunks named for preloading", () => {
  const sources = routeChunkSources();
  // Route ids exist once a router has read the tree: the app's, in a back-office browser (its pages
  // outside the back office too; the public pages are documents, with no chunk in the app).
  const router = createRouter({ routeTree: backOfficeRouteTree() as AnyRoute });
  const routes = Object.values(router.routesById) as AnyRoute[];

  it("names the chunk of every route that has one, under the route's id", () => {
    const lazy = routes.filter((route) => route.lazyFn).map((route) => route.id);
    expect(lazy.length).toBeGreaterThan(15);
    expect(lazy.filter((id) => !sources[id])).toEqual([]);
    expect(Object.keys(sources).filter((id) => !lazy.includes(id))).toEqual([]);
  });

  it("names source files that exist", () => {
    expect(Object.values(sources).filter((source) => !existsSync(source))).toEqual([]);
  });
});
