/**
 * What a library item of the largest size costs the server on its event loop: a 250 KB YAML
 * import (`POST /api/library` with `yaml`), its pack checked as JSON (`pack`, `PUT`, `check`),
 * and the YAML export, median of 7 runs each after a warm-up; then how long `/health` waits while
 * five such imports go through a real server, its packs checked on the upload worker (as
 * `kassen serve` does) and, for comparison, on the event loop.
 *
 *   node --import tsx bench/library-pack.ts
 */
import { acceptPack } from "../src/server/library/library-pack.ts";
import { packYaml } from "../src/server/library/pack-yaml.ts";
import { bigPackScenario } from "./big-pack.ts";
import { median } from "./median.ts";

/** The big pack scenario's pack alone, as YAML (its `content[0]`, a `system:` first). */
function bigPackYaml(tag: string): string {
  const text = bigPackScenario(tag);
  const body = text.slice(text.indexOf("  - cards:\n") + 4, text.indexOf("setup:"));
  return `system: vision\n${body.replace(/^ {4}/gm, "")}`;
}

function timed(f: () => void): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}

const runs = (f: (i: number) => void): number => {
  f(-1);
  return median(Array.from({ length: 7 }, (_, i) => timed(() => f(i))));
};

const yaml = bigPackYaml("b");
const pack = acceptPack({ system: "vision", kind: "cards", title: "t", yaml }).pack;
console.log(
  `pack: ${yaml.length} bytes of YAML, ${JSON.stringify(pack).length} of JSON, ${(pack.cards as unknown[]).length} cards`,
);
const imp = runs((i) =>
  acceptPack({
    system: "vision",
    kind: "cards",
    title: "t",
    yaml: yaml.replaceAll("zq-b-", `zq-${i + 2}-`),
  }),
);
const json = runs(() => acceptPack({ system: "vision", kind: "cards", title: "t", pack }));
const out = runs(() => packYaml(pack));
console.log(`import (YAML parse + check): ${imp.toFixed(1)} ms`);
console.log(`save/check (JSON pack check): ${json.toFixed(1)} ms`);
console.log(`export (YAML stringify): ${out.toFixed(1)} ms`);

// The same imports through a real server: how long `/health` waits meanwhile, with the packs
// checked on the upload worker (as `kassen serve` runs) and, for comparison, in the event loop.
const { mkdtempSync, rmSync } = await import("node:fs");
const { tmpdir } = await import("node:os");
const { join } = await import("node:path");
const { startServer } = await import("../src/server/start-server.ts");
const { buildApp } = await import("../src/server/app.ts");
const { openStore } = await import("../src/server/store/open-store.ts");

/** `/health` times (ms), one request after another, while `n` 250 KB imports are made. */
async function healthDuringImports(base: string, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    let done = false;
    const body = JSON.stringify({
      system: "vision",
      kind: "cards",
      title: "big",
      yaml: yaml.replaceAll("zq-b-", `zq-s${i}-`),
    });
    const work = fetch(`${base}/api/library`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    }).then(async (r) => {
      if (r.status !== 201) throw new Error(`import: ${r.status} ${await r.text()}`);
      done = true;
    });
    while (!done) {
      const t = performance.now();
      await (await fetch(`${base}/health`)).json();
      times.push(performance.now() - t);
    }
    await work;
  }
  return times.sort((a, b) => a - b);
}

const line = (label: string, xs: number[]) => {
  const at = (q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))].toFixed(1);
  console.log(
    `${label}: ${xs.length} /health requests, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
  );
};

const dir = mkdtempSync(join(tmpdir(), "kassen-bench-library-"));
try {
  const served = await startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir: dir,
    logLevel: "silent",
    botThreads: 1,
  });
  await healthDuringImports(served.url, 1);
  line("/health during 5 imports, upload worker", await healthDuringImports(served.url, 5));
  await served.app.close();
  const store = await openStore({ dataDir: join(dir, "in-thread") });
  const { app } = await buildApp({ store, decide: async () => "" });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  await healthDuringImports(base, 1);
  line("/health during 5 imports, in the event loop", await healthDuringImports(base, 5));
  await app.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
