import { useQuery } from "@tanstack/react-query";
import { createRoute, notFound } from "@tanstack/react-router";
import { ensureMe, useMe } from "#web/features/auth/api";
import { useLoginHref } from "#web/features/auth/use-login-href";
import { providerQuery } from "#web/features/providers/detail-api";
import { loadStrings } from "#web/i18n/load-strings";
import { translate } from "#web/i18n/translate";
import { useT } from "#web/i18n/use-t";
import { Island } from "#web/islands/island";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";
import { serverReads, withServerRead } from "#web/lib/server-reads";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";

/**
 * /providers/{id or slug}/complaint: filing a complaint about a provider. The form is an island; a
 * visitor who is not signed in is asked to sign in (and comes back here), one whose e-mail is not
 * verified is sent to their profile to verify it.
 */
export const complaintFormRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "providers/$providerId/complaint",
  ...documentRoute,
  loader: ({ context, location, params }) =>
    loadComplaintFormPage({ context, pathname: location.pathname }, params.providerId),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ComplaintFormPage,
});

function ComplaintFormPage() {
  const { t, locale } = useT();
  const { providerId } = complaintFormRoute.useParams();
  const { data: provider } = useQuery(providerQuery(locale, providerId));
  const { user } = useMe();
  const loginHref = useLoginHref();
  if (!provider) return null;
  const access = !user ? "sign-in" : user.emailVerified ? "ready" : "verify";
  return (
    <article className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">
          {t("complaint.file.title", { brand: provider.brand })}
        </h1>
        <p className="text-muted-foreground">{t("complaint.file.intro", { brand: provider.brand })}</p>
      </header>
      {access === "sign-in" ? (
        <p>
          {t("complaint.file.sign_in")}{" "}
          <a href={loginHref} className="font-medium underline">
            {t("complaint.file.sign_in_action")}
          </a>
        </p>
      ) : access === "verify" ? (
        <p role="status">
          {t("complaint.file.verify")}{" "}
          <a href="/profile" className="font-medium underline">
            {t("complaint.file.verify_action")}
          </a>
        </p>
      ) : (
        <Island
          name="complaint-form"
          trigger="visible"
          props={{ providerId: provider.id }}
          laterStrings={["complaint.", "complaints.", "validation.", "rate_limit.", "auth."]}
        />
      )}
    </article>
  );
}

async function loadComplaintFormPage(page: PageLoad, key: string) {
  const { queryClient, locale } = page.context;
  const reads = serverReads(page.context);
  const [strings, provider] = await Promise.all([
    loadStrings(page.context),
    queryClient.ensureQueryData(
      withServerRead(providerQuery(locale, key), async () => {
        const detail = await reads.provider(key, locale);
        if (!detail) throw notFound();
        return detail;
      }),
    ),
    ensureMe(page.context),
  ]);
  const title = translate(strings, "complaint.file.title", { brand: provider.brand });
  return { head: pageHead({ title, description: title }, page) };
}
