import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { "/api": { target: "http://127.0.0.1:3000", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The polyfill is not needed by the browsers we support, and leaving it out keeps index.html free of
    // anything a strict CSP (script-src 'self') would have to allow.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // Which files each page's chunk needs: scripts/prerender.mjs reads it to let a prerendered page fetch its own
    // chunk with the app (then deletes it, so it is not served).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries that change rarely get their own long-cached chunks; pages stay in their lazy chunks.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            { name: "router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
