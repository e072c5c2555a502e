import { useState, type FormEvent } from "react";
import { PAYMENT_METHODS, type PaymentMethod } from "#schema/enums";
import { textDirection } from "#schema/locales";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { apiErrorMessage } from "#web/lib/api-client";
import { useSavePaymentMethod } from "../api";
import { translateMessage } from "../messages";
import { PAYMENT_FIELDS, validatePaymentMethod } from "../payment-fields";
import { paymentMethodLabel } from "../payment-method-label";
import { Field } from "./field";

const fieldId = (name: string) => `payment-${name}`;

/**
 * Choose a method, then fill in the fields it needs; the save button appears once a method is
 * chosen. Checked with the server's schema first, so only a plausible form is sent.
 */
export function PaymentMethodForm({ hasSaved }: { hasSaved: boolean }) {
  const { t, locale } = useT();
  const save = useSavePaymentMethod();
  const [method, setMethod] = useState<PaymentMethod | "">("");
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = method ? PAYMENT_FIELDS[method] : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePaymentMethod(method, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = fields.find(({ name }) => checked.errors[name]);
      if (first) document.getElementById(fieldId(first.name))?.focus();
      return;
    }
    setErrors({});
    save.mutate(checked.value, {
      onSuccess: () => {
        setMethod("");
        setValues({});
        toast({ title: t("payment.saved") });
      },
      onError: (error) => {
        const message = apiErrorMessage(error);
        toast({
          variant: "destructive",
          title: t("payment.save_failed"),
          description: message ? translateMessage(t, message) : t("common.try_again_later"),
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 border-t pt-5">
      <Field
        id="payment-method"
        label={hasSaved ? t("payment.change") : t("payment.choose")}
        error={errors.method && translateMessage(t, errors.method)}
      >
        {(control) => (
          <Select
            dir={textDirection(locale)}
            value={method}
            onValueChange={(next) => {
              setMethod(next as PaymentMethod);
              setErrors({});
            }}
          >
            <SelectTrigger {...control} className="w-full sm:w-72">
              <SelectValue placeholder={t("payment.choose_placeholder")} />
            </SelectTrigger>
            <SelectContent>
              {PAYMENT_METHODS.map((m) => (
                <SelectItem key={m} value={m}>
                  {paymentMethodLabel(t, m)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      {fields.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map(({ name, labelKey, type, required, ltr, autoComplete }) => (
            <Field
              key={`${method}-${name}`}
              id={fieldId(name)}
              label={required ? t(labelKey) : t("payment.optional", { label: t(labelKey) })}
              error={errors[name] && translateMessage(t, errors[name])}
            >
              {(control) => (
                <Input
                  {...control}
                  name={name}
                  type={type}
                  required={required}
                  dir={ltr ? "ltr" : undefined}
                  autoComplete={autoComplete ?? "off"}
                  spellCheck={false}
                  value={values[name] ?? ""}
                  onChange={(event) => setValues((prev) => ({ ...prev, [name]: event.target.value }))}
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
