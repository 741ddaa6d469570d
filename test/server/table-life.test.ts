/**
 * A table's life over the protocol: reconnecting with the last seq seen, the KP's take-back,
 * an operator closing the table, the replay of a finished table, and a graceful shutdown.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { playReplay, type Replay, UNDO } from "../../src/engine/index.ts";
import type { StateMessage } from "../../src/server/protocol/server-messages.ts";
import { SYSTEMS } from "../../src/systems/registry.ts";
import {
  createTable,
  get,
  startTestServer,
  stored,
  type TestServer,
  tokenOf,
} from "./server-helpers.ts";
import { spawnServer } from "./server-process.ts";
import { isError, isState, WsClient } from "./ws-client.ts";

describe("a table's life", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  /** Plays `n` choices at a vision table through p1/p2 sockets; returns the sockets. */
  async function playVision(n: number) {
    const t = await createTable(s.url, { system: "vision" });
    const c = { p1: await WsClient.open(s.url, t.id), p2: await WsClient.open(s.url, t.id) };
    c.p1.send({ hello: tokenOf(t, "p1") });
    c.p2.send({ hello: tokenOf(t, "p2") });
    let m = (await c.p1.next(isState())).msg;
    for (let seq = 0; seq < n; seq++) {
      const who = m.waitingFor as "p1" | "p2";
      const st = (await c[who].next(isState(seq))).msg;
      c[who].send({ choose: st.options[st.options.length - 1].id, seq });
      m = (await c.p1.next(isState(seq + 1))).msg;
      await c.p2.next(isState(seq + 1));
    }
    return { t, c, last: m };
  }

  it("resends only the log lines after the seq a reconnecting client saw", async () => {
    const { t, c } = await playVision(6);
    const lines = (cl: WsClient) =>
      cl.messages.flatMap((m) =>
        m.type === "state" ? (m.logReset ? [] : m.log.map((l) => l.text)) : [],
      );
    const first = c.p2.messages.find(isState()) as StateMessage;
    const all = [...first.log.map((l) => l.text), ...lines(c.p2)];
    await c.p2.close();
    const again = await WsClient.open(s.url, t.id);
    again.send({ hello: tokenOf(t, "p2"), seq: 3 });
    const r = (await again.next(isState())).msg;
    assert.equal(r.seq, 6);
    assert.equal(r.logReset, false);
    // What it gets is exactly the tail of the log it had seen in full.
    assert.ok(r.log.length > 0 && r.log.length < all.length);
    assert.deepEqual(
      r.log.map((l) => l.text),
      all.slice(all.length - r.log.length),
    );
    const fresh = await WsClient.open(s.url, t.id);
    fresh.send({ hello: tokenOf(t, "p2") });
    const f = (await fresh.next(isState())).msg;
    assert.equal(f.logReset, true);
    assert.deepEqual(
      f.log.map((l) => l.text),
      all,
    );
    for (const x of [c.p1, again, fresh]) await x.close();
  });

  it("lets the KP take back the last decision, and only the KP", async () => {
    const t = await createTable(s.url, { system: "magical-girl", lang: "en" });
    const c: Record<string, WsClient> = {};
    for (const seat of ["kp", "p1", "p2"]) {
      c[seat] = await WsClient.open(s.url, t.id);
      c[seat].send({ hello: tokenOf(t, seat) });
    }
    const first = (await c.kp.next(isState())).msg.waitingFor as string;
    const m0 = (await c[first].next(isState())).msg;
    assert.equal((await c.p1.next(isState())).msg.mayUndo, false, "nothing to take back yet");
    c[first].send({ choose: m0.options[0].id, seq: 0 });
    const k1 = (await c.kp.next(isState(1))).msg;
    assert.equal(k1.mayUndo, true);
    c.p1.send({ undo: true, seq: 1 });
    assert.equal((await c.p1.next(isError("not-allowed"))).msg.code, "not-allowed");
    c.kp.send({ undo: true, seq: 1 });
    const back = (await c[first].next(isState(2))).msg;
    assert.equal(back.logReset, true, "after a take-back the log is sent whole");
    assert.equal(back.waitingFor, first);
    assert.deepEqual(back.options, m0.options, "the same decision is offered again");
    assert.ok(back.log.some((l) => l.event.t === "take-back"));
    const rows = await s.hub.store.choices(t.id);
    assert.deepEqual(
      rows.map((r) => [r.seat, r.option]),
      [
        [first, m0.options[0].id],
        ["kp", UNDO],
      ],
    );
    // Nothing left to take back (the one decision is undone already): refused, nothing stored.
    assert.equal(back.mayUndo, false);
    c.kp.send({ undo: true, seq: 2 });
    assert.equal((await c.kp.next(isError("not-allowed"))).msg.code, "not-allowed");
    assert.equal((await s.hub.store.choices(t.id)).length, 2);
    for (const x of Object.values(c)) await x.close();
  });

  it("refuses a closed table's sockets and choices", async () => {
    const { t, c, last } = await playVision(1);
    await s.hub.store.setStatus(t.id, "closed");
    const who = last.waitingFor === "p1" ? c.p1 : c.p2;
    const st = (await who.next(isState(1))).msg;
    who.send({ choose: st.options[0].id, seq: 1 });
    assert.equal((await who.next(isError("closed"))).msg.code, "closed");
    assert.equal((await stored(s, t.id)).seq, 1);
    const late = await WsClient.open(s.url, t.id);
    late.send({ hello: tokenOf(t, "p1") });
    assert.equal((await late.next(isError())).msg.code, "bad-token");
    for (const x of [c.p1, c.p2, late]) await x.close();
  });

  it("gives a finished table's replay to its link holders only, and it replays", async () => {
    const t = await createTable(s.url, {
      system: "vision",
      seats: { p1: { kind: "bot", bot: "random" }, p2: { kind: "bot", bot: "random" } },
    });
    const watch = await WsClient.open(s.url, t.id);
    watch.send({ hello: t.spectator.token });
    const early = await get(s.url, `/api/tables/${t.id}/replay`, t.spectator.token);
    const end = await watch.next(
      (m): m is StateMessage => m.type === "state" && m.result !== null,
      0,
      60_000,
    );
    if (end.msg.seq > 3) assert.ok([409, 200].includes(early.status));
    assert.equal((await get(s.url, `/api/tables/${t.id}/replay`)).status, 403);
    const r = await get(s.url, `/api/tables/${t.id}/replay`, t.spectator.token);
    assert.equal(r.status, 200);
    const replay = r.body as unknown as Replay;
    assert.equal(replay.choices.length, end.msg.seq);
    assert.equal(playReplay(SYSTEMS.vision, replay).hash(), replay.finalHash);
    await watch.close();
  });

  it("refuses the replay of a battle still going", async () => {
    const { t, c } = await playVision(2);
    const r = await get(s.url, `/api/tables/${t.id}/replay`, tokenOf(t, "p1"));
    assert.equal(r.status, 409);
    assert.match(r.body.error, /still going/);
    for (const x of [c.p1, c.p2]) await x.close();
  });
});

describe("graceful shutdown", () => {
  it("closes sockets with a reason and exits 0 on SIGTERM", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(join(tmpdir(), "kassen-term-"));
    const srv = await spawnServer(["--data", dir]);
    const t = await createTable(srv.url, { system: "vision" });
    const c = await WsClient.open(srv.url, t.id);
    c.send({ hello: tokenOf(t, "p1") });
    await c.next(isState());
    srv.child.kill("SIGTERM");
    assert.equal(await srv.exited, 0);
    for (let i = 0; i < 100 && c.closed === null; i++) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(c.closed, { code: 1001, reason: "server shutting down" });
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("heartbeat", () => {
  it("drops a socket that stops answering pings and keeps one that answers", async () => {
    const s = await startTestServer(undefined, 100);
    try {
      const t = await createTable(s.url, { system: "vision" });
      const live = await WsClient.open(s.url, t.id);
      const dead = await WsClient.open(s.url, t.id, { autoPong: false });
      live.send({ hello: tokenOf(t, "p1") });
      dead.send({ hello: tokenOf(t, "p2") });
      await live.next(isState());
      await dead.next(isState());
      for (let i = 0; i < 100 && dead.closed === null; i++)
        await new Promise((r) => setTimeout(r, 20));
      assert.notEqual(dead.closed, null, "the silent socket was dropped");
      assert.equal(live.closed, null, "the answering socket is kept");
      await live.close();
    } finally {
      await s.stop();
    }
  });
});

describe("a restart", () => {
  it("lets a table where only bots sit play on after kill -9", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(join(tmpdir(), "kassen-resume-"));
    let srv = await spawnServer(["--data", dir]);
    try {
      const t = await createTable(srv.url, {
        system: "ygo-trpg",
        seats: {
          p1: { kind: "bot", bot: "mcts:30" },
          p2: { kind: "bot", bot: "mcts:30" },
          gm: { kind: "bot", bot: "random" },
        },
      });
      let seq = 0;
      for (let i = 0; i < 200 && seq < 3; i++) {
        await new Promise((r) => setTimeout(r, 25));
        seq = Number((await get(srv.url, `/api/tables/${t.id}`)).body.seq);
      }
      srv.child.kill("SIGKILL");
      await srv.exited;
      srv = await spawnServer(["--data", dir]);
      let status = "open";
      let after = 0;
      for (let i = 0; i < 300 && status === "open" && after <= seq + 3; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const b = (await get(srv.url, `/api/tables/${t.id}`)).body;
        status = String(b.status);
        after = Number(b.seq);
      }
      assert.ok(
        after > seq + 3 || status === "finished",
        `seq ${seq} before the kill, ${after} after`,
      );
      srv.child.kill("SIGTERM");
      await srv.exited;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
