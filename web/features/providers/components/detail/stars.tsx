import type { CSSProperties } from "react";

/**
 * Five stars for a rating out of `scale` (5, or 10 for casino_guru): a full star per whole point, a
 * half star when the fraction is at least .5. Decorative: the number beside it is the text.
 * One element (the `stars` utility), mirrored right-to-left. `className` sizes it (five times as
 * wide as high).
 */
export function Stars({
  rating,
  scale = 5,
  className = "h-4 w-20",
}: {
  rating: number;
  scale?: number;
  className?: string;
}) {
  const fives = (rating / scale) * 5;
  const whole = Math.floor(fives);
  const drawn = whole + (fives - whole >= 0.5 ? 0.5 : 0);
  return (
    <span
      className={`stars inline-block shrink-0 rtl:-scale-x-100 ${className}`}
      style={{ "--fill": `${drawn * 20}%` } as CSSProperties}
      data-stars={drawn}
      aria-hidden="true"
    />
  );
}
