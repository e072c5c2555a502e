import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Builds the browser bundle only. The Worker (which also server-renders the same React routes)
 * is bundled by wrangler and finds the hashed file names through `dist/client/.vite/manifest.json`.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  publicDir: "web/public",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: "web/entry-client.tsx" },
  },
});
