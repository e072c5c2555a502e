import type { ReactNode } from "react";

/**
 * Every island by name, with the chunk its component is the default export of: the browser loads
 * an island's chunk from here, by the name the server wrote beside its HTML.
 */
export const ISLANDS = {
  toaster: () => import("#web/components/ui/toaster").then((module) => ({ default: module.Toaster })),
  "compare-picker": () => import("#web/features/compare/components/compare-picker-island"),
  "provider-search": () => import("#web/features/providers/components/provider-search-island"),
  "verification-banner": () => import("#web/features/profile/components/verification-banner"),
  calculator: () => import("#web/features/calculator/calculator-island"),
  "cookie-settings": () => import("#web/features/consent/cookie-settings"),
  "month-select": () => import("#web/features/contest/components/month-select"),
  "my-contest-status": () => import("#web/features/contest/components/my-contest-status"),
  newsletter: () => import("#web/features/newsletter/newsletter-island"),
  "provider-reviews": () => import("#web/features/providers/components/detail/provider-reviews"),
  standings: () => import("#web/features/contest/components/standings"),
  "self-check": () => import("#web/features/self-check/self-check-island"),
  "complaint-thread": () => import("#web/features/complaints/complaint-thread-island"),
  "complaint-form": () => import("#web/features/complaints/complaint-form-island"),
  "account-deleted-notice": () => import("#web/features/profile/components/account-deleted-notice"),
} satisfies Record<string, () => Promise<{ default: (props: never) => ReactNode }>>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name);
