/**
 * Strangers' packs do not stay: 60 tables, each uploaded through the real server with its own
 * 250 KB content pack, played to their first state and left (no socket, no bot: dropped from
 * memory). The server's heap afterwards is within the content cache's budget and some slack of
 * where it was: it used to keep every merged content for good (~1.5 MB a pack, ~90 MB here).
 * Heap after a full collection (`gc`, exposed for this process), not RSS, which V8 returns late.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { bigPackScenario } from "../../bench/big-pack.ts";
import { type RunningServer, startServer } from "../../src/server/start-server.ts";
import { DEFAULT_CONTENT_BUDGET } from "../../src/systems/shared/content-store.ts";
import { VISION_STORE } from "../../src/systems/vision/content/index.ts";
import { createTable, tokenOf } from "./server-helpers.ts";
import { isState, WsClient } from "./ws-client.ts";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Heap used after full collections, in MB (finalizers get a turn between them). */
async function heapMb(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 20));
  }
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** Uploads a pack table, plays it to its first state as p1, and leaves it. */
async function packTable(s: RunningServer, tag: string): Promise<void> {
  const t = await createTable(s.url, { system: "vision", scenario: bigPackScenario(tag) });
  const c = await WsClient.open(s.url, t.id);
  c.send({ hello: tokenOf(t, "p1") });
  const m = (await c.next(isState())).msg;
  // The table's own pack names its cards (the content came back whole when it was needed).
  assert.ok(
    Object.values(m.defs).some((d) => d.name.startsWith(`Zq ${tag} 0x`)),
    `table ${tag} names its pack's card`,
  );
  await c.close();
}

describe("pack tables do not stay in memory", { timeout: 600_000 }, () => {
  let s: RunningServer;
  const dir = mkdtempSync(join(tmpdir(), "kassen-packs-"));
  before(async () => {
    // As the test server, but 61 tables from one address in a minute or two (no allowance).
    s = await startServer({
      port: 0,
      host: "127.0.0.1",
      dataDir: dir,
      logLevel: "silent",
      botThreads: 1,
      tablesPerMinute: 0,
    });
  });
  after(async () => {
    await s.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("60 uploaded 250 KB packs, tables left: the heap comes back within the content budget", async (t) => {
    // Warm: code loaded, the bot worker started, the first table's caches made.
    await packTable(s, "warm");
    const start = await heapMb();
    for (let i = 0; i < 60; i++) await packTable(s, `t${i}`);
    // Dropped once their last socket left.
    for (let i = 0; i < 250 && s.hub.held > 0; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(s.hub.held, 0, "no table held");
    const end = await heapMb();
    const budget = DEFAULT_CONTENT_BUDGET / 2 ** 20;
    const kept = VISION_STORE.kept();
    t.diagnostic(
      `heap ${start.toFixed(1)} → ${end.toFixed(1)} MB; content kept ${JSON.stringify(kept)}`,
    );
    assert.ok(kept.bytes <= DEFAULT_CONTENT_BUDGET, `${kept.bytes} bytes of content kept`);
    // The content cache's budget, plus 24 MB for everything else that varies (the other
    // bounded caches, V8's own). Keeping every pack's content would be ~90 MB.
    assert.ok(
      end - start <= budget + 24,
      `heap ${start.toFixed(1)} → ${end.toFixed(1)} MB after 60 pack tables (budget ${budget} MB + 24)`,
    );
  });
});
