/**
 * No message to a seat carries another seat's hidden information: for each system a game
 * played over real sockets (scripted players at every seat, a bot at one, a spectator), and
 * every state message each socket got checked against the battle at that seq, rebuilt offline
 * from the stored start and choices — the message's view must be the seat's view, and that view
 * must pass the conformance suite's check (test/conformance/harness.ts).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  type Battle,
  type BattleInit,
  hiddenCards,
  LANGS,
  type LogEvent,
  type Seat,
  startBattle,
  viewFor,
} from "../../src/engine/index.ts";
import { ServerMessage, type StateMessage } from "../../src/server/protocol/server-messages.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { assertViewClean, seenTracker } from "../conformance/harness.ts";
import { autoPlay } from "./scripted-player.ts";
import { createTable, startTestServer, type TestServer, tokenOf } from "./server-helpers.ts";
import { WsClient } from "./ws-client.ts";

/** Decisions per game (GM tools can go on for ever; enough for every phase to come round). */
const MAX_SEQ = 160;

/** Which seat a bot plays, per system (the rest are scripted sockets). */
const BOT_SEAT: Record<string, string> = {
  vision: "p2",
  "geo-march": "p2",
  "magical-girl": "p2",
  "ygo-trpg": "p2",
};

// The four games run side by side on the one server (separate tables, sockets and checks): the
// file takes about the time of the longest game, not of all four one after another.
describe("every message is a view", { concurrency: true }, () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  for (const system of Object.keys(SYSTEM_ENTRIES)) {
    it(`${system}: a game over sockets leaks nothing to any seat or spectator`, async () => {
      const t = await createTable(s.url, {
        system,
        seats: { [BOT_SEAT[system]]: { kind: "bot", bot: "random" } },
      });
      const clients = new Map<Seat | null, WsClient>();
      let n = 0;
      for (const seat of [...t.seats.filter((x) => x.token).map((x) => x.seat), null]) {
        const c = await WsClient.open(s.url, t.id);
        if (seat !== null) autoPlay(c, 7 + n++, MAX_SEQ);
        c.send({ hello: seat === null ? t.spectator.token : tokenOf(t, seat) });
        clients.set(seat, c);
      }
      const watcher = clients.get(null) as WsClient;
      await watcher.next(
        (m): m is StateMessage => m.type === "state" && (m.seq >= MAX_SEQ || m.result !== null),
        0,
        120_000,
      );
      for (const c of clients.values()) await c.close();

      const table = await s.hub.store.getTable(t.id);
      const init = JSON.parse(table?.init ?? "") as BattleInit;
      const choices = await s.hub.store.choices(t.id);
      // The secret seed is wide (53 bits) and no message carries it.
      for (const c of clients.values()) {
        assert.equal(
          JSON.stringify(c.messages).includes(String(init.seed)),
          false,
          "the seed in a message",
        );
        // Every message is what docs/server.md and schemas/server-message.schema.json say.
        for (const m of c.messages) ServerMessage.parse(m);
      }
      const entry = SYSTEM_ENTRIES[system];
      const { sawThen, watch } = seenTracker(entry, init);
      const b = startBattle(entry.system, init, watch);
      let checked = 0;
      for (let k = 0; ; k++) {
        for (const [seat, c] of clients) checked += checkSeq(b, seat, c, k, sawThen.get(seat));
        if (k === choices.length) break;
        b.choose(choices[k].seat, choices[k].option);
      }
      assert.ok(
        checked >= choices.length,
        `${checked} messages checked for ${choices.length} choices`,
      );
    });
  }
});

/**
 * The names (in the table's languages) of hidden cards whose definition the seat sees no copy
 * of: a label or prompt that shows one tells the seat a hidden card.
 */
function hiddenNames(b: Battle, seat: Seat | null, view: ReturnType<typeof viewFor>): string[] {
  const visible = new Set(Object.values(view.cards).map((c) => c.def));
  const out = new Set<string>();
  for (const id of hiddenCards(b, seat).keys()) {
    const def = b.state.cards[id].def;
    if (visible.has(def)) continue;
    for (const lang of LANGS) out.add(b.system.cardName(def, lang, b.state));
  }
  return [...out].filter((n) => n.length >= 2);
}

/** The log each state message of `c` left the client holding, by message index. */
function logs(c: WsClient): Map<number, LogEvent[]> {
  const out = new Map<number, LogEvent[]>();
  let acc: LogEvent[] = [];
  c.messages.forEach((m, i) => {
    if (m.type !== "state") return;
    const lines = m.log.map((l) => l.event as LogEvent);
    acc = m.logReset ? lines : [...acc, ...lines];
    out.set(i, acc);
  });
  return out;
}

/** Checks `c`'s state messages of seq `k` against battle `b` (at seq k); returns how many. */
function checkSeq(
  b: Battle,
  seat: Seat | null,
  c: WsClient,
  k: number,
  saw: Set<string> | undefined,
): number {
  const expected = viewFor(b, seat);
  const where = `${b.system.id} seq ${k} ${seat ?? "spectator"}`;
  assertViewClean(b, seat, expected, where, saw);
  const held = logs(c);
  let n = 0;
  c.messages.forEach((m, i) => {
    if (m.type !== "state" || m.seq !== k) return;
    const { log, names: _n, ...want } = expected;
    const { names: _m, ...got } = m.view as Record<string, unknown>;
    assert.deepEqual(got, JSON.parse(JSON.stringify(want)), `${where}: the message's view`);
    assert.deepEqual(held.get(i), log, `${where}: the log the client holds`);
    // Labels, prompt and result are rendered from the view: held to the same check as the
    // view's state (the log's events were compared above; their texts render those events).
    const { log: _l, view: _v, ...texts } = m;
    assertViewClean(b, seat, { ...expected, x: { message: texts } }, where, saw);
    const said = JSON.stringify([m.prompt, m.options, m.result]);
    for (const name of hiddenNames(b, seat, expected))
      assert.equal(said.includes(name), false, `${where}: hidden card "${name}" in a label`);
    n++;
  });
  return n;
}
