import { useEffect, useRef, useState } from "react";
import { cn } from "#web/lib/utils";

/**
 * The logo, or the brand as text when there is none or it fails to load. Server and first client
 * render both show the image; a failure is noticed by onError, or, if the image already failed
 * before React hydrated (the event is then lost), by checking the element once mounted.
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
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  const box = cn("flex h-12 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md", className);
  if (!logoUrl || failed) {
    return (
      <div className={cn(box, "border bg-muted")} aria-hidden="true">
        {/* dir=auto: a Latin brand on a Hebrew page still clips at its end, not its start. */}
        <span dir="auto" className="line-clamp-2 px-1 text-center text-xs leading-tight font-bold">
          {brand}
        </span>
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        ref={image}
        src={logoUrl}
        alt=""
        width={96}
        height={48}
        loading="lazy"
        fetchPriority="low"
        className="h-full w-auto max-w-full rounded-md object-contain"
        onError={() => setFailed(true)}
      />
    </div>
  );
}
