/**
 * Property tests: whole combats with random legal choices from random seeds. After every step the
 * engine's invariants hold and the system's own: 0 ≤ DP ≤ cap, 0 ≤ HP ≤ max, MP ≥ 0; no option is
 * offered that costs more DP than the actor has or that a wound forbids. Every combat replays to
 * the same hash.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  type Battle,
  type BattleInit,
  invariantViolations,
  type Json,
  makeReplay,
  playReplay,
  startBattle,
} from "../../src/engine/index.ts";
import { MG_CONTENT } from "../../src/systems/magical-girl/content/index.ts";
import { MAGICAL_GIRL_NEW_GAME, magicalGirl } from "../../src/systems/magical-girl/index.ts";
import { armOf, throwDp } from "../../src/systems/magical-girl/weapons.ts";
import { WAREHOUSE } from "./helpers.ts";

const SETUPS: Json[] = [
  MAGICAL_GIRL_NEW_GAME,
  {
    girls: [
      { seat: "p1", girl: "aino" },
      { seat: "p2", girl: "raimu" },
      { seat: "p3", girl: "hoshino" },
    ],
    enemies: [{ enemy: "nightmare-witch" }, { enemy: "witch-familiar" }, { enemy: "shade-hound" }],
    surprise: "enemy",
  },
  {
    map: "night-park",
    girls: [
      { seat: "p1", girl: "raimu", pos: "fountain" },
      { seat: "p2", girl: "aino", pos: "bench" },
      { seat: "p3", girl: "tsukiko", pos: "fountain", wound: "light" },
    ],
    enemies: [
      { enemy: "iron-golem", pos: "pond" },
      { enemy: "gloom-wolf", pos: "fountain", group: "w" },
      { enemy: "gloom-wolf", pos: "shed", group: "w" },
    ],
  },
  {
    mode: "duel",
    girls: [
      { seat: "p1", girl: "tsukiko", side: "a" },
      { seat: "p2", girl: "aino", side: "b" },
    ],
  },
  // The open round (seed l.29–31, 99–100): objects to work and throw, items, characters to throw.
  WAREHOUSE,
];

const OPTION_SETS: Record<string, Json>[] = [
  {},
  {
    reactionApproval: "auto",
    dpReading: "clear",
    parryWithoutDp: "yes",
    skillCost: "seed",
    opposedTie: "defender",
  },
  { initiativeTie: "roll", woundDamage: "any", fumble: "100", opposedTie: "attacker" },
  { reactionApproval: "auto", scatter6: "reroll", kpTools: "on" },
  { reactionApproval: "auto", groupTurns: "together" },
];

function initOf(seed: number, which: number, opts: number): BattleInit {
  return {
    seed,
    setup: SETUPS[which % SETUPS.length],
    options: OPTION_SETS[opts % OPTION_SETS.length],
  };
}

/** The DP cost of a turn or reaction option (null for options without one). */
function costOf(b: Battle, id: string, actor: string): number | null {
  const m = /^(attack|react|ability|throw|item|hurl):([\w-]+)@/.exec(id);
  if (m === null) return id.startsWith("stance:") ? 2 : null;
  if (m[1] === "item") return MG_CONTENT.items[m[2]].dp ?? null;
  if (m[1] === "hurl") return throwDp(b.state.cards[m[2]].stats.size);
  const mult = m[1] === "react" ? 2 : 1;
  const def =
    MG_CONTENT.weapons[m[2]]?.dp ??
    MG_CONTENT.abilities[m[2]]?.dp ??
    (m[1] === "throw" ? armOf(m[2], MG_CONTENT).dp : 2);
  void actor;
  return def * mult;
}

/** The system's own invariants. */
function mgViolations(b: Battle): string[] {
  const out: string[] = [];
  for (const c of Object.values(b.state.cards)) {
    const f = c.f as { dp: number; hp: number; mp: number; wound: string };
    if (f.dp < 0 || f.dp > c.stats.dpCap) out.push(`${c.id} DP ${f.dp} outside 0…${c.stats.dpCap}`);
    if (f.hp < 0 || f.hp > c.stats.hpMax) out.push(`${c.id} HP ${f.hp} outside 0…${c.stats.hpMax}`);
    if (f.mp < 0) out.push(`${c.id} MP ${f.mp} < 0`);
  }
  const p = b.pending;
  const k = p?.prompt.k;
  if (p && (k === "prompt.turn" || k === "prompt.react")) {
    const actor = b.state.cards[p.prompt.p?.card as string];
    const f = actor.f as { dp: number; wound: string };
    for (const o of p.options) {
      const cost = costOf(b, o.id, actor.id);
      if (cost === null) continue;
      if (cost > f.dp) out.push(`${o.id} costs ${cost} > DP ${f.dp}`);
      if (f.wound === "light" && cost >= 4)
        out.push(`${o.id} (${cost} DP) offered with a light wound`);
      if (f.wound === "heavy") out.push(`${o.id} offered to a heavily wounded fighter`);
    }
  }
  return out;
}

function playChecked(init: BattleInit, picks: number[], limit = 600): Battle {
  const b = startBattle(magicalGirl, init);
  b.afterStep = (bb, task) => {
    const bad = [...invariantViolations(magicalGirl, bb.state), ...mgViolations(bb)];
    if (bad.length > 0) assert.fail(`after task ${task.k} (seed ${init.seed}): ${bad.join("; ")}`);
  };
  let i = 0;
  while (b.pending !== null && i < limit) {
    const p = b.pending;
    const bad = mgViolations(b);
    assert.deepEqual(bad, [], `before decision ${i} (seed ${init.seed})`);
    b.choose(p.seat, p.options[picks[i % picks.length] % p.options.length].id);
    i++;
  }
  return b;
}

test("random combats keep the engine's and the system's invariants", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.nat(9),
      fc.nat(8),
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 40 }),
      (seed, which, opts, picks) => {
        playChecked(initOf(seed, which, opts), picks);
      },
    ),
    { numRuns: 60 },
  );
});

test("random combats end with a result when the seats keep attacking", () => {
  // Always the first option: attacks come first in every menu, so someone falls.
  for (let seed = 0; seed < 10; seed++) {
    const b = playChecked(initOf(seed, seed, 0), [0], 3000);
    assert.notEqual(b.result, null, `seed ${seed} did not end`);
  }
});

test("every combat replays to the identical final hash", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.nat(9),
      fc.nat(8),
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 20 }),
      (seed, which, opts, picks) => {
        const init = initOf(seed, which, opts);
        const b = playChecked(init, picks, 200);
        assert.equal(playReplay(magicalGirl, makeReplay(b, init)).hash(), b.hash());
      },
    ),
    { numRuns: 25 },
  );
});

test("checking only after changes gives the same combats as checking after every step", () => {
  // magical-girl opts into checkOnChange; this proves every write its checks read marks the
  // state. A spar (ends at a third of max HP) is played too: its check reads HP differently.
  const always = { ...magicalGirl, checkOnChange: false };
  const spar: Json = {
    mode: "spar",
    girls: [
      { seat: "p1", girl: "raimu", side: "a" },
      { seat: "p2", girl: "hoshino", side: "b" },
    ],
  };
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.nat(SETUPS.length),
      fc.nat(OPTION_SETS.length - 1),
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }),
      (seed, which, opts, picks) => {
        const init =
          which === SETUPS.length
            ? { seed, setup: spar, options: OPTION_SETS[opts] }
            : initOf(seed, which, opts);
        const play = (system: typeof magicalGirl) => {
          const b = startBattle(system, init);
          for (let i = 0; b.pending !== null && i < 600; i++) {
            const p = b.pending;
            b.choose(p.seat, p.options[picks[i % picks.length] % p.options.length].id);
          }
          return b;
        };
        const fast = play(magicalGirl);
        const slow = play(always);
        assert.equal(fast.hash(), slow.hash());
        assert.deepEqual(fast.result, slow.result);
      },
    ),
    { numRuns: 60 },
  );
});
