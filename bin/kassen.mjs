#!/usr/bin/env node
// Launcher. Runs the CLI from a bundle (dist/): one plain JavaScript file starts far faster than
// the TypeScript sources through tsx.
//
// - An installed package (npm install kassen) has no sources, only what `npm pack` built
//   (scripts/pack-build.mjs): the bundle, its workers and YAML cache, and the browser table in
//   dist/web/. It runs them as they are and builds nothing: esbuild, tsx and Vite are not there.
// - A clone has the sources: the bundle is rebuilt on demand when they change
//   (scripts/bundle.mjs). Without a bundle (esbuild failing, or KASSEN_NO_BUNDLE=1) it runs the
//   sources with tsx's loader in one child process.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");

/**
 * Runs the CLI bundle `entry`, its workers beside it. The YAML cache is named in the environment
 * before any content loads, so sim worker threads inherit it (scripts/bundle.mjs); `webDir`: the
 * prebuilt browser table, when there is one to serve as it is.
 */
async function runBundle(entry, webDir) {
  process.env.KASSEN_YAML_CACHE = join(dirname(entry), "yaml-cache.json");
  const cli = await import(pathToFileURL(entry).href);
  cli.setSimWorkerUrl(pathToFileURL(join(dirname(entry), "sim-worker.mjs")));
  cli.setBotWorkerUrl(pathToFileURL(join(dirname(entry), "bot-worker.mjs")));
  if (webDir !== null) cli.setWebDir(webDir);
  await cli.runAsProgram(process.argv);
}

if (!existsSync(join(root, "src", "cli", "main.ts"))) {
  // Installed: the prebuilt program, or one line saying what is missing.
  const entry = join(dist, "kassen.mjs");
  if (!existsSync(entry)) {
    console.error(`kassen: ${entry} is missing: this package was packed without its build`);
    process.exit(1);
  }
  const web = join(dist, "web");
  await runBundle(entry, existsSync(join(web, "index.html")) ? web : null);
} else {
  const { freshBundle } = await import("../scripts/bundle.mjs");
  const bundle = process.env.KASSEN_NO_BUNDLE === "1" ? null : await freshBundle(root);
  if (bundle !== null) await runBundle(bundle, null);
  else {
    const loader = pathToFileURL(join(root, "node_modules", "tsx", "dist", "loader.mjs")).href;
    const main = join(root, "src", "cli", "main.ts");
    const r = spawnSync(process.execPath, ["--import", loader, main, ...process.argv.slice(2)], {
      stdio: "inherit",
    });
    process.exit(r.status ?? 1);
  }
}
