import { hydrate, type QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { createQueryClient } from "#web/lib/query-client";
import { ISLAND_DATA_TYPE, type IslandData } from "./island-data";
import { IslandProviders } from "./island-providers";

// One client for all of a page's islands: what one reads (the signed-in user) the others find.
let queryClient: QueryClient | undefined;

/** The island's data (its first child), taken out: React hydrates what the component rendered. */
function takeIslandData(root: HTMLElement): IslandData {
  const script = root.querySelector(`:scope > script[type="${ISLAND_DATA_TYPE}"]`);
  script?.remove();
  return JSON.parse(script?.textContent ?? "{}") as IslandData;
}

/** Hydrates an island's server HTML as a React root of its own; `onHydrated` once it has committed. */
export function hydrateIsland(root: HTMLElement, Component: ComponentType<object>, onHydrated: () => void) {
  const data = takeIslandData(root);
  queryClient ??= createQueryClient();
  hydrate(queryClient, data.queries);
  hydrateRoot(
    root,
    <IslandProviders
      locale={data.locale}
      strings={data.strings}
      queryClient={queryClient}
      onCommit={onHydrated}
    >
      <Component {...data.props} />
    </IslandProviders>,
    { identifierPrefix: root.dataset.islandId },
  );
}
