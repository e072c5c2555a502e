import { useQuery } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { NativeSelect } from "#web/components/ui/native-select";
import { adminProvidersQuery } from "#web/features/admin/providers/api";

/**
 * A form's provider drop-down: every provider (the admin list, inactive ones too), by brand, after
 * a first option with no provider. Takes the select's props (a form's `register`, the field's ids).
 */
export function ProviderSelect({
  emptyOption,
  emptyOptionDisabled = false,
  loadingOption,
  ...props
}: Omit<ComponentProps<"select">, "children"> & {
  /** The first option's text (value ""). */
  emptyOption: string;
  /** A provider must be chosen: the first option only prompts. */
  emptyOptionDisabled?: boolean;
  /** The first option's text while the list loads (`emptyOption` if not given). */
  loadingOption?: string;
}) {
  const providers = useQuery(adminProvidersQuery);
  return (
    // A new select once the list is here: a form sets a select's stored value when the select
    // mounts (react-hook-form's ref), and a value without its option is lost, the browser then
    // showing (and the form sending) the first provider instead of the one being edited. Disabled
    // until then, so keyboard focus never rests on the select that is about to be replaced.
    <NativeSelect
      key={providers.data ? "listed" : "listing"}
      {...props}
      disabled={providers.isPending || props.disabled}
    >
      <option value="" disabled={emptyOptionDisabled}>
        {providers.isPending && loadingOption ? loadingOption : emptyOption}
      </option>
      {providers.data?.map((p) => (
        <option key={p.id} value={p.id}>
          {p.brand}
        </option>
      ))}
    </NativeSelect>
  );
}
