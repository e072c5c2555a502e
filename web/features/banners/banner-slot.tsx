import type { BannerPage } from "#schema/api/banners";
import { hydrateWhenChanged } from "#web/components/deferred-block";

/** The query a page's loader fills (load-banners.ts); the slots only read it, never fetch. */
export const bannersKey = (page: BannerPage) => ["banners", page] as const;

/**
 * A banner in its placement on a page, rendered by the server with the page (so nothing shifts when
 * the page hydrates). Its HTML is all it needs (text and a plain link), so the page neither
 * downloads its code nor carries its data to hydrate it; a page opened in the browser renders it in
 * place, its loader having fetched both (load-banners.ts).
 */
export const BannerSlot = hydrateWhenChanged(() => import("./banner-view").then((m) => m.BannerView));
