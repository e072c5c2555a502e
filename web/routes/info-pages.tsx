import { createRoute } from "@tanstack/react-router";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import type { InfoPage } from "../features/info-pages/pages";

/**
 * /about, /contact, /terms and /privacy: one page shape, its text from the UI strings
 * `pages.{page}.title|description|body`, one lazy chunk for the four.
 */
const infoPageRoute = <const Page extends InfoPage>(page: Page) =>
  createRoute({
    getParentRoute: () => localeLayoutRoute,
    path: page,
    ...documentRoute,
    loader: ({ context, location }) =>
      import("./info-pages.loader").then((m) =>
        m.loadInfoPage({ context, pathname: location.pathname }, page),
      ),
    head: ({ loaderData }) => loaderData?.head ?? {},
  });

const lazyPage = () => import("./info-pages.lazy");
export const aboutRoute = infoPageRoute("about").lazy(() => lazyPage().then((m) => m.aboutLazyRoute));
export const contactRoute = infoPageRoute("contact").lazy(() => lazyPage().then((m) => m.contactLazyRoute));
export const termsRoute = infoPageRoute("terms").lazy(() => lazyPage().then((m) => m.termsLazyRoute));
export const privacyRoute = infoPageRoute("privacy").lazy(() => lazyPage().then((m) => m.privacyLazyRoute));
