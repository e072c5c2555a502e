import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { pageHead } from "../lib/seo";
import type { InfoPage } from "../features/info-pages/pages";

/**
 * /about, /contact, /terms and /privacy: one page shape, its text from the UI strings
 * `pages.{page}.title|description|body`, one lazy chunk for the four.
 */
const infoPageRoute = <const Page extends InfoPage>(page: Page) =>
  createRoute({
    getParentRoute: () => localeLayoutRoute,
    path: page,
    loader: async ({ context }) => {
      const strings = await loadStrings(context.queryClient, context.locale);
      return {
        title: translate(strings, `pages.${page}.title`),
        description: translate(strings, `pages.${page}.description`),
      };
    },
    head: ({ loaderData, match }) => pageHead(loaderData, match),
  });

const lazyPage = () => import("./info-pages.lazy");
export const aboutRoute = infoPageRoute("about").lazy(() => lazyPage().then((m) => m.aboutLazyRoute));
export const contactRoute = infoPageRoute("contact").lazy(() => lazyPage().then((m) => m.contactLazyRoute));
export const termsRoute = infoPageRoute("terms").lazy(() => lazyPage().then((m) => m.termsLazyRoute));
export const privacyRoute = infoPageRoute("privacy").lazy(() => lazyPage().then((m) => m.privacyLazyRoute));
