import { StarHalfIcon, StarIcon } from "#web/components/icons";

/**
 * Five stars for a rating out of `scale` (5, or 10 for casino_guru): a full star per whole point, a
 * half star when the fraction is at least .5 (spec §5). Decorative: the number beside it is the text.
 */
export function Stars({
  rating,
  scale = 5,
  className,
}: {
  rating: number;
  scale?: number;
  className?: string;
}) {
  const fives = (rating / scale) * 5;
  const whole = Math.floor(fives);
  const half = fives - whole >= 0.5;
  return (
    <span className={`inline-flex text-amber-500 ${className ?? "[&_svg]:size-4"}`} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) =>
        star <= whole ? (
          <StarIcon key={star} fill="currentColor" />
        ) : (
          <span key={star} className="relative inline-flex">
            <StarIcon className="text-muted-foreground/40" />
            {half && star === whole + 1 && (
              <StarHalfIcon fill="currentColor" className="absolute inset-0 rtl:-scale-x-100" />
            )}
          </span>
        ),
      )}
    </span>
  );
}
