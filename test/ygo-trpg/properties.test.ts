/**
 * Property tests: whole encounters with random legal choices from random seeds. After every step
 * the engine's invariants hold, and the system's own: life within 0…40, never more monsters on a
 * field than the job level allows, summons per turn within the limits, card count conserved.
 * Every game replays to the same hash; illegal choices never change the state.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  type Battle,
  type BattleInit,
  type BattleState,
  invariantViolations,
  makeReplay,
  playReplay,
  startBattle,
} from "../../src/engine/index.ts";
import { YGO_CONTENT } from "../../src/systems/ygo-trpg/content/index.ts";
import { YGO_TRPG_NEW_GAME, ygoTrpg } from "../../src/systems/ygo-trpg/index.ts";

const CHARACTERS = ["akane", "shiro", "midori", "akane"];
const ENCOUNTERS = ["wyrm-lair", "haunted-pass", "goblin-ambush"];

/** The standard new game, or (by seed) one to four players against one of the encounters. */
const newGame = (seed: number, gmTools: boolean): BattleInit => {
  if (seed % 2 === 0) return { seed, setup: YGO_TRPG_NEW_GAME, options: { gmTools } };
  const n = 1 + (seed % 4);
  const players = Object.fromEntries(
    CHARACTERS.slice(0, n).map((c, i) => [`p${i + 1}`, { character: c }]),
  );
  return {
    seed,
    setup: { start: "encounter", players, gm: { encounter: ENCOUNTERS[seed % 3] } },
    options: { gmTools },
  };
};

/** The system's own invariants. */
function ygoViolations(s: BattleState): string[] {
  const out: string[] = [];
  const life = s.x.life as Record<string, number>;
  const chars = s.x.chars as Record<string, { jobLevel: number }>;
  const used = s.x.used as Record<string, { normal: number; special: number }>;
  for (const seat of s.seats) {
    if (seat === "gm") continue;
    if (life[seat] > 40 || life[seat] < 0) out.push(`${seat} life ${life[seat]}`);
    const field = s.zones[`${seat}:field`].length;
    if (field > chars[seat].jobLevel)
      out.push(`${seat} has ${field} monsters, job level ${chars[seat].jobLevel}`);
    // No limit-changing spell allows more than 2 of either kind.
    if (used[seat].normal > 2 || used[seat].special > 2)
      out.push(`${seat} summons ${JSON.stringify(used[seat])}`);
    // Within the limits of the face-up limit spells (zone "up") while summoning.
    const lim = { normal: 1, special: 1 };
    for (const id of s.zones[`${seat}:up`]) {
      const d = YGO_CONTENT.cards[s.cards[id].def];
      if (d.type !== "spell" || d.limits === undefined) continue;
      lim.normal = Math.max(lim.normal, d.limits.normal);
      lim.special = Math.max(lim.special, d.limits.special);
    }
    if (
      s.x.phase === "summon" &&
      (used[seat].normal > lim.normal || used[seat].special > lim.special)
    )
      out.push(`${seat} summons ${JSON.stringify(used[seat])} over ${JSON.stringify(lim)}`);
  }
  return out;
}

function playChecked(seed: number, picks: number[], gmTools = true): Battle {
  const b = startBattle(ygoTrpg, newGame(seed, gmTools));
  const cards = Object.keys(b.state.cards).length;
  b.afterStep = (bb, task) => {
    const bad = [...invariantViolations(ygoTrpg, bb.state), ...ygoViolations(bb.state)];
    if (bad.length > 0) assert.fail(`after task ${task.k} (seed ${seed}): ${bad.join("; ")}`);
  };
  let i = 0;
  while (b.pending !== null && i < 3000) {
    const p = b.pending;
    b.choose(p.seat, p.options[picks[i % picks.length] % p.options.length].id);
    i++;
    assert.equal(Object.keys(b.state.cards).length, cards, "card count is conserved");
  }
  return b;
}

test("random whole encounters keep every invariant", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 50 }),
      fc.boolean(),
      (seed, picks, gmTools) => {
        playChecked(seed, picks, gmTools);
      },
    ),
    { numRuns: 25 },
  );
});

test("uniformly random encounters without GM tools end with a result", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
      // 2000 uniform picks: fixed pick lists can stall (everyone passing forever is legal play).
      const picks = fc.sample(fc.nat(1000), { seed, numRuns: 2000 });
      const b = playChecked(seed, picks, false);
      assert.notEqual(b.result, null);
    }),
    { numRuns: 20 },
  );
});

test("every encounter replays to the identical final hash", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 20 }),
      (seed, picks) => {
        const b = playChecked(seed, picks);
        assert.equal(playReplay(ygoTrpg, makeReplay(b)).hash(), b.hash());
      },
    ),
    { numRuns: 15 },
  );
});

test("checking only after changes gives the same encounters as checking after every step", () => {
  // ygo-trpg opts into checkOnChange; this proves every write its checks read marks the state.
  const always = { ...ygoTrpg, checkOnChange: false };
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }),
      fc.boolean(),
      (seed, picks, gmTools) => {
        const play = (system: typeof ygoTrpg) => {
          const b = startBattle(system, newGame(seed, gmTools));
          for (let i = 0; b.pending !== null && i < 3000; i++) {
            const p = b.pending;
            b.choose(p.seat, p.options[picks[i % picks.length] % p.options.length].id);
          }
          return b;
        };
        const fast = play(ygoTrpg);
        const slow = play(always);
        assert.equal(fast.hash(), slow.hash());
        assert.deepEqual(fast.result, slow.result);
      },
    ),
    { numRuns: 60 },
  );
});
