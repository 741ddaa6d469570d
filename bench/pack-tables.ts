/**
 * Strangers' content packs against `kassen serve` (a child process, SQLite in a fresh folder):
 *
 * - `/health` polled one request after another while 250 KB packs are uploaded (a table's
 *   scenario and the lobby's seats question): how long the event loop is held by an upload;
 * - the server's RSS after N pack tables (each its own 250 KB pack) were created, played to
 *   their first state and left, against an idle server's: what strangers' content costs once
 *   their tables are gone.
 *
 * `npm run bench -- --only packs` (about two minutes; not in the default set), `--pack-tables N`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import WebSocket from "ws";
import { bigPackScenario } from "./big-pack.ts";
import { startServerProcess } from "./server-process.ts";

/** What the pack bench measured. */
export interface PackBench {
  uploads: number;
  healthRequests: number;
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  tables: number;
  rssIdleMb: number;
  rssAfterMb: number;
  rssPeakMb: number;
}

async function post(url: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const r = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const b = (await r.json()) as Record<string, unknown>;
  if (r.status >= 300) throw new Error(`${path}: ${r.status} ${JSON.stringify(b)}`);
  return b;
}

/** Makes a pack table, says hello as its first seat until the first state, and leaves. */
async function packTable(url: string, tag: string): Promise<void> {
  const t = (await post(url, "/api/tables", {
    system: "vision",
    scenario: bigPackScenario(tag),
  })) as { id: string; seats: { token?: string }[] };
  const ws = new WebSocket(`${url.replace(/^http/, "ws")}/api/tables/${t.id}/ws`);
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const state = new Promise<void>((resolve) =>
    ws.on("message", (d) => {
      if ((JSON.parse(String(d)) as { type: string }).type === "state") resolve();
    }),
  );
  ws.send(JSON.stringify({ hello: t.seats.find((s) => s.token !== undefined)?.token }));
  await state;
  const closed = new Promise<void>((resolve) => ws.once("close", () => resolve()));
  ws.close();
  await closed;
}

/** Milliseconds `/health` took, one request after another, until `work` settles. */
async function pollDuring(url: string, work: Promise<unknown>, out: number[]): Promise<void> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  while (!done) {
    const t0 = performance.now();
    await (await fetch(`${url}/health`)).json();
    out.push(performance.now() - t0);
  }
  await settled;
}

/** Runs the bench with `tables` pack tables. */
export async function benchPackTables(tables: number): Promise<PackBench> {
  const dataDir = mkdtempSync(join(tmpdir(), "kassen-bench-packs-"));
  const s = await startServerProcess({ dataDir });
  try {
    // Warm: the loader compiled, one pack table made; past the upload worker's idle end (2 s).
    await packTable(s.url, "warm");
    await new Promise((r) => setTimeout(r, 3000));
    const rssIdle = s.rss();
    const times: number[] = [];
    const uploads = 4;
    for (let i = 0; i < uploads / 2; i++) {
      const text = bigPackScenario(`up${i}`);
      await pollDuring(
        s.url,
        post(s.url, "/api/tables", { system: "vision", scenario: text }),
        times,
      );
      await pollDuring(
        s.url,
        post(s.url, "/api/scenarios/seats", { system: "vision", scenario: text }),
        times,
      );
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    let peak = s.rss();
    for (let i = 0; i < tables; i++) {
      await packTable(s.url, `t${i}`);
      peak = Math.max(peak, s.rss());
    }
    // Tables are dropped when their last socket leaves; the upload worker ends 2 s after the
    // last upload; give V8 a moment to collect.
    await new Promise((r) => setTimeout(r, 4000));
    const mb = (b: number) => b / 2 ** 20;
    return {
      uploads,
      healthRequests: times.length,
      healthP50Ms: at(0.5),
      healthP99Ms: at(0.99),
      healthMaxMs: at(1),
      tables,
      rssIdleMb: mb(rssIdle),
      rssAfterMb: mb(s.rss()),
      rssPeakMb: mb(peak),
    };
  } finally {
    await s.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
