/**
 * A finished game stays finished (issue 26): once the battle has a result, the GM's / KP's
 * take-back is refused with a clear line and no longer offered, the stored choices and the
 * table's status do not move, and the replay — seed and every hidden card — is served only then.
 * Played through the real server (SQLite) with a person at the GM / KP seat.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { playReplay, type Replay } from "../../src/engine/index.ts";
import type { StateMessage } from "../../src/server/protocol/server-messages.ts";
import { SYSTEMS } from "../../src/systems/registry.ts";
import {
  type CreatedTable,
  createTable,
  get,
  startTestServer,
  stored,
  type TestServer,
  tokenOf,
} from "./server-helpers.ts";
import { SHORT_ENCOUNTER } from "./short-encounter.ts";
import { isError, isState, WsClient } from "./ws-client.ts";

/** A magical-girl fight the KP ends by taking one fighter's HP to 0 with the KP tools. */
const KP_FIGHT = `
name: a short fight
system: magical-girl
options: { reactions: "off" }
setup:
  girls: [{ seat: p1, girl: tsukiko }]
  enemies: [{ enemy: gloom-wolf }]
`;

/** Every person seat's socket at a table, said hello. */
async function seatAll(s: TestServer, t: CreatedTable): Promise<Record<string, WsClient>> {
  const c: Record<string, WsClient> = {};
  for (const x of t.seats) {
    c[x.seat] = await WsClient.open(s.url, t.id);
    c[x.seat].send({ hello: tokenOf(t, x.seat) });
  }
  return c;
}

/**
 * Plays the table to its end: whoever is asked answers with `pick` of its options. Returns the
 * last state each socket got, and whether the GM / KP (`gm`) was offered a take-back before the
 * end.
 */
async function playToEnd(
  c: Record<string, WsClient>,
  gm: string,
  pick: (ids: string[]) => string,
): Promise<{ last: Record<string, StateMessage>; undoOffered: boolean }> {
  let undoOffered = false;
  for (let seq = 0; seq < 400; seq++) {
    const states: Record<string, StateMessage> = {};
    for (const [seat, x] of Object.entries(c)) states[seat] = (await x.next(isState(seq))).msg;
    const any = states[gm];
    if (any.result !== null) return { last: states, undoOffered };
    if (any.mayUndo) undoOffered = true;
    const who = any.waitingFor as string;
    const ids = states[who].options.map((o) => o.id);
    c[who].send({ choose: pick(ids), seq });
  }
  throw new Error("the battle did not end in 400 choices");
}

/** The GM / KP tries to take back the battle's last decision after the end: refused, nothing moves. */
async function refusedAfterEnd(
  s: TestServer,
  t: CreatedTable,
  c: Record<string, WsClient>,
  gm: string,
  last: Record<string, StateMessage>,
): Promise<void> {
  const end = last[gm];
  assert.equal(end.mayUndo, false, "no take-back is offered once the battle has a result");
  for (const m of Object.values(last)) assert.equal(m.mayUndo, false);
  const before = await s.hub.store.choices(t.id);
  assert.equal((await stored(s, t.id)).status, "finished");
  const replayBefore = await get(s.url, `/api/tables/${t.id}/replay`, tokenOf(t, gm));
  assert.equal(replayBefore.status, 200, "a finished battle's replay is served");

  const from = c[gm].messages.length;
  c[gm].send({ undo: true, seq: end.seq });
  const refusal = (await c[gm].next(isError(), from)).msg;
  assert.equal(refusal.code, "not-allowed");
  assert.match(refusal.message, /the battle is over: its result stands/);
  // A stale seq is answered as stale, never as a take-back either.
  c[gm].send({ undo: true, seq: end.seq + 1 });
  assert.equal((await c[gm].next(isError("stale"), from)).msg.code, "stale");

  const rows = await s.hub.store.choices(t.id);
  assert.deepEqual(rows, before, "nothing was stored");
  const meta = await stored(s, t.id);
  assert.equal(meta.status, "finished");
  assert.equal(meta.seq, end.seq, "the table's seq did not move");
  // Every socket still sees the same finished battle: no state of a later seq was sent.
  for (const x of Object.values(c)) {
    const newest = x.lastState() as StateMessage;
    assert.equal(newest.seq, end.seq);
    assert.notEqual(newest.result, null);
  }
  const replay = (await get(s.url, `/api/tables/${t.id}/replay`, tokenOf(t, gm)))
    .body as unknown as Replay;
  assert.deepEqual(replay, replayBefore.body, "the replay handed out is still the battle's");
  assert.equal(replay.choices.length, end.seq);
  assert.equal(playReplay(SYSTEMS[t.system], replay).hash(), replay.finalHash);
}

describe("a finished game stays finished", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  it("ygo-trpg: the GM may take back during the battle, never after its end", async () => {
    const t = await createTable(s.url, {
      system: "ygo-trpg",
      lang: "en",
      scenario: SHORT_ENCOUNTER,
    });
    assert.deepEqual(
      t.seats.map((x) => [x.seat, x.kind]),
      [
        ["p1", "person"],
        ["p2", "person"],
        ["gm", "gm"],
      ],
    );
    const c = await seatAll(s, t);
    // Refused while the battle goes on: the replay would show the seed and the hidden cards.
    assert.equal((await get(s.url, `/api/tables/${t.id}/replay`, tokenOf(t, "gm"))).status, 409);
    const { last, undoOffered } = await playToEnd(
      c,
      "gm",
      (ids) => ids.find((x) => x.startsWith("attack:")) ?? ids[0],
    );
    // The first attack ends this encounter, so the only decision the GM could take back is
    // the one that ended it.
    assert.equal(undoOffered, false);
    await refusedAfterEnd(s, t, c, "gm", last);
    for (const x of Object.values(c)) await x.close();
  });

  it("magical-girl: the KP may take back during the fight, never after its end", async () => {
    const t = await createTable(s.url, { system: "magical-girl", lang: "en", scenario: KP_FIGHT });
    const c = await seatAll(s, t);
    const { last, undoOffered } = await playToEnd(
      c,
      "kp",
      // The KP takes one fighter's HP down a point at a time (kpTools: on for a person KP).
      (ids) => ids.find((x) => x.endsWith("@hp-1")) ?? ids[0],
    );
    assert.ok(undoOffered, "the KP was offered take-backs while the fight went on");
    await refusedAfterEnd(s, t, c, "kp", last);
    for (const x of Object.values(c)) await x.close();
  });
});
