/** The addresses the pager labelled `label` links to in server-rendered `html`, in order. */
export const pagerLinks = (html: string, label: string) =>
  [...html.matchAll(new RegExp(`<nav aria-label="${label}"[\\s\\S]*?</nav>`, "g"))].flatMap(([nav]) =>
    [...nav.matchAll(/<a[^>]*href="([^"]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, "&")),
  );
