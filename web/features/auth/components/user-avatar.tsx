import { useEffect, useRef, useState } from "react";
import { cn } from "#web/lib/utils";
import { initials } from "../display-name";

type AvatarUser = { firstName: string | null; lastName: string | null; profileImageUrl: string | null };

/**
 * The profile picture, or the initials ("?" without a name) when there is none or it fails to
 * load. Decorative: the name always sits next to it or in the control's label. `className` sets
 * its size and the initials' text size (e.g. "size-8 text-xs").
 */
export function UserAvatar({ user, className }: { user: AvatarUser; className: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event too early for React to see.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  const box = cn(
    "flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 font-semibold text-foreground select-none",
    className,
  );
  if (!user.profileImageUrl || failed) {
    return (
      <span className={box} aria-hidden="true">
        {initials(user)}
      </span>
    );
  }
  return (
    <span className={box} aria-hidden="true">
      <img
        ref={image}
        src={user.profileImageUrl}
        alt=""
        referrerPolicy="no-referrer"
        className="size-full object-cover"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
