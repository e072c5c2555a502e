import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";

/**
 * A list's search box and button: submitting hands over the trimmed text (undefined when blank),
 * which the screen keeps in its address.
 */
export function SearchForm({
  id,
  label,
  submitLabel,
  maxLength,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  submitLabel: string;
  maxLength: number;
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
}) {
  return (
    <form
      role="search"
      className="flex max-w-md gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get("q");
        onSearch(typeof q === "string" && q.trim() ? q.trim() : undefined);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        name="q"
        type="search"
        maxLength={maxLength}
        defaultValue={value ?? ""}
        key={value ?? ""}
      />
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
