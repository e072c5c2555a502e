import { HTTPException } from "hono/http-exception";
import { routeChunkSources } from "./route-chunks";

type ViteManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type ViteManifest = Record<string, ViteManifestChunk>;

export type RouterManifest = {
  routes: Record<
    string,
    { preloads?: string[]; css?: string[]; scripts?: { attrs: Record<string, string>; children?: string }[] }
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
 * Starts the app once the server's HTML has been painted: the entry is neither preloaded nor a
 * script of its own, but asked for a frame after the first paint, so its code (the largest download)
 * does not compete with the page's HTML, styles and first paint. A hidden tab paints nothing: it
 * starts at once.
 */
const startAfterFirstPaint = (src: string) =>
  `const start=()=>import(${JSON.stringify(src)});` +
  `document.visibilityState==="visible"?requestAnimationFrame(()=>setTimeout(start)):start()`;

const urls = (vite: ViteManifest, keys: Iterable<string>) => [...keys].map((key) => `/${vite[key]!.file}`);

/**
 * Turns vite's build manifest into the asset lists TanStack Router puts in a page: the entry's
 * imports and styles on every page, and each matched route's component chunk with its own imports
 * (`chunks`: route id → the chunk's source), so none of them waits for the entry to ask for it;
 * the entry itself starts after the first paint (`startAfterFirstPaint`).
 */
export function toRouterManifest(vite: ViteManifest, chunks: Record<string, string>): RouterManifest {
  const entry = vite[ENTRY];
  if (!entry) throw new Error(`${ENTRY} is missing from the client build manifest`);
  const entryKeys = closure(vite, ENTRY, new Set());
  const css = [...entryKeys].flatMap((key) => vite[key]!.css ?? []);
  const entryImports = [...entryKeys].filter((key) => key !== ENTRY);
  const routes: RouterManifest["routes"] = {
    __root__: {
      preloads: urls(vite, entryImports),
      css: [...new Set(css)].map((file) => `/${file}`),
      scripts: [{ attrs: { type: "module" }, children: startAfterFirstPaint(`/${entry.file}`) }],
    },
  };
  for (const [routeId, source] of Object.entries(chunks)) {
    if (vite[source]) routes[routeId] = { preloads: urls(vite, closure(vite, source, entryKeys)) };
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
