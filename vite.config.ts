import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const ENTRY_CHUNK =
  /web[\\/]entry-client\.tsx$|react-router[\\/]dist[\\/]esm[\\/]fileRoute\.js$|web[\\/]components[\\/](ui[\\/](badge|card|input|native-select)|deferred-block)\.tsx$|web[\\/](lib[\\/]click-out|features[\\/]providers[\\/]api)\.ts$/;

/**
 * Builds the browser bundle only. The Worker (which also server-renders the same React routes)
 * is bundled by wrangler and finds the hashed file names through `dist/client/.vite/manifest.json`.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  publicDir: "web/public",
  build: {
    // A page's loader chunk (*.loader.ts) is fetched only on navigation inside the site, beside the
    // page's lazy chunk, whose imports are still preloaded and cover most of the loader's. Listing the
    // loader's own imports for preloading would name them in the entry, which every first load
    // downloads (about 0.25 KB gzip); unlisted, a loader-only module costs one round trip the first time.
    modulePreload: { resolveDependencies: (file, deps) => (/\.loader-[\w-]+\.js$/.test(file) ? [] : deps) },
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: "web/entry-client.tsx",
      // Everything the entry imports goes into the entry chunk (route chunks import from it), with the
      // small pieces most pages' chunks need (TanStack's lazy-route helper, cards, badges, inputs, the
      // deferred-block wrapper, the provider list's query and the click-out link):
      // one download that gzips as a whole, instead of a dozen small chunks on every first visit.
      output: { codeSplitting: { groups: [{ name: "entry", test: ENTRY_CHUNK }] } },
    },
  },
});
