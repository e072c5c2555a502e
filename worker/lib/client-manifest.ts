import { HTTPException } from "hono/http-exception";

type ViteManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type ViteManifest = Record<string, ViteManifestChunk>;

export type RouterManifest = {
  routes: Record<
    string,
    { preloads?: string[]; css?: string[]; scripts?: { attrs: Record<string, string> }[] }
  >;
};

const ENTRY = "web/entry-client.tsx";
let cached: Promise<RouterManifest> | undefined;

/** Turns vite's build manifest into the asset list TanStack Router puts in every page. */
export function toRouterManifest(vite: ViteManifest): RouterManifest {
  const entry = vite[ENTRY];
  if (!entry) throw new Error(`${ENTRY} is missing from the client build manifest`);
  const imported = (entry.imports ?? []).map((key) => vite[key]).filter((c): c is ViteManifestChunk => !!c);
  const css = [entry, ...imported].flatMap((chunk) => chunk.css ?? []);
  return {
    routes: {
      __root__: {
        preloads: [entry.file, ...imported.map((chunk) => chunk.file)].map((file) => `/${file}`),
        css: [...new Set(css)].map((file) => `/${file}`),
        scripts: [{ attrs: { type: "module", src: `/${entry.file}` } }],
      },
    },
  };
}

/** Read once per isolate from the static assets that `vite build` wrote. */
export function loadRouterManifest(assets: Fetcher, requestUrl: string): Promise<RouterManifest> {
  cached ??= assets.fetch(new URL("/.vite/manifest.json", requestUrl)).then(async (response) => {
    if (!response.ok) {
      cached = undefined;
      throw new HTTPException(503, { message: "The client bundle is missing: run `npm run build` first." });
    }
    return toRouterManifest(await response.json());
  });
  return cached;
}
