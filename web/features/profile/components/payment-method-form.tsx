import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import type { PaymentMethodInput } from "#schema/api/payment-method";
import { PAYMENT_METHODS } from "#schema/enums";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { showErrorToast } from "../error-toast";
import { translateMessage } from "../messages";
import { useSavePaymentMethod } from "../mutations";
import { PAYMENT_FIELDS } from "../payment-fields";
import { EMPTY_PAYMENT_FORM, paymentFormResolver, type PaymentFormValues } from "../payment-form";
import { paymentMethodLabel } from "../payment-method-label";
import { Field } from "./field";

/**
 * Choose a method, then fill in the fields it needs; the save button appears once a method is
 * chosen. Checked with the API's schema first, so only a plausible form is sent.
 */
export function PaymentMethodForm({ hasSaved }: { hasSaved: boolean }) {
  const i18n = useT();
  const { t } = i18n;
  const save = useSavePaymentMethod();
  const form = useForm<PaymentFormValues, unknown, PaymentMethodInput>({
    resolver: paymentFormResolver,
    defaultValues: EMPTY_PAYMENT_FORM,
    // Focus follows the order on screen (below); RHF's own order can keep fields of another method.
    shouldFocusError: false,
  });
  const method = useWatch({ control: form.control, name: "method" });
  const fields = method ? PAYMENT_FIELDS[method] : [];
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => (message ? translateMessage(i18n, message) : undefined);

  const focusFirstInvalid = (invalid: FieldErrors<PaymentFormValues>) => {
    if (invalid.method) return form.setFocus("method");
    const first = fields.find(({ name }) => invalid.details?.[name]);
    if (first) form.setFocus(`details.${first.name}`);
  };

  const onSubmit = form.handleSubmit(
    (input) =>
      save.mutateAsync(input).then(
        () => {
          form.reset(EMPTY_PAYMENT_FORM);
          toast({ title: t("payment.saved") });
        },
        (error: unknown) => showErrorToast(i18n, t("payment.save_failed"), error),
      ),
    focusFirstInvalid,
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 border-t pt-5">
      <Field
        id="payment-method"
        label={hasSaved ? t("payment.change") : t("payment.choose")}
        error={errorText(errors.method?.message)}
      >
        {(control) => (
          <NativeSelect
            {...control}
            {...form.register("method", { onChange: () => form.clearErrors("details") })}
            // Selected in the server HTML too; else the browser would show the first enabled method.
            defaultValue={EMPTY_PAYMENT_FORM.method}
            className="w-full sm:w-72"
          >
            <option value="" disabled>
              {t("payment.choose_placeholder")}
            </option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {paymentMethodLabel(t, m)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {fields.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map(({ name, labelKey, type, required, ltr, autoComplete }) => (
            <Field
              key={name}
              id={`payment-${name}`}
              label={required ? t(labelKey) : t("payment.optional", { label: t(labelKey) })}
              error={errorText(errors.details?.[name]?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register(`details.${name}`)}
                  type={type}
                  required={required}
                  dir={ltr ? "ltr" : undefined}
                  autoComplete={autoComplete ?? "off"}
                  spellCheck={false}
                />
              )}
            </Field>
          ))}
        </div>
      )}
      {method && (
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {save.isPending ? t("common.saving") : t("payment.save")}
        </Button>
      )}
    </form>
  );
}
