import { skipToken, useQuery } from "@tanstack/react-query";
import type { BannerPage } from "#schema/api/banners";
import type { BannerPlacement } from "#schema/enums";
import { hydrateWhenChanged } from "#web/components/deferred-block";

/** The query a page's loader fills (load-banners.ts); the slots only read it, never fetch. */
export const bannersKey = (page: BannerPage) => ["banners", page] as const;

const DeferredBanner = hydrateWhenChanged(() => import("./banner-view").then((m) => m.BannerView));

type SlotProps = { page: BannerPage; placement: BannerPlacement };

/**
 * A banner in its placement on a page, rendered by the server with the page (so nothing shifts when
 * the page hydrates). Its HTML is all it needs (text and a plain link), so the page neither
 * downloads its code nor carries its data to hydrate it; a page opened in the browser renders it in
 * place, its loader having fetched both (load-banners.ts). Keyed by the time of the loader's answer:
 * a new answer on the same page (a search or a pager re-runs the loader) replaces the slot, which
 * then renders with the code that loader brought.
 */
export function BannerSlot(props: SlotProps) {
  const { dataUpdatedAt } = useQuery({ queryKey: bannersKey(props.page), queryFn: skipToken });
  return <DeferredBanner key={dataUpdatedAt} {...props} />;
}
BannerSlot.preload = DeferredBanner.preload;
