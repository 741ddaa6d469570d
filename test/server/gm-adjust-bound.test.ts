/**
 * GM / KP adjustments are bounded (issue 26): a thousand of them leave the state message each
 * seat is sent after a decision about as large as it was at the start, and the adjusted number
 * right. ygo-trpg's ATK adjustments used to add a modifier each — every view carries the
 * modifiers, so after 1,000 each state message was 107 KB (measured here: 2,132 bytes at the
 * start, 106,317 after; now 2,306). Real server, real SQLite, the frames' sizes as sent.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { SeatView } from "../../src/engine/index.ts";
import type { StateMessage } from "../../src/server/protocol/server-messages.ts";
import {
  type CreatedTable,
  createTable,
  startTestServer,
  type TestServer,
  tokenOf,
} from "./server-helpers.ts";
import { isState, WsClient } from "./ws-client.ts";

/** Adjustments each test makes. */
const N = 1000;

/** Each seat's sockets, said hello, and the size of every state frame each got (bytes). */
async function seatAll(s: TestServer, t: CreatedTable, seats: string[]) {
  const c: Record<string, WsClient> = {};
  const sizes: Record<string, number[]> = {};
  for (const seat of seats) {
    c[seat] = await WsClient.open(s.url, t.id);
    sizes[seat] = [];
    c[seat].ws.on("message", (d) => {
      const text = String(d);
      if (text.startsWith('{"type":"state"')) sizes[seat].push(Buffer.byteLength(text));
    });
    c[seat].send({ hello: tokenOf(t, seat) });
  }
  return { c, sizes };
}

/** Has `seat` choose `pick(ids)` at `seq`, and waits for every socket's state of the next seq. */
async function step(
  c: Record<string, WsClient>,
  seat: string,
  seq: number,
  pick: (ids: string[]) => string | undefined,
): Promise<StateMessage> {
  const st = (await c[seat].next(isState(seq))).msg;
  assert.equal(st.waitingFor, seat, `seq ${seq}: ${seat} decides`);
  const id = pick(st.options.map((o) => o.id));
  assert.ok(id !== undefined, `seq ${seq}: no such option among ${st.options.length}`);
  c[seat].send({ choose: id, seq });
  let last: StateMessage | null = null;
  for (const x of Object.values(c)) last = (await x.next(isState(seq + 1))).msg;
  return last as StateMessage;
}

/** The largest of the last `n` sizes. */
const maxOfLast = (sizes: number[], n: number) => Math.max(...sizes.slice(-n));

describe("GM / KP adjustments are bounded", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  it(`ygo-trpg: ${N} ATK adjustments keep every state message small, the ATK right`, async () => {
    const t = await createTable(s.url, {
      system: "ygo-trpg",
      lang: "en",
      scenario: `
name: a patient GM
system: ygo-trpg
setup:
  start: phase
  phase: strategy
  round: 2
  players:
    p1: { character: akane, monsterDeck: [], itemDeck: [], life: 39, field: [moss-beetle] }
  gm: { field: [grave-warden] }
`,
    });
    const { c, sizes } = await seatAll(s, t, ["p1", "gm"]);
    await step(c, "p1", 0, (ids) => ids.find((x) => x === "ready"));
    const start = Math.max(sizes.gm[1], sizes.p1[1]);
    let last: StateMessage | null = null;
    for (let i = 0; i < N; i++) {
      // +100, +100, −100, …: 667 up and 333 down.
      const sign = i % 3 === 2 ? "-100" : "+100";
      last = await step(c, "gm", 1 + i, (ids) =>
        ids.find((x) => x.startsWith("gm-atk:") && x.endsWith(`@${sign}`)),
      );
    }
    const view = (last as StateMessage).view as unknown as SeatView;
    const warden = view.zones["gm:field"]?.[0] as string;
    assert.equal(view.cards[warden].stats.atk, 1700 + 100 * (667 - 333));
    assert.equal(view.mods.filter((m) => m.target === warden).length, 1, "one modifier");
    for (const seat of ["p1", "gm"]) {
      assert.equal(sizes[seat].length, N + 2, `${seat} got a state per decision`);
      const end = maxOfLast(sizes[seat], 10);
      assert.ok(end < start + 512, `${seat}: ${start} bytes at the start, ${end} after ${N}`);
      assert.ok(end < 8 * 1024, `${seat}: ${end} bytes`);
    }
    console.log(
      `ygo-trpg state message: ${start} B at the start, ${maxOfLast(sizes.gm, 10)} B after ${N} ATK adjustments`,
    );
    for (const x of Object.values(c)) await x.close();
  });

  it(`magical-girl: ${N} KP adjustments keep every state message small, the HP right`, async () => {
    const t = await createTable(s.url, {
      system: "magical-girl",
      lang: "en",
      scenario: `
name: a patient KP
system: magical-girl
options: { reactions: "off" }
setup:
  girls: [{ seat: p1, girl: tsukiko }]
  enemies: [{ enemy: gloom-wolf }]
`,
    });
    const { c, sizes } = await seatAll(s, t, ["p1", "kp"]);
    const first = (await c.kp.next(isState(0))).msg;
    assert.equal(first.waitingFor, "kp", "the KP's tools come first");
    const start = Math.max(sizes.kp[0], sizes.p1[0]);
    const me = girl(first);
    let last: StateMessage | null = null;
    let net = 0;
    for (let i = 0; i < N; i++) {
      // The girl's HP −1 four times, then +1, −1, +1, …: she ends four below where she began.
      const what = i < 4 || i % 2 === 1 ? "hp-1" : "hp+1";
      net += what === "hp-1" ? -1 : 1;
      last = await step(c, "kp", i, (ids) =>
        ids.find((x) => x.endsWith(`@${what}`) && x.includes(me)),
      );
    }
    assert.equal(net, -4);
    assert.equal(hpOf(last as StateMessage, me), hpOf(first, me) - 4);
    for (const seat of ["p1", "kp"]) {
      const end = maxOfLast(sizes[seat], 10);
      assert.ok(end < start + 512, `${seat}: ${start} bytes at the start, ${end} after ${N}`);
    }
    console.log(
      `magical-girl state message: ${start} B at the start, ${maxOfLast(sizes.kp, 10)} B after ${N} HP adjustments`,
    );
    for (const x of Object.values(c)) await x.close();
  });
});

/** A state message's cards (the view's, as plain data). */
function cards(m: StateMessage): Record<string, { owner: string; f: Record<string, unknown> }> {
  return m.view.cards as Record<string, { owner: string; f: Record<string, unknown> }>;
}

/** The girl's card id in a magical-girl view (the one p1 owns). */
function girl(m: StateMessage): string {
  const id = Object.keys(cards(m)).find((k) => cards(m)[k].owner === "p1");
  if (id === undefined) throw new Error("no girl in the view");
  return id;
}

/** A magical-girl fighter's HP in a view. */
function hpOf(m: StateMessage, id: string): number {
  return cards(m)[id].f.hp as number;
}
