import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const ENTRY_CHUNK =
  /web[\\/]entry-client\.tsx$|react-router[\\/]dist[\\/]esm[\\/]fileRoute\.js$|web[\\/]components[\\/]ui[\\/](badge|card|input|native-select)\.tsx$/;

/**
 * Builds the browser bundles only: the single-page app's (`client`) and, apart, a document page's
 * islands (`islands`: no module shared with the app, so neither ever loads the other's code). The
 * Worker (which also server-renders the same React routes) is bundled by wrangler and finds the
 * hashed file names through `dist/client/.vite/manifest.json` and `islands-manifest.json` beside it.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    tsconfigPaths: true,
    // TanStack Store asks for the with-selector hook through the shim that brings useSyncExternalStore
    // to React 17; React 19 has it, so the browser bundle takes the same hook without the shim.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: "use-sync-external-store/with-selector",
      },
    ],
  },
  publicDir: "web/public",
  // `vite build` builds every environment below, the app's first (it empties dist/client).
  builder: {},
  environments: {
    client: {},
    islands: {
      consumer: "client",
      build: {
        outDir: "dist/client",
        emptyOutDir: false,
        copyPublicDir: false,
        assetsDir: "islands",
        manifest: ".vite/islands-manifest.json",
        rolldownOptions: { input: "web/islands/boot.ts", output: { codeSplitting: true } },
      },
    },
  },
  build: {
    // A chunk loaded later (the app's page, its loader, a dialog) has its static imports preloaded
    // beside it: the app's first load asks for its page's chunk once the entry runs, and the chunk's
    // imports come in the same round trip instead of one more. No list names the entry's script,
    // which every page has loaded before any chunk asks for anything.
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !/\/entry-client-/.test(dep)),
    },
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: "web/entry-client.tsx",
      // lucide-react's icon modules make each icon's component at load; the site draws icons from
      // their `__iconData` alone (web/components/icons.tsx), so the components and lucide's renderer
      // are dropped.
      treeshake: { manualPureFunctions: ["createLucideIcon"] },
      // Everything the entry imports goes into the entry chunk (route chunks import from it), with the
      // small pieces most of the app's pages need (TanStack's lazy-route helper, cards, badges,
      // inputs): one download that gzips as a whole, instead of a dozen small chunks on every first
      // visit. The formatters of numbers, euro and dates are one chunk, not one per module, and so
      // are a provider's licence and logo (the back office's provider screens show both).
      output: {
        codeSplitting: {
          groups: [
            { name: "entry", test: ENTRY_CHUNK },
            { name: "format", test: /web[\\/]i18n[\\/]format\.ts$|schema[\\/]euro\.ts$/ },
            {
              name: "licence",
              test: /web[\\/]features[\\/]providers[\\/](licence\.ts|components[\\/]provider-logo\.tsx)$/,
            },
          ],
        },
      },
    },
  },
});
