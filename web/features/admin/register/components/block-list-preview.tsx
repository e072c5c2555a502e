import type { BlockListPreview } from "#schema/api/admin-register";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";

/** How the block list changes: its size, and the domains it gains and loses. */
export function BlockListPreviewView({ preview }: { preview: BlockListPreview }) {
  const { t, locale } = useT();
  const n = (value: number) => formatNumber(locale, value);
  const list = (heading: string, domains: string[]) =>
    domains.length > 0 && (
      <div className="space-y-1">
        <h3 className="font-medium">{heading}</h3>
        <ul className="flex flex-wrap gap-2 font-mono text-xs">
          {domains.map((domain) => (
            <li key={domain} className="rounded border px-2 py-0.5">
              {domain}
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <>
      <p className="text-sm">
        {t("admin.register.blocked_counts", {
          total: n(preview.domains.length),
          added: n(preview.added.length),
          removed: n(preview.removed.length),
        })}
      </p>
      {list(t("admin.register.blocked_added"), preview.added)}
      {list(t("admin.register.blocked_removed"), preview.removed)}
    </>
  );
}
