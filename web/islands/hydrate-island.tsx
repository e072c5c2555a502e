import { hydrate, type QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { createQueryClient } from "#web/lib/query-client";
import type { IslandData } from "./island-data";
import { IslandProviders } from "./island-providers";

// One client for all of a page's islands: what one reads (the signed-in user) the others find.
let queryClient: QueryClient | undefined;

/** Hydrates an island's server HTML as a React root of its own; `onHydrated` once it has committed. */
export function hydrateIsland(root: HTMLElement, Component: ComponentType<object>, onHydrated: () => void) {
  const data = JSON.parse(root.dataset.islandProps ?? "{}") as IslandData;
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
