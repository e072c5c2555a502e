import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { keyedMessage } from "#schema/api/messages";
import { profileUpdateSchema, type Profile, type ProfileUpdate } from "#schema/api/profile";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { ApiError } from "#web/lib/api-client";
import { useUpdateProfile } from "../mutations";
import { showErrorToast } from "../error-toast";
import { apiErrorMessage, translateMessage } from "../messages";
import { Field } from "./field";

const toFormValues = (profile: Profile): ProfileUpdate => ({
  username: profile.username ?? "",
  firstName: profile.firstName ?? "",
  lastName: profile.lastName ?? "",
});

/** Username, first and last name, checked with the server's own schema before they are sent. */
export function BasicInfoCard({ profile }: { profile: Profile }) {
  const i18n = useT();
  const { t } = i18n;
  const update = useUpdateProfile();
  const defaults = toFormValues(profile);
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: defaults,
  });
  // defaultValue puts the values in the server HTML too: register() fills them in only in the browser.
  const field = (name: keyof ProfileUpdate) => ({ ...form.register(name), defaultValue: defaults[name] });
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => (message ? translateMessage(i18n, message) : undefined);

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      (saved) => {
        form.reset(toFormValues(saved));
        toast({ title: t("profile.updated") });
      },
      (error: unknown) => {
        // A clash (409) belongs to the username: shown under it, and the cursor goes there.
        if (error instanceof ApiError && error.status === 409) {
          const message = translateMessage(
            i18n,
            apiErrorMessage(error) ?? keyedMessage("profile.validation.username_taken"),
          );
          form.setError("username", { message }, { shouldFocus: true });
        }
        showErrorToast(i18n, t("profile.update_failed"), error);
      },
    ),
  );

  return (
    <Card role="region" aria-labelledby="profile-basic-title">
      <CardHeader>
        <CardTitle id="profile-basic-title">{t("profile.basic.title")}</CardTitle>
        <CardDescription>{t("profile.basic.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <Field
            id="profile-username"
            label={t("profile.field.username")}
            hint={t("profile.field.username_hint")}
            error={errorText(errors.username?.message)}
          >
            {(control) => <Input {...control} {...field("username")} dir="ltr" autoComplete="username" />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="profile-first-name"
              label={t("profile.field.first_name")}
              error={errorText(errors.firstName?.message)}
            >
              {(control) => <Input {...control} {...field("firstName")} autoComplete="given-name" />}
            </Field>
            <Field
              id="profile-last-name"
              label={t("profile.field.last_name")}
              error={errorText(errors.lastName?.message)}
            >
              {(control) => <Input {...control} {...field("lastName")} autoComplete="family-name" />}
            </Field>
          </div>
          <Field id="profile-email" label={t("profile.field.email")} hint={t("profile.field.email_hint")}>
            {(control) => (
              <Input
                {...control}
                type="email"
                dir="ltr"
                value={profile.email ?? ""}
                readOnly
                className="bg-muted"
              />
            )}
          </Field>
          <Button type="submit" className="justify-self-start" disabled={update.isPending}>
            {update.isPending ? t("common.saving") : t("profile.save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
