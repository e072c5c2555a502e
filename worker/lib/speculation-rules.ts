/**
 * Addresses never loaded on a guess: the API and sign-in (a GET there may act: sign-out, a
 * newsletter confirmation), the back office and the profile (personal), and the click-outs (each
 * request counts a click and leaves the site). Every other address of the site only reads.
 */
const NEVER_SPECULATED = ["/api/*", "/auth/*", "/admin*", "/profile", "/profile/*", "/go/*"];

/** Links not ours to follow on a guess: those that say so (nofollow), paid ones (sponsored), downloads. */
const NEVER_SPECULATED_LINKS = "[rel~=nofollow], [rel~=sponsored], [download]";

const allowed = [
  { not: { href_matches: NEVER_SPECULATED } },
  { not: { selector_matches: NEVER_SPECULATED_LINKS } },
];

/**
 * The rule set. Any link to another page of the site is fetched when the visitor hovers it
 * (200 ms) or presses it ("moderate"); the likeliest next pages, a provider's (its card, the
 * compare table) and `likeliestRoutes` (route paths as the router writes them, the optional
 * locale a segment), are prerendered on that same signal, so the click shows a page already drawn.
 * Not earlier ("eager"): each prerender is a server render and a page run on the visitor's phone
 * for a page they may only pass over. The Worker counts none of these requests as a view
 * (speculative.ts).
 */
export function speculationRules(likeliestRoutes: readonly string[]) {
  const likeliest = {
    href_matches: [
      "/:locale/providers/:provider",
      ...likeliestRoutes.map((route) => route.replace("{-$locale}", ":locale")),
    ],
  };
  return JSON.stringify({
    prerender: [{ where: { and: [likeliest, ...allowed] }, eagerness: "moderate" }],
    prefetch: [{ where: { and: [{ href_matches: "/*" }, ...allowed] }, eagerness: "moderate" }],
  });
}

/**
 * Appends the rules (`speculationRules`) to the page's <head>, with the response's CSP nonce (a
 * page from the edge cache has it allowed by its hash). Added here rather than by the root route's
 * head, where the rules would add their bytes to every page's first script download for a browser
 * that reads them only from the HTML.
 */
export function withSpeculationRules(response: Response, rules: string, nonce: string | undefined): Response {
  if (!response.body || !response.headers.get("content-type")?.startsWith("text/html")) return response;
  // The nonce is base64: nothing in it needs escaping in an attribute.
  const script = `<script type="speculationrules"${nonce ? ` nonce="${nonce}"` : ""}>${rules}</script>`;
  return new HTMLRewriter()
    .on("head", {
      element(element) {
        element.append(script, { html: true });
      },
    })
    .transform(response);
}
