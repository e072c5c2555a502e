import { useState } from "react";
import type { Profile } from "#schema/api/profile";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useT } from "#web/i18n/use-t";
import { showErrorToast } from "../error-toast";
import { useDownloadMyData } from "../your-data";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The user's rights over their data: a copy to download, and deleting the account (after a confirmation). */
export function YourDataCard({ profile }: { profile: Profile }) {
  const i18n = useT();
  const { t } = i18n;
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card role="region" aria-labelledby="profile-your-data-title">
      <CardHeader>
        <CardTitle id="profile-your-data-title">{t("profile.your_data.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="space-y-3">
          <p id="profile-download-hint" className="text-sm text-muted-foreground">
            {t("profile.your_data.download_hint")}
          </p>
          <Button
            variant="outline"
            aria-describedby="profile-download-hint"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onError: (error) => showErrorToast(i18n, t("profile.your_data.download_failed"), error),
              })
            }
          >
            {download.isPending ? t("profile.your_data.downloading") : t("profile.your_data.download")}
          </Button>
        </div>
        <div className="space-y-3">
          <CardDescription id="profile-delete-hint">{t("profile.your_data.delete_hint")}</CardDescription>
          <Button
            variant="destructive"
            aria-describedby="profile-delete-hint"
            onClick={() => setDeleting(true)}
          >
            {t("profile.your_data.delete")}
          </Button>
        </div>
      </CardContent>
      {deleting && <DeleteAccountDialog profile={profile} onClose={() => setDeleting(false)} />}
    </Card>
  );
}
