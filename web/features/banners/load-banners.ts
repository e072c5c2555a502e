import { queryOptions } from "@tanstack/react-query";
import type { BannerPage } from "#schema/api/banners";
import type { PageLoad } from "#web/lib/page-loader";
import { serverReads } from "#web/lib/server-reads";
import { notDehydrated } from "#web/lib/query-client";
import { BannerSlot, bannersKey } from "./banner-slot";

/**
 * A page loader's part: the page's banners, read afresh each time the page is opened (each answer
 * counts a view of the capped ones it holds: see worker/routes/banners.ts), never for a preload (a
 * hovered link is not a view), with the slots' code. A failed read shows no banner; the page itself
 * is unaffected.
 */
export async function loadBanners({ context, preload }: PageLoad, page: BannerPage) {
  if (preload) return;
  const { queryClient, locale } = context;
  const reads = serverReads(context);
  const queryKey = bannersKey(page);
  // A banner kept from an earlier visit may be spent by now: it is not shown while the new answer loads.
  await queryClient.resetQueries({ queryKey, exact: true });
  await Promise.all([
    BannerSlot.preload(),
    queryClient
      .fetchQuery(
        notDehydrated(
          queryOptions({
            queryKey,
            queryFn: () => reads.banners(page, locale),
            staleTime: 0,
          }),
        ),
      )
      .catch(() => undefined),
  ]);
}
