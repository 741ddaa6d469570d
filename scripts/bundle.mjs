/**
 * The CLI bundle: src/cli/main.ts, the simulation worker and the table server's bot worker, each bundled by esbuild into one
 * file under dist/. Loading ~250 TypeScript modules through tsx's loader hooks costs a second or
 * more per process (and per sim worker); one plain JavaScript file starts in a fraction of that.
 * bin/kassen.mjs builds it on demand — the first run after any source change rebuilds it (about
 * a second, most of it parsing the YAML below) — so there is no build step to forget, and a
 * stale bundle is never run.
 *
 * It also writes dist/yaml-cache.json: every YAML file under src/ and scenarios/ parsed ahead of
 * time, keyed by the SHA-1 of its text (see src/systems/shared/parsed-yaml-cache.ts; the launcher
 * names it in KASSEN_YAML_CACHE).
 *
 * Packages stay external (resolved from node_modules as usual). Every `import.meta.url` in the
 * sources is rewritten to its source file's URL, relative to the bundle: content folders, the
 * scenarios folder and the like are still found next to the sources they belong to.
 */

import { createHash } from "node:crypto";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";

/** Every file under `dir` whose name ends with `ext`. */
function filesUnder(dir, ext, out = []) {
  let entries = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) filesUnder(p, ext, out);
    else if (e.name.endsWith(ext)) out.push(p);
  }
  return out;
}

/**
 * The YAML cache: SHA-1 of each text → its parsed value as JSON. Files that do not parse, or
 * whose value JSON would change (.inf, .nan), are left out: they are parsed at load as usual.
 */
async function yamlCache(root) {
  const { parse } = await import("yaml");
  const out = {};
  for (const dir of ["src", "scenarios"]) {
    for (const file of filesUnder(join(root, dir), ".yaml")) {
      const text = readFileSync(file, "utf8");
      let value;
      try {
        value = parse(text);
      } catch {
        continue;
      }
      const json = JSON.stringify(value ?? null);
      if (!isDeepStrictEqual(JSON.parse(json), value ?? null)) continue;
      // The key yamlCacheKey (src/systems/shared/parsed-yaml-cache.ts) computes; a plain script
      // cannot import TypeScript, and test/cli/bundle.test.ts checks the two agree.
      out[createHash("sha1").update(text).digest("hex")] = json;
    }
  }
  return out;
}

/**
 * What the bundle is built from: every .ts under src/ and bench/ and this script (count, total
 * size, newest change).
 */
export function sourceStamp(root) {
  let bytes = 0;
  let newest = 0;
  const files = filesUnder(join(root, "src"), ".ts");
  filesUnder(join(root, "bench"), ".ts", files);
  files.push(fileURLToPath(import.meta.url));
  for (const file of files) {
    const st = statSync(file);
    bytes += st.size;
    if (st.mtimeMs > newest) newest = st.mtimeMs;
  }
  return `${files.length}:${bytes}:${newest}:${process.version}`;
}

/**
 * The bundles: the CLI, the sim worker, the bot pool's worker, and the bench (which then
 * measures the code users run).
 */
const ENTRIES = {
  kassen: "src/cli/main.ts",
  "sim-worker": "src/sim/worker.ts",
  "bot-worker": "src/server/bots/bot-worker.ts",
  bench: "bench/run.ts",
};

/** Rewrites `import.meta.url` in a source file to that file's URL, seen from `outDir`. */
function sourceUrls(outDir) {
  return {
    name: "source-urls",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const text = readFileSync(args.path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        const rel = relative(outDir, args.path).split(sep).join("/");
        const url = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
        return { contents: text.replaceAll("import.meta.url", url), loader: "ts" };
      });
    },
  };
}

/**
 * Builds the bundles of ENTRIES and the YAML cache for the sources as they are now (`stamp`:
 * their sourceStamp, when the caller has just taken it), then writes dist/stamp.json. Files are
 * written beside their final names and renamed into place, so a process starting meanwhile (or
 * a second build racing this one) never reads half a file.
 */
export async function buildBundle(root, outDir = join(root, "dist"), stamp = sourceStamp(root)) {
  const { build } = await import("esbuild");
  const tmp = join(outDir, `.build-${process.pid}-${Date.now()}`);
  mkdirSync(tmp, { recursive: true });
  try {
    await build({
      entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([k, v]) => [k, join(root, v)])),
      outdir: tmp,
      outExtension: { ".js": ".mjs" },
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      // The bench imports this script; it stays a file of its own (its import.meta.url matters).
      external: ["../scripts/bundle.mjs"],
      logLevel: "silent",
      plugins: [sourceUrls(outDir)],
    });
    for (const name of Object.keys(ENTRIES)) {
      renameSync(join(tmp, `${name}.mjs`), join(outDir, `${name}.mjs`));
    }
    writeFileSync(join(tmp, "yaml-cache.json"), JSON.stringify(await yamlCache(root)));
    renameSync(join(tmp, "yaml-cache.json"), join(outDir, "yaml-cache.json"));
    writeFileSync(join(tmp, "stamp.json"), JSON.stringify({ stamp }));
    renameSync(join(tmp, "stamp.json"), join(outDir, "stamp.json"));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return stamp;
}

/**
 * The bundle's entry file, built first if missing or older than the sources; null when it
 * cannot be built (esbuild missing or failing): the caller then runs the sources with tsx.
 */
export async function freshBundle(root, outDir = join(root, "dist")) {
  const entry = join(outDir, "kassen.mjs");
  const stamp = sourceStamp(root);
  try {
    const built = JSON.parse(readFileSync(join(outDir, "stamp.json"), "utf8")).stamp;
    if (built === stamp) return entry;
  } catch {
    // No bundle yet: build it.
  }
  try {
    await buildBundle(root, outDir, stamp);
    return entry;
  } catch (err) {
    if (process.env.KASSEN_DEBUG) console.error(`kassen: bundle not built: ${err?.message ?? err}`);
    return null;
  }
}

/**
 * Points this process at the files built beside the bundle's `entry`: the YAML cache, named in
 * the environment before any content loads (so sim worker threads inherit it). Returns the URL of
 * the bundled sim worker, for setSimWorkerUrl.
 */
export function useBundleFiles(entry) {
  process.env.KASSEN_YAML_CACHE = join(dirname(entry), "yaml-cache.json");
  return pathToFileURL(join(dirname(entry), "sim-worker.mjs"));
}

/** The URL of the bundled bot worker beside the bundle's `entry`, for setBotWorkerUrl. */
export function bundledBotWorker(entry) {
  return pathToFileURL(join(dirname(entry), "bot-worker.mjs"));
}

// `node scripts/bundle.mjs` builds it by hand.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  console.log(`built dist/ (${await buildBundle(root)})`);
}
