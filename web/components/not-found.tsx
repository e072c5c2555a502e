import { Link } from "@tanstack/react-router";
import { CompassIcon, HomeIcon } from "#web/components/icons";
import { PRODUCT_NAME } from "#schema/site";
import { useLocaleParam } from "../i18n/use-locale-param";
import { useT } from "../i18n/use-t";
import { Button } from "./ui/button";

/** Any unknown address: '404 Page Not Found', a hint that the router found no page, and a way home. */
export default function NotFound() {
  const { t } = useT();
  const locale = useLocaleParam();
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-20 text-center"
    >
      {/* No route matched, so no route head() runs: React 19 hoists these into <head> itself. */}
      <title>{`${t("notfound.title")} | ${PRODUCT_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <span className="flex size-20 items-center justify-center rounded-full bg-muted" aria-hidden="true">
        <CompassIcon className="size-10 text-muted-foreground" />
      </span>
      <h1 id="not-found-title" className="text-3xl font-bold tracking-tight">
        {t("notfound.title")}
      </h1>
      <p className="text-muted-foreground text-pretty">{t("notfound.hint")}</p>
      <Button asChild>
        <Link to="/{-$locale}" params={{ locale }}>
          <HomeIcon aria-hidden="true" />
          {t("notfound.home")}
        </Link>
      </Button>
    </section>
  );
}
