import type { IslandData } from "#web/islands/island-data";

/** An island's data as the server writes it: a JSON script, first in the island's element. */
const ISLAND_DATA = /<script type="application\/json">([\s\S]*?)<\/script>/g;

/** The HTML without its islands' data: what the visitor sees. */
export const withoutIslandData = (html: string) => html.replace(ISLAND_DATA, "");

/** Each island's data, as its code reads it. */
export const islandData = (html: string) =>
  [...html.matchAll(ISLAND_DATA)].map(([, json]) => JSON.parse(json!) as IslandData);
