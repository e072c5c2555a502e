import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";

type Item = { id: string; label: ReactNode; detail?: string | null; active: boolean; createdAt: string };

/** A dashboard card listing the newest rows of one kind, each linking to its screen. */
export function RecentList({
  title,
  empty,
  to,
  items,
}: {
  title: string;
  empty: string;
  to: "/admin/providers" | "/admin/promotions";
  items: Item[];
}) {
  const { t, locale } = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground">{empty}</p>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link to={to} className="font-medium hover:underline">
                    {item.label}
                  </Link>
                  {item.detail && <p className="truncate text-sm text-muted-foreground">{item.detail}</p>}
                </div>
                <div className="flex shrink-0 items-center gap-2 text-sm text-muted-foreground">
                  {!item.active && <Badge variant="secondary">{t("admin.dashboard.inactive")}</Badge>}
                  <time dateTime={item.createdAt}>{formatDate(locale, item.createdAt)}</time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
