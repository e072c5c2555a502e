import { Link } from "@tanstack/react-router";
import type { RoutePath } from "./layout/nav-items";
import { ArrowRightIcon } from "#web/components/icons";
import type { ReactNode } from "react";
import { useLocaleParam } from "../i18n/use-locale-param";
import { useT } from "../i18n/use-t";

/** A section's h2 with an optional action (e.g. a 'view all' link) on the reading-end side. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </div>
  );
}

/** 'View all' link beside a section heading, to a page under the optional locale prefix. */
export function ViewAllLink({ to }: { to: RoutePath }) {
  const { t } = useT();
  const locale = useLocaleParam();
  return (
    <Link
      to={to}
      params={{ locale }}
      className="inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
    >
      {t("common.view_all")}
      <ArrowRightIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
    </Link>
  );
}
