/**
 * A served table holds the readable-id twin of its opaque-id battle and renames at the boundary
 * (src/server/table/id-mask.ts). What leaves must be exactly what the opaque battle would have
 * shown: every seat's and a spectator's state message (view, labels, prompt, log lines, result,
 * card texts) at every step, the option ids stored, why a choice is refused, the replay file and
 * its hash, a campaign's carry-over, and a snapshot's return. A readable id that slipped out
 * would differ from the opaque battle's text here.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Battle,
  type BattleInit,
  makeReplay,
  type Seat,
  startBattle,
  viewFor,
  whyRefused,
} from "../../src/engine/index.ts";
import { stateMessage } from "../../src/server/protocol/state-message.ts";
import type { StoredTable } from "../../src/server/store/types.ts";
import { LiveTable } from "../../src/server/table/live-table.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

/** A stored table's fields the live table reads. */
function meta(system: string, init: BattleInit): StoredTable {
  return {
    id: "t1",
    system,
    init: JSON.stringify(init),
    title: "t",
    status: "open",
    createdAt: 0,
    updatedAt: 0,
    seq: 0,
    seats: [],
  };
}

/** The server's start for seed `g`: a 53-bit seed, the new game, opaque ids, the log on. */
function servedInit(setup: BattleInit["setup"], g: number): BattleInit {
  return {
    seed: Number((BigInt(g + 7) * 0x9e3779b97f4a7cn) % 2n ** 53n),
    setup,
    options: {},
    pinned: [],
    ids: "opaque",
  };
}

/** Every seat's and a spectator's message from `logFrom`, as text. */
function messages(
  source: Parameters<typeof stateMessage>[0],
  seats: readonly Seat[],
  logFrom: number,
): string {
  return JSON.stringify(
    [...seats, null].map((s) => stateMessage(source, s, "ja", logFrom, logFrom === 0)),
  );
}

/** The opaque battle as a state message's source. */
function plain(b: Battle, seq: number): Parameters<typeof stateMessage>[0] {
  return {
    system: b.system,
    seq,
    mayUndo: () => false,
    view: (s, o) => viewFor(b, s, o),
  };
}

for (const [id, e] of Object.entries(SYSTEM_ENTRIES)) {
  const setup = e.newGame;
  if (setup === undefined) continue;
  test(`${id}: a served table's readable twin, renamed, shows exactly what its opaque battle shows`, () => {
    for (let g = 0; g < 2; g++) {
      const init = servedInit(setup, g);
      const live = LiveTable.start(meta(id, init), e.system, init);
      assert.notEqual(live.mask, null, "the new game is served masked");
      const real = startBattle(e.system, init);
      // The twin's cards are named readably, what the mask hides (magical-girl names its
      // fighters alike either way: it hides nothing, and opaque ids are not drawn for it).
      const renamed = Object.keys(live.battle.state.cards).some((c) => !(c in real.state.cards));
      assert.equal(renamed, id !== "magical-girl");
      const seats = real.state.seats;
      let r = (g + 1) * 2654435761;
      let logFrom = 0;
      let lastRefusable: string | null = null;
      for (let step = 0; step < 400 && real.pending !== null; step++) {
        // Now and then the whole log, as a socket that joins; otherwise the lines since the last.
        const from = step % 25 === 0 ? 0 : logFrom;
        assert.equal(
          messages({ ...live, mayUndo: () => false, view: live.view.bind(live) }, seats, from),
          messages(plain(real, live.seq), seats, from),
          `step ${step}`,
        );
        logFrom = real.state.log.length;
        if (step % 10 === 0) assert.equal(live.hash(), real.hash(), `step ${step}: the hash`);
        const p = real.pending;
        const seat = p.seat;
        if (lastRefusable !== null) {
          assert.deepEqual(
            live.whyRefused(seat, lastRefusable),
            whyRefused(real, seat, lastRefusable),
          );
        }
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        const i = r % p.options.length;
        const stored = live.out(
          (live.battle.pending as NonNullable<Battle["pending"]>).options[i].id,
        );
        assert.equal(stored, p.options[i].id, `step ${step}: the stored option id`);
        lastRefusable = stored;
        live.apply({ seat, option: stored });
        real.choose(seat, stored);
      }
      assert.equal(live.replayBattle().hash(), real.hash());
      assert.equal(live.hash(), real.hash());
      assert.deepEqual(makeReplay(live.replayBattle(), init), makeReplay(real, init));
      assert.deepEqual(live.outChoices(), real.state.history);
      const save = e.system.carry?.save;
      if (save !== undefined && real.state.result !== null) {
        assert.deepEqual(live.outJson(save(live.battle.state)), save(real.state));
      }
    }
  });
}

test("a served table's snapshot returns masked; one taken of the opaque battle is not used", () => {
  const e = SYSTEM_ENTRIES.vision;
  const init = servedInit(e.newGame ?? null, 5);
  const m = meta("vision", init);
  const live = LiveTable.start(m, e.system, init);
  const real = startBattle(e.system, init);
  for (let k = 0; k < 20 && real.pending !== null; k++) {
    const option = real.pending.options[k % real.pending.options.length].id;
    live.apply({ seat: real.pending.seat, option });
    real.choose(real.pending.seat, option);
  }
  const back = LiveTable.fromSnapshot(m, e.system, init, live.seq, live.snapshot());
  assert.notEqual(back, null);
  assert.equal(back?.mask !== null, true);
  assert.equal(back?.replayBattle().hash(), real.hash());
  const seats = real.state.seats;
  assert.equal(
    messages(
      { ...(back as LiveTable), mayUndo: () => false, view: (back as LiveTable).view.bind(back) },
      seats,
      0,
    ),
    messages(plain(real, live.seq), seats, 0),
  );
  // A snapshot from before masks holds the opaque battle's state and no flag.
  const old = JSON.stringify({ state: real.state, logAt: live.logAt, lastUndoSeq: 0 });
  assert.equal(LiveTable.fromSnapshot(m, e.system, init, live.seq, old), null);
});
