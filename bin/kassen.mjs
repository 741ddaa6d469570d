#!/usr/bin/env node
// Launcher: runs the TypeScript CLI with tsx's loader so no build step is needed. One child
// process with `--import` (not tsx's own CLI, which starts yet another process): faster start.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const loader = pathToFileURL(join(root, "node_modules", "tsx", "dist", "loader.mjs")).href;
const main = join(root, "src", "cli", "main.ts");
const r = spawnSync(process.execPath, ["--import", loader, main, ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(r.status ?? 1);
