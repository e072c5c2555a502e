import { StarHalfIcon, StarIcon, useIconHref } from "#web/components/icons";

const FIVE = [0, 1, 2, 3, 4];

/** The half star, on its own: the page carries its symbol only where one is drawn. */
function HalfStar({ x }: { x: number }) {
  return <use href={useIconHref(StarHalfIcon.spriteId)} x={x} width="24" height="24" fill="currentColor" />;
}

/**
 * Five stars for a rating out of `scale` (5, or 10 for casino_guru): a full star per whole point, a
 * half star when the fraction is at least .5. Decorative: the number beside it is the text.
 * One SVG drawing the sprite's star five times (a list of reviews shows dozens of them: an SVG each
 * was over a kilobyte of every provider page's HTML), mirrored right-to-left. `className` sizes it
 * (five times as wide as high).
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
  const half = fives - whole >= 0.5;
  const starHref = useIconHref(StarIcon.spriteId);
  return (
    <svg
      viewBox="0 0 120 24"
      fill="none"
      className={`lucide shrink-0 text-amber-500 rtl:-scale-x-100 ${className}`}
      aria-hidden="true"
    >
      {FIVE.map((star) =>
        star < whole ? (
          <use key={star} href={starHref} x={star * 24} width="24" height="24" fill="currentColor" />
        ) : (
          <use
            key={star}
            href={starHref}
            x={star * 24}
            width="24"
            height="24"
            className="text-muted-foreground/40"
          />
        ),
      )}
      {half && <HalfStar x={whole * 24} />}
    </svg>
  );
}
