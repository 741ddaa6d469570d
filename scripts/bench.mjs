#!/usr/bin/env node
// `npm run bench`: runs bench/run.ts from the launcher's bundle (scripts/bundle.mjs), so the
// figures are those of the code `kassen` runs. Through tsx every cross-module reference is a
// getter call and every nested function is renamed when created, which costs some systems
// a tenth of their speed. KASSEN_NO_BUNDLE=1 runs the TypeScript sources through tsx instead.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { freshBundle, useBundleFiles } from "./bundle.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const entry = process.env.KASSEN_NO_BUNDLE === "1" ? null : await freshBundle(root);
if (entry !== null) {
  useBundleFiles(entry);
  await import(pathToFileURL(join(dirname(entry), "bench.mjs")).href);
} else {
  const r = spawnSync(
    process.execPath,
    ["--import", "tsx", join(root, "bench", "run.ts"), ...process.argv.slice(2)],
    { stdio: "inherit" },
  );
  process.exit(r.status ?? 1);
}
