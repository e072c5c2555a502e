import { queryOptions } from "@tanstack/react-query";
import type { BannerPage } from "#schema/api/banners";
import type { PageLoad } from "#web/lib/page-loader";
import { serverReads } from "#web/lib/server-reads";
import { bannersKey } from "./banner-slot";

/**
 * A page loader's part: the page's banners, read afresh each time the page is opened (each answer
 * counts a view of the capped ones it holds: see worker/routes/banners.ts), never for a preload (a
 * hovered link is not a view). A failed read shows no banner; the page itself is unaffected.
 */
export async function loadBanners({ context, preload }: PageLoad, page: BannerPage) {
  if (preload) return;
  const { queryClient, locale } = context;
  const reads = serverReads(context);
  const queryKey = bannersKey(page);
  await queryClient
    .fetchQuery(queryOptions({ queryKey, queryFn: () => reads.banners(page, locale), staleTime: 0 }))
    .catch(() => undefined);
}
