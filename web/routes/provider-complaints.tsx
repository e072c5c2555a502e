import { useQuery } from "@tanstack/react-query";
import { createRoute, notFound, redirect } from "@tanstack/react-router";
import { LOCALES } from "#schema/locales";
import { providerPagePath } from "#schema/public-pages";
import { Pager } from "#web/components/pager";
import { Badge } from "#web/components/ui/badge";
import { complaintPath } from "#web/features/providers/complaint-paths";
import { providerComplaintsQuery, providerQuery } from "#web/features/providers/detail-api";
import { formatDate } from "#web/i18n/format";
import { loadStrings } from "#web/i18n/load-strings";
import { translate } from "#web/i18n/translate";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import type { PageLoad } from "#web/lib/page-loader";
import { optionalPage } from "#web/lib/search-params";
import { serverReads, withServerRead } from "#web/lib/server-reads";
import { pageHead } from "#web/lib/seo";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";

/**
 * /providers/{slug}/complaints: the provider's public complaint cases, newest first, a page an
 * address (`?page=N`, the first without it). A row shows what the case is about, where it stands and
 * when it was filed, and links to the case; never an amount or who filed it.
 */
export const providerComplaintsRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "providers/$providerId/complaints",
  ...documentRoute,
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({
    page: optionalPage(search.page),
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, location, params, deps, preload }) =>
    loadProviderComplaintsPage({ context, pathname: location.pathname, preload, params, page: deps.page }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ProviderComplaintsPage,
});

function ProviderComplaintsPage() {
  const { t, locale } = useT();
  const { providerId } = providerComplaintsRoute.useParams();
  const { page = 1 } = providerComplaintsRoute.useSearch();
  const linkLocale = useLocaleParam();
  const { data: provider } = useQuery(providerQuery(locale, providerId));
  const { data: list } = useQuery(providerComplaintsQuery(providerId, locale, page));
  if (!provider || !list) return null;
  const providerHref = `${linkLocale ? `/${linkLocale}` : ""}${providerPagePath(providerId)}`;
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <a href={providerHref} className="text-sm underline underline-offset-4">
          {t("complaint_list.back", { brand: provider.brand })}
        </a>
        <h1 className="text-3xl font-bold tracking-tight">
          {t("complaint_list.title", { brand: provider.brand })}
        </h1>
        <p className="text-muted-foreground">{t("complaint_list.intro")}</p>
      </header>
      {list.items.length === 0 ? (
        <p className="text-muted-foreground">{t("complaint_list.empty")}</p>
      ) : (
        <table className="w-full text-start text-sm">
          <thead className="text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="py-2 text-start font-medium">
                {t("complaint_list.category")}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t("complaint_list.status")}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t("complaint_list.filed")}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={item.id} className="border-b" data-complaint={item.id}>
                <td className="py-2 pe-3">
                  <a href={complaintPath(item.id, linkLocale)} className="underline underline-offset-4">
                    {t(`complaint.category.${item.category}`)}
                  </a>
                </td>
                <td className="py-2 pe-3">
                  <Badge variant="outline">{t(`complaint.status.${item.status}`)}</Badge>
                </td>
                <td className="py-2 tabular-nums">
                  <time dateTime={item.filedAt}>{formatDate(locale, item.filedAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.pageCount > 1 && (
        <Pager
          label={t("complaint_list.pages")}
          status={t("complaint_list.page", { page: list.page, count: list.pageCount })}
          page={list.page}
          hasNext={list.page < list.pageCount}
        />
      )}
    </article>
  );
}

type Input = PageLoad & { params: { locale?: string; providerId: string }; page: number };

/** The provider (its name and addresses) and the page of its cases; a page past the last is a 404. */
async function loadProviderComplaintsPage({ params, page, ...load }: Input) {
  const { queryClient, locale } = load.context;
  const reads = serverReads(load.context);
  const key = params.providerId;
  // Asked for together; an unknown provider is the provider read's 404, so the list's own failure
  // counts only once the provider is known.
  const [strings, provider, listed] = await Promise.all([
    loadStrings(load.context),
    queryClient.ensureQueryData(
      withServerRead(providerQuery(locale, key), async () => {
        const detail = await reads.provider(key, locale);
        if (!detail) throw notFound();
        return detail;
      }),
    ),
    queryClient
      .ensureQueryData(
        withServerRead(providerComplaintsQuery(key, locale, page), () =>
          reads.providerComplaints(key, locale, page),
        ),
      )
      .then(
        (list) => ({ list }),
        (error: unknown) => ({ error }),
      ),
  ]);
  if ("error" in listed) throw listed.error;
  const { list } = listed;
  if (page > list.pageCount) throw notFound();
  const slug = provider.slugs[locale];
  if (key !== slug) {
    throw redirect({
      to: "/{-$locale}/providers/$providerId/complaints",
      params: { locale: params.locale, providerId: slug },
      search: (previous) => previous,
      statusCode: 301,
    });
  }
  const paths = Object.fromEntries(
    LOCALES.map((l) => [l, `${providerPagePath(provider.slugs[l])}/complaints`]),
  ) as Record<(typeof LOCALES)[number], string>;
  const vars = { brand: provider.brand };
  const meta = {
    title: translate(strings, "meta.provider_complaints.title", vars),
    description: translate(strings, "meta.provider_complaints.description", vars),
  };
  return { head: pageHead(meta, load, paths) };
}
