/**
 * The browser table's build: web/ built by Vite into web/dist/<stamp>/, on demand, like the CLI
 * bundle (scripts/bundle.mjs): `kassen serve` and the browser tests call freshWeb() and get the
 * folder of a build made from the sources as they are now, so a fresh clone's `npm start` needs
 * no build step and a stale client is never served.
 *
 * Each build goes to a folder named by its stamp (the sources' count, size and newest change):
 * a process that finds the folder uses it; two processes building at once (test files run in
 * parallel) each build into a private folder and rename it into place — one rename wins, the
 * other's build is dropped — so nobody ever serves a half-written build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Every file under `dir` (names starting with "." and the dist folder left out). */
function filesUnder(dir, out = []) {
  let entries = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name.startsWith(".") || e.name === "dist" || e.name === "node_modules") continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) filesUnder(p, out);
    else out.push(p);
  }
  return out;
}

/**
 * What the client is built from: web/ (but its dist), src/ (the client imports the protocol's
 * types and a few of the engine's plain modules: languages, limits, terms), this script and the
 * lock file (a new Vite or Solid builds differently).
 */
export function webStamp(root) {
  const files = filesUnder(join(root, "web"));
  filesUnder(join(root, "src"), files);
  files.push(fileURLToPath(import.meta.url), join(root, "package-lock.json"));
  const h = createHash("sha1");
  for (const file of files.sort()) {
    // An installed package has no lock file: a missing file is simply not part of the stamp.
    const st = statSync(file, { throwIfNoEntry: false });
    if (st !== undefined) h.update(`${file}:${st.size}:${st.mtimeMs}\n`);
  }
  return h.digest("hex").slice(0, 16);
}

/** Builds web/ into `outDir` with Vite (its config file: web/vite.config.ts). */
async function viteBuild(root, outDir) {
  const { build } = await import("vite");
  await build({
    configFile: join(root, "web", "vite.config.ts"),
    root: join(root, "web"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
}

/** Removes built folders other than `keep` (an older build a running server may still serve is
 * only removed when it is over a minute old). */
function pruneBuilds(dist, keep) {
  for (const name of readdirSync(dist)) {
    if (name === keep) continue;
    const p = join(dist, name);
    try {
      if (Date.now() - statSync(p).mtimeMs > 60_000) rmSync(p, { recursive: true, force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

/**
 * The folder of a build of web/ as it is now, built first when there is none. Throws when Vite
 * fails (the message names the file and line, as Vite reports it).
 */
export async function freshWeb(root) {
  const dist = join(root, "web", "dist");
  const stamp = webStamp(root);
  const dir = join(dist, stamp);
  if (existsSync(join(dir, "index.html"))) return dir;
  const tmp = join(dist, `.build-${process.pid}-${Date.now()}`);
  try {
    await viteBuild(root, tmp);
    try {
      renameSync(tmp, dir);
    } catch (err) {
      // Another process renamed its build into place first: use that one.
      if (!existsSync(join(dir, "index.html"))) throw err;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  pruneBuilds(dist, stamp);
  return dir;
}

// `node scripts/web-build.mjs` builds it by hand and prints where.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  console.log(await freshWeb(root));
}
