/**
 * Builds the React client from `index.html` into `dist/client`, where the Fastify server serves
 * it, with brotli and gzip copies of its text files. Kept a plain object (not a function) so
 * `vitest.config.ts` can `mergeConfig` with it.
 */
import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompressAssets } from "./src/build/precompress-assets.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  plugins: [
    // The Lingui macros must be expanded before the React plugin's oxc transform sees the JSX.
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    react(),
    // Compiles `src/client/locales/*/messages.po` on import, so no generated catalogs are kept.
    lingui(),
    // `.br` and `.gz` beside each asset, which the server sends as they are (client/routes.ts).
    precompressAssets(),
  ],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // `.vite/manifest.json`: which chunks each page loads, for the bench's bundle sizes.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first page runs, in the entry's one chunk. Without this group Rolldown
        // 1.2 split modules the entry already loads (React, the page frame, the session store)
        // into six extra chunks once a lazy page several chunks share (the dashboards) imported
        // them: the sign-in page grew from 4 scripts and 124.1 kB gzip to 9 and 127.3 kB; with
        // it, 3 scripts and 123.9 kB (`npm run bench -- --only bundle`).
        codeSplitting: { groups: [{ name: "initial", tags: ["$initial"] }] },
      },
    },
  },
  server: {
    proxy: {
      "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
});
