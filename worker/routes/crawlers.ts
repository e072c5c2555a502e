import { Hono } from "hono";
import { LOCALES } from "#schema/locales";
import {
  alternates,
  localizedUrl,
  pathIn,
  providerPagePaths,
  PUBLIC_PAGE_PATHS,
  type PagePath,
} from "#schema/public-pages";
import { escapeHtml } from "../lib/mail/render-template";
import { requestContext } from "../middleware/request-context";
import { listActiveProviderSlugs } from "../services/providers";
import type { AppEnv } from "../types";

/**
 * One <url> per page and language, each naming all its language versions (as the page heads do):
 * the fixed pages, then every active provider's page under its slug in each language.
 */
function sitemap(siteUrl: string, pages: readonly PagePath[]) {
  const urls = pages.flatMap((path) => {
    const links = alternates(siteUrl, path)
      .map(
        ({ hrefLang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeHtml(href)}"/>`,
      )
      .join("");
    return LOCALES.map(
      (locale) =>
        `<url><loc>${escapeHtml(localizedUrl(siteUrl, locale, pathIn(path, locale)))}</loc>${links}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Personal pages and the API stay out of search engines; the sitemap is named at the site's address. */
const robots = (siteUrl: string) =>
  [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /profile",
    "Disallow: /go/",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");

export const crawlerRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", requestContext, async (c) => {
    const providerPages = (await listActiveProviderSlugs(c.get("db"))).map(providerPagePaths);
    return c.body(sitemap(c.get("config").siteUrl, [...PUBLIC_PAGE_PATHS, ...providerPages]), 200, {
      "Content-Type": "application/xml; charset=utf-8",
    });
  })
  .get("/robots.txt", requestContext, (c) => c.text(robots(c.get("config").siteUrl)));
