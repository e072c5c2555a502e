import { queryOptions } from "@tanstack/react-query";
import type { BannerPage, PublicBanner } from "#schema/api/banners";
import { apiGet } from "#web/lib/api-client";
import type { PageLoad } from "#web/lib/page-loader";
import { bannersKey } from "./banner-slot";

/**
 * A page loader's part: the page's banners, read afresh each time the page is opened (each answer
 * counts a view of the capped ones it holds: see worker/routes/banners.ts), never for a preload (a
 * hovered link is not a view). A failed read shows no banner; the page itself is unaffected.
 */
export async function loadBanners({ context: { queryClient, locale }, preload }: PageLoad, page: BannerPage) {
  if (preload) return;
  const queryKey = bannersKey(page);
  // A banner kept from an earlier visit may be spent by now: it is not shown while the new answer loads.
  await queryClient.resetQueries({ queryKey, exact: true });
  await queryClient
    .fetchQuery(
      queryOptions({
        queryKey,
        queryFn: ({ client }) =>
          apiGet<PublicBanner[]>(client, `/api/banners?${new URLSearchParams({ page, locale })}`),
        staleTime: 0,
      }),
    )
    .catch(() => undefined);
}
