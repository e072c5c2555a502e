import { Link } from "@tanstack/react-router";
import { useT } from "../i18n/use-t";

export function NotFound() {
  const { t } = useT();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("notfound.title")}</h1>
      <p className="text-muted-foreground">{t("notfound.hint")}</p>
      <Link to="/{-$locale}" className="underline">
        {t("notfound.home")}
      </Link>
    </section>
  );
}
