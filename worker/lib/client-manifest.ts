import { HTTPException } from "hono/http-exception";
import { routeChunkSources } from "./route-chunks";

type ViteManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type ViteManifest = Record<string, ViteManifestChunk>;

type RouterManifest = {
  routes: Record<
    string,
    { css?: string[]; scripts?: { attrs: Record<string, string>; children?: string }[] }
  >;
};

const ENTRY = "web/entry-client.tsx";
const ISLANDS_BOOT = "web/islands/boot.ts";
let cached: Promise<{ app: RouterManifest; document: RouterManifest }> | undefined;

/** A chunk's key and the keys of everything it imports statically, minus those in `skip`. */
function closure(vite: ViteManifest, key: string, skip: ReadonlySet<string>, seen = new Set<string>()) {
  if (skip.has(key) || seen.has(key) || !vite[key]) return seen;
  seen.add(key);
  for (const imported of vite[key].imports ?? []) closure(vite, imported, skip, seen);
  return seen;
}

/**
 * Imports `srcs` once the server's HTML has been painted: the app's code (the entry, and the page's
 * chunk with its imports) is neither preloaded nor a script of its own, but asked for a frame after
 * the first paint, so it does not compete with the page's HTML, styles and first paint. A hidden tab
 * paints nothing: it imports at once.
 */
const afterFirstPaint = (srcs: string[]) =>
  `const start=()=>{${srcs.map((src) => `import(${JSON.stringify(src)})`).join(";")}};` +
  `document.visibilityState==="visible"?requestAnimationFrame(()=>setTimeout(start)):start()`;

const startScript = (srcs: string[]) => ({ attrs: { type: "module" }, children: afterFirstPaint(srcs) });

const urls = (vite: ViteManifest, keys: Iterable<string>) => [...keys].map((key) => `/${vite[key]!.file}`);

/**
 * Turns vite's build manifest into the assets TanStack Router puts in a page: the styles in the
 * head, and scripts that import the entry (with its imports) and each matched route's component
 * chunk (with its own imports; `chunks`: route id → the chunk's source) side by side after the
 * first paint (`afterFirstPaint`), so no chunk waits for the entry to ask for it.
 */
function toRouterManifests(vite: ViteManifest, islands: ViteManifest, chunks: Record<string, string>) {
  if (!vite[ENTRY]) throw new Error(`${ENTRY} is missing from the client build manifest`);
  if (!islands[ISLANDS_BOOT]) throw new Error(`${ISLANDS_BOOT} is missing from the islands' build manifest`);
  const entryKeys = closure(vite, ENTRY, new Set());
  const css = [...new Set([...entryKeys].flatMap((key) => vite[key]!.css ?? []))].map((file) => `/${file}`);
  const routes: RouterManifest["routes"] = {
    __root__: { css, scripts: [startScript(urls(vite, entryKeys))] },
  };
  for (const [routeId, source] of Object.entries(chunks)) {
    if (vite[source])
      routes[routeId] = { scripts: [startScript(urls(vite, closure(vite, source, entryKeys)))] };
  }
  // A document page: the same styles, and the islands' boot script alone (their own build).
  const bootKeys = closure(islands, ISLANDS_BOOT, new Set());
  const document = { routes: { __root__: { css, scripts: [startScript(urls(islands, bootKeys))] } } };
  return { app: { routes }, document };
}

/**
 * Read once per isolate from the static assets that `vite build` wrote: the single-page app's
 * manifest, and a document page's.
 */
export function loadRouterManifests(assets: Fetcher, requestUrl: string) {
  const read = (path: string) =>
    assets.fetch(new URL(path, requestUrl)).then((response) => {
      if (!response.ok)
        throw new HTTPException(503, { message: "The client bundle is missing: run `npm run build` first." });
      return response.json<ViteManifest>();
    });
  cached ??= Promise.all([read("/.vite/manifest.json"), read("/.vite/islands-manifest.json")]).then(
    ([app, islands]) => toRouterManifests(app, islands, routeChunkSources()),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}
