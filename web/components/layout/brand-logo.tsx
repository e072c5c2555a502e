import { Link } from "@tanstack/react-router";
import { PRODUCT_NAME } from "#schema/site";
import { BrandMark } from "#web/components/brand-mark";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { cn } from "#web/lib/utils";

/** Logo mark plus product name, linking home; `nameClassName` can hide the name (collapsed sidebar). */
export function BrandLogo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  const locale = useLocaleParam();
  return (
    <Link
      to="/{-$locale}"
      params={{ locale }}
      className={cn("flex min-w-0 items-center gap-2 rounded-md font-bold tracking-tight", className)}
    >
      <BrandMark className="size-7 shrink-0" />
      {/* The name is Latin in every language: ltr keeps a Hebrew page from clipping its start. */}
      <span dir="ltr" className={cn("truncate", nameClassName)}>
        {PRODUCT_NAME}
      </span>
    </Link>
  );
}
