import { Pager } from "#web/components/pager";
import { useT } from "#web/i18n/use-t";

/** Previous and next page of the providers page's results, keeping its search and sort. */
export function ProvidersPager({ page, pages }: { page: number; pages: number }) {
  const { t } = useT();
  return (
    <Pager
      label={t("providers.pages")}
      status={t("providers.page_of", { page, pages })}
      page={page}
      hasNext={page < pages}
    />
  );
}
