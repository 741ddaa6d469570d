/**
 * The browser table's build. `npm run dev` serves it with hot reload and forwards the API and
 * the sockets to a `kassen serve` on port 8080; `kassen serve` itself builds it on demand
 * (scripts/web-build.mjs) and serves the result.
 */
import { defineConfig } from "vite";
import solid from "vite-plugin-solid";

export default defineConfig({
  plugins: [solid()],
  build: {
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    // A build on a loaded machine is slow through no fault of the sources; Rolldown's timing
    // warning then lands on kassen serve's stderr, which promises one line on a bad input.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:8080", ws: true },
    },
  },
});
