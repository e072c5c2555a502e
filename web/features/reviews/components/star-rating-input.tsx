import { StarIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";

const STARS = [1, 2, 3, 4, 5];

/**
 * Rating 1 to 5 as native radio buttons in a fieldset: Tab reaches the group, the arrow keys move
 * the choice (leftward in Hebrew too, as the browser does it), and each button is read as '3 stars'.
 * The buttons themselves are invisible; their star shows where the focus is. 0 means none chosen.
 */
export function StarRatingInput({
  name,
  value,
  onChange,
  legend,
}: {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  legend: string;
}) {
  const { tp } = useT();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex gap-0.5">
        {STARS.map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-sm p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <StarIcon
              aria-hidden="true"
              className={cn(
                "size-7",
                star <= value ? "fill-current text-amber-500" : "text-muted-foreground",
              )}
            />
            <span className="sr-only">{tp("provider.review_form.stars", star)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
