import { PRODUCT_NAME } from "../../../schema/site";

/**
 * Head of a page that is personal and has no language variants (/profile, /admin-fix, /admin):
 * title and description, kept out of search engines, and no canonical or hreflang links, since
 * no /{locale}/ version of it exists to point at.
 */
export function privatePageHead(meta: { title: string; description: string } | undefined) {
  if (!meta) return {};
  return {
    meta: [
      { title: `${meta.title} | ${PRODUCT_NAME}` },
      { name: "description", content: meta.description },
      { name: "robots", content: "noindex" },
    ],
  };
}
