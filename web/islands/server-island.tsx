// Server only: the Worker renders document pages with it (worker/render.tsx); no browser bundle imports it.
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { UI_STRINGS_KEY, type UiStrings } from "#web/i18n/ui-strings";
import { jsonInScript } from "#web/lib/json-in-script";
import { ISLAND_DATA_TYPE, ISLAND_TAG, type IslandData } from "./island-data";
import type { IslandRequest } from "./island-render-context";
import { IslandProviders } from "./island-providers";

/** The strings map as the island's render reads it, noting every key read. */
function recordingStrings(strings: UiStrings, read: Set<string>): UiStrings {
  return new Proxy(strings, {
    get(target, key, receiver) {
      if (typeof key === "string") read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** Runs `render` noting the hash of every read (query) it looks up in the client's cache. */
function recordingReads<T>(queryClient: QueryClient, read: Set<string>, render: () => T): T {
  const cache = queryClient.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = (...args) => {
    const query = build(...args);
    read.add(query.queryHash);
    return query;
  };
  try {
    return render();
  } finally {
    cache.build = build;
  }
}

/** `useId` gives `_R_1_`-like ids: the island's prefix keeps the letters and digits. */
const prefixOf = (id: string) => `i${id.replace(/[^\w]/g, "")}-`;

/**
 * Renders an island on a document page: its own React root (`renderToString`, synchronous: its data
 * comes with the page's loaders, so nothing in it suspends), with ids of its own, inside the
 * element the browser hydrates it from. Before its HTML, in that element, go only its props, the
 * strings its render read and the reads it rendered with (not the strings, which travel as strings).
 */
export function islandRenderer(queryClient: QueryClient) {
  return ({
    id,
    name,
    trigger,
    element,
    props,
    locale,
    strings,
    laterStrings,
  }: IslandRequest): ReactElement => {
    const prefix = prefixOf(id);
    const stringsRead = new Set(
      Object.keys(strings).filter((key) => laterStrings.some((start) => key.startsWith(start))),
    );
    const reads = new Set<string>();
    const html = recordingReads(queryClient, reads, () =>
      renderToString(
        <IslandProviders
          locale={locale}
          strings={recordingStrings(strings, stringsRead)}
          queryClient={queryClient}
        >
          {element}
        </IslandProviders>,
        { identifierPrefix: prefix },
      ),
    );
    const data: IslandData = {
      props,
      locale,
      strings: Object.fromEntries(
        [...stringsRead].filter((key) => strings[key] !== undefined).map((key) => [key, strings[key]!]),
      ),
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          reads.has(query.queryHash) &&
          query.state.status === "success" &&
          query.queryKey[0] !== UI_STRINGS_KEY,
      }),
    };
    return createElement(ISLAND_TAG, {
      "data-island": name,
      "data-trigger": trigger,
      "data-island-id": prefix,
      dangerouslySetInnerHTML: {
        __html: `<script type="${ISLAND_DATA_TYPE}">${jsonInScript(data)}</script>${html}`,
      },
    });
  };
}
