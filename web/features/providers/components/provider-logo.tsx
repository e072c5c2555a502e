import { cn } from "#web/lib/utils";

const BOX = "flex h-12 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md";
const FALLBACK_BOX = "border bg-muted";

/** The brand as the logo's stand-in. dir=auto: a Latin brand on a Hebrew page clips at its end. */
const Monogram = ({ brand }: { brand: string }) => (
  <span dir="auto" className="line-clamp-2 px-1 text-center text-xs leading-tight font-bold">
    {brand}
  </span>
);

/**
 * The logo, or the brand as text when there is none or it fails to load. A failure is noticed
 * without React (logo-fallback.ts marks the box of a `data-logo` image `data-logo-failed`), so it
 * shows on a document page too, where nothing outside an island runs: the box then hides the image
 * and shows the brand it carries from the start.
 */
export function ProviderLogo({
  brand,
  logoUrl,
  className,
}: {
  brand: string;
  logoUrl: string | null;
  className?: string;
}) {
  if (!logoUrl) {
    return (
      <div className={cn(BOX, FALLBACK_BOX, className)} aria-hidden="true">
        <Monogram brand={brand} />
      </div>
    );
  }
  return (
    // The mark may be set before React hydrates the box (an island's): it is no mismatch.
    <div
      className={cn(BOX, "group data-logo-failed:border data-logo-failed:bg-muted", className)}
      suppressHydrationWarning
    >
      <img
        src={logoUrl}
        alt=""
        width={96}
        height={48}
        loading="lazy"
        fetchPriority="low"
        className="h-full w-auto max-w-full rounded-md object-contain group-data-logo-failed:hidden"
        data-logo=""
      />
      <span aria-hidden="true" className="hidden group-data-logo-failed:contents">
        <Monogram brand={brand} />
      </span>
    </div>
  );
}
