/**
 * What `npm pack` (and so `npm publish`) builds first, as the package's `prepack` step: an
 * installed package runs these files as they are, and has neither the sources' build tools nor
 * the sources themselves (package.json's "files" says what ships; bin/kassen.mjs tells an
 * installed package from a clone).
 *
 * - dist/kassen.mjs, dist/sim-worker.mjs, dist/bot-worker.mjs and dist/yaml-cache.json: the CLI
 *   bundle (scripts/bundle.mjs), built anew from the sources as they are.
 * - dist/web/: the browser table, a build of web/ (scripts/web-build.mjs) copied to a fixed
 *   place, where the launcher of an installed package points `kassen serve`.
 *
 * Both are written beside their final place and renamed into it, so a `kassen` running in the
 * clone meanwhile never reads half a build.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildBundle } from "./bundle.mjs";
import { freshWeb } from "./web-build.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");

const started = Date.now();
await buildBundle(root);
const web = await freshWeb(root);
mkdirSync(dist, { recursive: true });
const tmp = join(dist, `.web-${process.pid}-${Date.now()}`);
const old = join(dist, `.web-old-${process.pid}-${Date.now()}`);
try {
  cpSync(web, tmp, { recursive: true });
  if (existsSync(join(dist, "web"))) renameSync(join(dist, "web"), old);
  renameSync(tmp, join(dist, "web"));
} finally {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
}
console.error(`kassen: built dist/ and dist/web/ for the package (${Date.now() - started} ms)`);
