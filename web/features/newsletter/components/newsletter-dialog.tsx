import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { LocaleOptions } from "#web/components/locale-options";
import {
  NEWSLETTER_EMAIL_MAX,
  newsletterSubscribeSchema,
  type NewsletterSubscribeInput,
} from "#schema/api/newsletter";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Field } from "#web/features/profile/components/field";
import { apiErrorMessage, translateMessage } from "#web/features/profile/messages";
import { useT } from "#web/i18n/use-t";
import { apiSend } from "#web/lib/api-send";

const resolver = zodResolver(newsletterSubscribeSchema);

/**
 * The menu page's newsletter sign-up: e-mail, an optional name and the language of the mails (the
 * page's by default), checked with the API's schema. The answer is the same for every address, so
 * the dialog then says only where to look: the confirmation mail.
 */
export default function NewsletterDialog({ onClose }: { onClose: () => void }) {
  const i18n = useT();
  const { t, locale } = i18n;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewsletterSubscribeInput>({
    resolver,
    defaultValues: { email: "", name: "", locale },
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = (message: string | undefined) => (message ? translateMessage(i18n, message) : undefined);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiSend("POST", "/api/newsletter/subscribe", values);
      setSentTo(values.email.trim());
    } catch (error) {
      const message = apiErrorMessage(error);
      setFailure(message ? translateMessage(i18n, message) : t("newsletter.failed"));
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("a11y.close")}>
        {sentTo ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("newsletter.sent.title")}</DialogTitle>
              <DialogDescription>{t("newsletter.sent.text", { email: sentTo })}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{t("a11y.close")}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("newsletter.title")}</DialogTitle>
              <DialogDescription>{t("newsletter.description")}</DialogDescription>
            </DialogHeader>
            <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
              <Field
                id="newsletter-email"
                label={t("newsletter.field.email")}
                error={errorText(errors.email?.message)}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register("email")}
                    type="email"
                    dir="ltr"
                    autoComplete="email"
                    maxLength={NEWSLETTER_EMAIL_MAX}
                  />
                )}
              </Field>
              <Field
                id="newsletter-name"
                label={t("newsletter.field.name")}
                error={errorText(errors.name?.message)}
              >
                {(control) => <Input {...control} {...form.register("name")} autoComplete="name" />}
              </Field>
              <Field
                id="newsletter-locale"
                label={t("newsletter.field.locale")}
                error={errorText(errors.locale?.message)}
              >
                {(control) => (
                  <NativeSelect {...control} {...form.register("locale")}>
                    <LocaleOptions />
                  </NativeSelect>
                )}
              </Field>
              <p className="text-xs text-muted-foreground">{t("newsletter.privacy")}</p>
              {failure && (
                <p role="alert" className="text-sm text-destructive">
                  {failure}
                </p>
              )}
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    {t("newsletter.cancel")}
                  </Button>
                </DialogClose>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? t("newsletter.submitting") : t("menu.newsletter.subscribe")}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
