import { HTTPException } from "hono/http-exception";

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

/** A chunk's key and the keys of everything it imports statically. */
function closure(vite: ViteManifest, key: string, seen = new Set<string>()) {
  if (seen.has(key) || !vite[key]) return seen;
  seen.add(key);
  for (const imported of vite[key].imports ?? []) closure(vite, imported, seen);
  return seen;
}

/**
 * Imports `srcs` once the server's HTML has been painted: the page's code is neither preloaded nor
 * a script of its own, but asked for a frame after the first paint, so it does not compete with the
 * page's HTML, styles and first paint. A hidden tab paints nothing: it imports at once.
 */
const afterFirstPaint = (srcs: string[]) =>
  `const start=()=>{${srcs.map((src) => `import(${JSON.stringify(src)})`).join(";")}};` +
  `document.visibilityState==="visible"?requestAnimationFrame(()=>setTimeout(start)):start()`;

const startScript = (srcs: string[]) => ({ attrs: { type: "module" }, children: afterFirstPaint(srcs) });

const urls = (vite: ViteManifest, keys: Iterable<string>) => [...keys].map((key) => `/${vite[key]!.file}`);

/**
 * Turns vite's build manifests into the assets TanStack Router puts in a page: the styles in the
 * head, and a script that imports, after the first paint (`afterFirstPaint`), the app's entry with
 * its imports (the router then loads the page's own chunk, its imports beside it) or, on a document
 * page, the islands' boot script alone (their own build).
 */
function toRouterManifests(vite: ViteManifest, islands: ViteManifest) {
  if (!vite[ENTRY]) throw new Error(`${ENTRY} is missing from the client build manifest`);
  if (!islands[ISLANDS_BOOT]) throw new Error(`${ISLANDS_BOOT} is missing from the islands' build manifest`);
  const entryKeys = closure(vite, ENTRY);
  const css = [...new Set([...entryKeys].flatMap((key) => vite[key]!.css ?? []))].map((file) => `/${file}`);
  const page = (manifest: ViteManifest, keys: Set<string>): RouterManifest => ({
    routes: { __root__: { css, scripts: [startScript(urls(manifest, keys))] } },
  });
  return { app: page(vite, entryKeys), document: page(islands, closure(islands, ISLANDS_BOOT)) };
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
    ([app, islands]) => toRouterManifests(app, islands),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}
