import { HTTPException } from "hono/http-exception";
import { routeChunkSources } from "./route-chunks";

type ViteManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type ViteManifest = Record<string, ViteManifestChunk>;

export type RouterManifest = {
  routes: Record<
    string,
    { css?: string[]; scripts?: { attrs: Record<string, string>; children?: string }[] }
  >;
};

const ENTRY = "web/entry-client.tsx";
let cached: Promise<RouterManifest> | undefined;

/** A chunk's key and the keys of everything it imports statically, minus those in `skip`. */
function closure(vite: ViteManifest, key: string, skip: ReadonlySet<string>, seen = new Set<string>()) {
  if (skip.has(key) || seen.has(key) || !vite[key]) return seen;
  seen.add(key);
  for (const imported of vite[key].imports ?? []) closure(vite, imported, skip, seen);
  return seen;
}

/**
 * Runs `code` once the server's HTML has been painted: the app's code is neither preloaded nor a
 * script of its own, but asked for a frame after the first paint, so it does not compete with the
 * page's HTML, styles and first paint. A hidden tab paints nothing: it runs at once.
 */
const afterFirstPaint = (code: string) => ({
  attrs: { type: "module" },
  children:
    `const start=()=>{${code}};` +
    `document.visibilityState==="visible"?requestAnimationFrame(()=>setTimeout(start)):start()`,
});

/**
 * Fetches chunks without running them: the router imports a page's chunks when it hydrates. Imported
 * here instead, beside the entry (which each chunk imports too), a chunk now and then never finished
 * loading for the router, and the page never hydrated (Chromium, a few loads in a thousand in the
 * browser tests). The router runs the page's scripts once more after hydrating: a chunk already
 * named is skipped.
 */
const preload = (srcs: string[]) =>
  srcs.length === 0
    ? ""
    : `for(const href of ${JSON.stringify(srcs)}){if(document.querySelector(\`link[href="\${href}"]\`))continue;` +
      `const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`;

const urls = (vite: ViteManifest, keys: Iterable<string>) => [...keys].map((key) => `/${vite[key]!.file}`);

/**
 * Turns vite's build manifest into the assets TanStack Router puts in a page: the styles in the
 * head, and after the first paint (`afterFirstPaint`) a script that imports the entry and preloads
 * its imports, and one per matched route that preloads the route's component chunk with its own
 * imports (`chunks`: route id → the chunk's source), so no chunk waits for the entry to ask for it.
 */
export function toRouterManifest(vite: ViteManifest, chunks: Record<string, string>): RouterManifest {
  if (!vite[ENTRY]) throw new Error(`${ENTRY} is missing from the client build manifest`);
  const entryKeys = closure(vite, ENTRY, new Set());
  const entryImports = [...entryKeys].filter((key) => key !== ENTRY);
  const css = [...entryKeys].flatMap((key) => vite[key]!.css ?? []);
  const routes: RouterManifest["routes"] = {
    __root__: {
      css: [...new Set(css)].map((file) => `/${file}`),
      scripts: [
        afterFirstPaint(
          `${preload(urls(vite, entryImports))}import(${JSON.stringify(`/${vite[ENTRY].file}`)})`,
        ),
      ],
    },
  };
  for (const [routeId, source] of Object.entries(chunks)) {
    if (vite[source])
      routes[routeId] = { scripts: [afterFirstPaint(preload(urls(vite, closure(vite, source, entryKeys))))] };
  }
  return { routes };
}

/** Read once per isolate from the static assets that `vite build` wrote. */
export function loadRouterManifest(assets: Fetcher, requestUrl: string): Promise<RouterManifest> {
  cached ??= assets.fetch(new URL("/.vite/manifest.json", requestUrl)).then(async (response) => {
    if (!response.ok) {
      cached = undefined;
      throw new HTTPException(503, { message: "The client bundle is missing: run `npm run build` first." });
    }
    return toRouterManifest(await response.json(), routeChunkSources());
  });
  return cached;
}
