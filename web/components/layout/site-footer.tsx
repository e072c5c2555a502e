import { PRODUCT_NAME } from "#schema/site";
import { useT } from "#web/i18n/use-t";

export function SiteFooter() {
  const { t } = useT();
  return (
    <footer className="border-t px-4 py-6 text-center text-xs text-muted-foreground md:px-8">
      <p>
        <span className="me-2 inline-flex rounded border border-current px-1 font-semibold">18+</span>
        {t("footer.responsible")}
      </p>
      <p className="mt-1">© {PRODUCT_NAME}</p>
    </footer>
  );
}
