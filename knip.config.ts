import type { KnipConfig } from "knip";

/**
 * Unused files, exports and dependencies (`npm run check`). The Worker, the client entry and the
 * test suites are found through wrangler.toml, vite.config.ts and vitest.config.ts; the rest are
 * command-line programs run with tsx, and the islands' entry (its own build in vite.config.ts).
 */
const config: KnipConfig = {
  entry: ["scripts/*.ts", "seed/run.ts", "seed/write-logos.ts", "bench/*.ts", "web/islands/boot.ts"],
  project: ["**/*.{ts,tsx,css}"],
  // The stylesheet's `@import "tailwindcss"` is the use of tailwindcss.
  compilers: { css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join("\n") },
  // The accessibility tests inject axe-core's file into the page, found with require.resolve; the
  // HTML validation test runs vnu-jar's file (the path its module exports) with Debian's java.
  // wrangler is the command npm start, npm test and npm run check run from node_modules/.bin.
  ignoreDependencies: ["axe-core", "vnu-jar", "wrangler"],
  ignoreBinaries: ["java"],
};

export default config;
