/**
 * The event loop stays free while uploads are parsed: `/health` is polled, one request after
 * another, while 250 KB content packs are uploaded through the real server (a table's scenario
 * and the lobby's seats question). Parsed on the event loop, each upload held every request for
 * its whole parse (0.5–3 s): a handful of requests, each seconds long. On a worker, `/health`
 * waits only for the table's own start (merging the pack, 10–40 ms, and writing its row). The
 * bound here is generous for a shared machine; the bench (`npm run bench -- --only packs`)
 * reports the figures.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { bigPackScenario } from "../../bench/big-pack.ts";
import { createTable, post, startTestServer, type TestServer } from "./server-helpers.ts";

/** Milliseconds `/health` took, one request after another, until `work` settles. */
async function pollDuring(base: string, work: Promise<unknown>): Promise<number[]> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  const out: number[] = [];
  while (!done) {
    const t0 = performance.now();
    const r = await fetch(`${base}/health`);
    await r.json();
    out.push(performance.now() - t0);
  }
  await settled;
  return out;
}

describe("uploads do not hold the event loop", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  it("/health answers while 250 KB packs are parsed", { timeout: 300_000 }, async (t) => {
    // Warm: the worker started and the loader's code compiled (not what is measured).
    await createTable(s.url, { system: "vision", scenario: bigPackScenario("warm") });
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const text = bigPackScenario(`up${i}`);
      times.push(
        ...(await pollDuring(s.url, createTable(s.url, { system: "vision", scenario: text }))),
      );
      const seats = post(s.url, "/api/scenarios/seats", { system: "vision", scenario: text });
      times.push(...(await pollDuring(s.url, seats)));
      assert.equal((await seats).status, 200);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    t.diagnostic(
      `/health during uploads: ${times.length} requests, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
    );
    // Polled all through the uploads, not once after each.
    assert.ok(times.length >= 30, `${times.length} /health requests during 6 uploads`);
    // p99, not the slowest: a table's start (its pack merged, its row written and fsynced) still
    // runs on the event loop, once per upload, and a loaded machine stretches that moment.
    assert.ok(at(0.99) < 300, `/health p99 ${at(0.99).toFixed(0)} ms`);
  });
});
