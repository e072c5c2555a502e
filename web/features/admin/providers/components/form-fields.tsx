import type { ReactNode } from "react";
import { get, useFormContext, type FieldValues, type Path } from "react-hook-form";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { useT } from "#web/i18n/use-t";
import { Field } from "#web/features/profile/components/field";
import { translateMessage } from "#web/features/profile/messages";

/** The error of a (nested) field of the form, in the page's language. */
function useFieldError(name: string) {
  const i18n = useT();
  const { formState } = useFormContext();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return message ? translateMessage(i18n, message) : undefined;
}

const fieldId = (name: string) => `provider-${name.replace(/\./g, "-")}`;

/** A labelled text input of the provider form, with its hint and error. */
export function TextField<Values extends FieldValues>({
  name,
  label,
  hint,
  type = "text",
  ltr = false,
  multiline,
}: {
  name: Path<Values>;
  label: string;
  hint?: string;
  type?: "text" | "url" | "email" | "date" | "number" | "tel";
  /** Addresses, codes and numbers read left to right on a right-to-left page too. */
  ltr?: boolean;
  /** Rows of a textarea instead of a one-line input. */
  multiline?: number;
}) {
  const { register } = useFormContext<Values>();
  const error = useFieldError(name);
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={error}>
      {(control) =>
        multiline ? (
          <Textarea {...control} {...register(name)} rows={multiline} dir="auto" />
        ) : (
          <Input
            {...control}
            {...register(name)}
            // Whole numbers are typed as text: the schema, not the browser, says what is wrong.
            type={type === "number" ? "text" : type}
            dir={ltr || type === "number" ? "ltr" : "auto"}
            inputMode={type === "number" ? "numeric" : undefined}
          />
        )
      }
    </Field>
  );
}

/** A labelled drop-down of the provider form: `options` are value → text, in order. */
export function SelectField<Values extends FieldValues>({
  name,
  label,
  options,
}: {
  name: Path<Values>;
  label: string;
  options: readonly (readonly [value: string, text: string])[];
}) {
  const { register } = useFormContext<Values>();
  const error = useFieldError(name);
  return (
    <Field id={fieldId(name)} label={label} error={error}>
      {(control) => (
        <NativeSelect {...control} {...register(name)}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** A labelled checkbox of the provider form. */
export function CheckboxField<Values extends FieldValues>({
  name,
  label,
}: {
  name: Path<Values>;
  label: string;
}) {
  const { register } = useFormContext<Values>();
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-primary" {...register(name)} />
      {label}
    </label>
  );
}

/** A titled group of fields (a section of the dialog). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
