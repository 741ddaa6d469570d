#!/usr/bin/env node
// Launcher. Runs the CLI from a bundle (dist/, rebuilt on demand when the sources change, see
// scripts/bundle.mjs): one plain JavaScript file starts far faster than the TypeScript sources
// through tsx. Without a bundle (esbuild failing, or KASSEN_NO_BUNDLE=1) it runs the sources
// with tsx's loader in one child process.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { bundledBotWorker, freshBundle, useBundleFiles } from "../scripts/bundle.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bundle = process.env.KASSEN_NO_BUNDLE === "1" ? null : await freshBundle(root);
if (bundle !== null) {
  const simWorker = useBundleFiles(bundle);
  const cli = await import(pathToFileURL(bundle).href);
  cli.setSimWorkerUrl(simWorker);
  cli.setBotWorkerUrl(bundledBotWorker(bundle));
  await cli.runAsProgram(process.argv);
} else {
  const loader = pathToFileURL(join(root, "node_modules", "tsx", "dist", "loader.mjs")).href;
  const main = join(root, "src", "cli", "main.ts");
  const r = spawnSync(process.execPath, ["--import", loader, main, ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  process.exit(r.status ?? 1);
}
