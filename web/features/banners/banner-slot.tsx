import { skipToken, useQuery } from "@tanstack/react-query";
import type { BannerPage, PublicBanner } from "#schema/api/banners";
import type { BannerPlacement } from "#schema/enums";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";

/** The query a page's loader fills (load-banners.ts); the slots only read it, never fetch. */
export const bannersKey = (page: BannerPage) => ["banners", page] as const;

// In the flow at the end of the page (its room is its own height: nothing moves, nothing stays
// covered), held at the bottom of the window while the page scrolls; above the mobile bottom bar.
const STICKY = " sticky bottom-16 z-20 shadow-lg lg:bottom-2";

/**
 * A banner in its placement on a page, if the page has one there: its text, its call to action
 * through the click-out counter, and the 18+ note. Plain HTML rendered by the server with the page
 * (a view was counted when the server read it, the link is a plain link): nothing in it runs in
 * the browser.
 */
export function BannerSlot({ page, placement }: { page: BannerPage; placement: BannerPlacement }) {
  const { t } = useT();
  const banner = useQuery<PublicBanner[]>({ queryKey: bannersKey(page), queryFn: skipToken }).data?.find(
    (b) => b.placement === placement,
  );
  if (!banner) return null;
  return (
    <div
      data-banner={placement}
      className={`flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4${placement === "sticky_footer" ? STICKY : ""}`}
    >
      <p dir="auto" className="flex-1 font-medium">
        {banner.content}
      </p>
      {banner.href && (
        <Button asChild>
          <a href={banner.href} rel="sponsored noopener" target="_blank">
            {banner.ctaText}
          </a>
        </Button>
      )}
      <p className="w-full text-xs text-muted-foreground">
        {t("banner.advertisement")} · {t("trust.adults_only")}
      </p>
    </div>
  );
}
