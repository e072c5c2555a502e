import { OPEN_GRAPH_LOCALES, type Locale } from "#schema/locales";
import { alternates, localizedUrl, pathIn, type PagePath } from "#schema/public-pages";
import { CONTACT_EMAIL } from "#schema/contact";
import { PRODUCT_NAME } from "#schema/site";
import { unprefixedPath } from "#schema/locale-detection";
import { jsonInScript } from "./json-in-script";

const titleWithProduct = (title: string) => `${title} | ${PRODUCT_NAME}`;

type SeoInput = {
  title: string;
  description: string;
  locale: Locale;
  pathname: string;
  origin: string;
  keywords?: string;
  noindex?: boolean;
  /** The page's path per language, where it differs from the one visited (a provider's slug). */
  path?: PagePath;
};

/** Title with the product suffix, description, Open Graph, canonical and hreflang alternates. */
export function seoHead({
  title,
  description,
  locale,
  pathname,
  origin,
  keywords,
  noindex,
  ...input
}: SeoInput) {
  const path = input.path ?? unprefixedPath(pathname);
  const fullTitle = titleWithProduct(title);
  const canonical = localizedUrl(origin, locale, pathIn(path, locale));
  const image = `${origin}/og/${locale}.png`;
  return {
    meta: [
      { title: fullTitle },
      { name: "description", content: description },
      ...(keywords ? [{ name: "keywords", content: keywords }] : []),
      ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: PRODUCT_NAME },
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
      { property: "og:url", content: canonical },
      { property: "og:locale", content: OPEN_GRAPH_LOCALES[locale] },

      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: fullTitle },
      { name: "twitter:description", content: description },
      { name: "twitter:image", content: image },
    ],
    links: [
      { rel: "canonical", href: canonical },
      ...alternates(origin, path).map((link) => ({ rel: "alternate", ...link })),
    ],
  };
}

/** A `<script type="application/ld+json">` for a route's `head().scripts` (the router writes its text as is). */
export function jsonLdScript(data: unknown) {
  return { type: "application/ld+json", children: jsonInScript(data) };
}

type PageMeta = { title: string; description: string; keywords?: string };
type PageMatch = { pathname: string; context: { locale: Locale; origin: string } };

/** A route's `head` from what its loader translated (nothing until the loader has run). */
export function pageHead(meta: PageMeta | undefined, match: PageMatch, path?: PagePath) {
  if (!meta) return {};
  const { title, description, keywords } = meta;
  const { locale, origin } = match.context;
  return seoHead({ title, description, keywords, locale, origin, pathname: match.pathname, path });
}

/**
 * Head of a page that is personal and has no language variants (/profile, /admin-fix, /admin):
 * title and description, kept out of search engines, and no canonical or hreflang links, since
 * no /{locale}/ version of it exists to point at.
 */
export function privatePageHead(meta: PageMeta | undefined) {
  if (!meta) return {};
  return {
    meta: [
      { title: titleWithProduct(meta.title) },
      { name: "description", content: meta.description },
      { name: "robots", content: "noindex" },
    ],
  };
}

/** The site as an Organization, its support in the six languages of the site. */
export function organizationStructuredData(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: PRODUCT_NAME,
    url: origin,
    logo: `${origin}/favicon.svg`,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: CONTACT_EMAIL,
      availableLanguage: ["Greek", "English", "Russian", "Hebrew", "Ukrainian", "French"],
    },
  };
}
