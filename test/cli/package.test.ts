/**
 * `npm install kassen` gives a working program: the project packed as npm publishes it (its
 * prepack builds the CLI bundle and the browser table), installed into an empty folder with
 * `--omit=dev` — so without esbuild, tsx or Vite — runs a shipped example, a simulation on
 * worker threads, and `kassen serve` with its lobby page, building nothing at run time.
 *
 * It installs from the npm registry; it is never skipped. Compiling better-sqlite3 from source
 * (its prebuilt download cannot be fetched here) takes minutes on 2 cores, so `npm test` installs
 * with `--ignore-scripts` and puts this checkout's own compiled better-sqlite3 binary (same Node,
 * same machine) where the install script would have; `KASSEN_FULL_INSTALL=1` (`npm run
 * test:stress`, which CI runs too) installs as a user does, compiling it.
 */
import assert from "node:assert/strict";
import { type SpawnSyncReturns, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { PACKAGE_VERSION } from "../../src/shared/version.ts";
import { ROOT, tempDir } from "./cli-helpers.ts";

/** Packages that build things: a developer's, never an installed package's. */
const BUILD_TOOLS = ["esbuild", "tsx", "vite", "vite-plugin-solid", "solid-js"];

/**
 * The environment for npm and for the installed program: no npm_* variables of an npm that
 * started this test run (`npm test` sets npm_config_* that would change what npm does here),
 * and no KASSEN_* settings of the developer's.
 */
const ENV: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries({ ...process.env, NO_COLOR: "1" }).filter(
    ([k]) => !k.toLowerCase().startsWith("npm_") && !k.startsWith("KASSEN_"),
  ),
);

/** Runs a command to its end (at most `ms`), failing the test with its output when it fails. */
function run(cmd: string, args: string[], cwd: string, ms: number): SpawnSyncReturns<string> {
  const r = spawnSync(cmd, args, { cwd, env: ENV, encoding: "utf8", timeout: ms });
  assert.equal(
    r.status,
    0,
    `${cmd} ${args.join(" ")} (exit ${r.status}, ${r.signal ?? "no signal"}):\n${r.stdout}\n${r.stderr}`,
  );
  return r;
}

/** Every file under `dir`, relative to it. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" });
}

describe("the packed package, installed with --omit=dev", { timeout: 20 * 60_000 }, () => {
  const tmp = tempDir("package");
  const app = join(tmp.dir, "app");
  const pkg = join(app, "node_modules", "kassen");
  const bin = join(app, "node_modules", ".bin", "kassen");
  let tarball = "";
  let installOutput = "";

  before(() => {
    const packDir = join(tmp.dir, "pack");
    mkdirSync(packDir);
    run("npm", ["pack", "--pack-destination", packDir], ROOT, 5 * 60_000);
    const tgz = readdirSync(packDir).filter((f) => f.endsWith(".tgz"));
    assert.equal(tgz.length, 1, `one tarball: ${tgz.join(", ")}`);
    tarball = join(packDir, tgz[0]);
    mkdirSync(app);
    writeFileSync(join(app, "package.json"), '{ "name": "app", "private": true }\n');
    const started = Date.now();
    const full = process.env.KASSEN_FULL_INSTALL === "1";
    const r = run(
      "npm",
      [
        "install",
        "--omit=dev",
        "--no-audit",
        "--no-fund",
        ...(full ? [] : ["--ignore-scripts"]),
        tarball,
      ],
      app,
      15 * 60_000,
    );
    installOutput = `${r.stdout}${r.stderr}`;
    if (!full) {
      // The one install script that matters: better-sqlite3's native binding, built already for
      // this Node in the checkout's node_modules.
      const built = join("node_modules", "better-sqlite3", "build", "Release");
      cpSync(join(ROOT, built, "better_sqlite3.node"), join(app, built, "better_sqlite3.node"));
    }
    console.log(
      `# npm install --omit=dev${full ? "" : " --ignore-scripts"} took ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });

  after(() => tmp.cleanup());

  it("packs the built program and what it loads, not the sources or build tools", () => {
    const listed = run("tar", ["tzf", tarball], tmp.dir, 60_000).stdout.trim().split("\n");
    const files = new Set(listed.map((f) => f.replace(/^package\//, "")));
    for (const f of [
      "bin/kassen.mjs",
      "dist/kassen.mjs",
      "dist/sim-worker.mjs",
      "dist/bot-worker.mjs",
      "dist/yaml-cache.json",
      "dist/web/index.html",
      "src/systems/vision/content/characters.yaml",
      "scenarios/vision/examples/blocked-attack.yaml",
      "schemas/scenario.schema.json",
      "docs/scenarios.md",
      "README.md",
    ])
      assert.ok(files.has(f), `${f} is packed`);
    // Every content file the systems load from beside their (bundled) sources.
    const content = filesIn(join(ROOT, "src")).filter((f) => f.endsWith(".yaml"));
    assert.ok(content.length >= 8);
    for (const f of content) assert.ok(files.has(`src/${f}`), `src/${f} is packed`);
    const unwanted = [...files].filter(
      (f) =>
        f.endsWith(".ts") ||
        /^(scripts|test|bench|web)\//.test(f) ||
        /^dist\/(bench\.mjs|stamp\.json|\.)/.test(f),
    );
    assert.deepEqual(unwanted, [], "no sources, tests, bench, build scripts or build leftovers");
    const manifest = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8"));
    for (const tool of BUILD_TOOLS)
      assert.equal(manifest.dependencies?.[tool], undefined, `${tool} is not a dependency`);
  });

  it("installs without the build tools, and without an engine warning", () => {
    for (const tool of BUILD_TOOLS)
      assert.ok(!existsSync(join(app, "node_modules", tool)), `${tool} is not installed`);
    assert.ok(existsSync(bin), "the kassen command is installed");
    // Node 20 is enough for every package installed: cookie 2 (fastify → light-my-request ≥ 6.8)
    // wants Node 22, hence our light-my-request pin (README, "Install").
    assert.doesNotMatch(installOutput, /EBADENGINE/, installOutput);
  });

  it("prints its version", () => {
    const r = run(bin, ["--version"], app, 60_000);
    assert.match(r.stdout, new RegExp(`^kassen ${PACKAGE_VERSION.replaceAll(".", "\\.")} `));
  });

  it("runs a shipped example scenario and simulates on worker threads", () => {
    const example = join("node_modules", "kassen", "scenarios", "vision", "examples");
    const played = run(
      bin,
      ["run", join(example, "blocked-attack.yaml"), "--lang", "en"],
      app,
      60_000,
    );
    assert.match(played.stdout, /Combat ends/);
    const sim = run(
      bin,
      ["sim", "geo-march", "-n", "6", "--workers", "2", "--json", "--no-progress"],
      app,
      120_000,
    );
    assert.equal(JSON.parse(sim.stdout).battles, 6);
  });

  it("serves the lobby and its script, built when it was packed", async () => {
    const data = join(tmp.dir, "data");
    const child = spawn(bin, ["serve", "--port", "0", "--data", data, "--log-level", "warn"], {
      cwd: app,
      env: ENV,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += String(d);
    });
    child.stderr.on("data", (d) => {
      out += String(d);
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      const deadline = Date.now() + 60_000;
      let url = "";
      while (url === "") {
        const m = /^Kassen table: (http:\/\/\S+)/m.exec(out);
        if (m !== null) url = m[1].replace("//localhost:", "//127.0.0.1:");
        else if (child.exitCode !== null || Date.now() > deadline)
          assert.fail(`kassen serve did not start:\n${out}`);
        else await new Promise((r) => setTimeout(r, 50));
      }
      const health = await fetch(`${url}/health`);
      assert.equal(health.status, 200);
      assert.equal((await health.json()).ok, true);
      const lobby = await fetch(`${url}/`);
      assert.equal(lobby.status, 200);
      const html = await lobby.text();
      const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html);
      assert.ok(script !== null, `the lobby page names its script:\n${html}`);
      const js = await fetch(`${url}${script[1]}`);
      assert.equal(js.status, 200);
      assert.match(js.headers.get("content-type") ?? "", /javascript/);
      assert.ok((await js.text()).length > 1000);
      assert.doesNotMatch(out, /not built/, out);
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
    // Nothing was built at run time beside the installed program.
    assert.deepEqual(
      filesIn(join(pkg, "dist")).filter((f) => f.startsWith(".") || f === "stamp.json"),
      [],
    );
    assert.ok(!existsSync(join(pkg, "web")), "no web/ build folder");
  });
});
