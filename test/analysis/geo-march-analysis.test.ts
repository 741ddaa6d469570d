/**
 * geo-march's analysis hooks, driven through whole games (the new-game setup), stand-alone
 * battles and set positions: evaluate is the result at the end and strictly inside (0, 1)
 * before; the tallied "damage" is the level of each seat's defeated units (units in the drop pile
 * that were not discarded over a limit); played cards are real content ids the seat owns.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { BattleState, Json, Seat } from "../../src/engine/index.ts";
import { geoMarchAnalysis } from "../../src/systems/geo-march/analysis/index.ts";
import { GEO_MARCH_CONTENT } from "../../src/systems/geo-march/content/index.ts";

const CARDS = GEO_MARCH_CONTENT.cards;

import { assertInside, damageTo, observedPosition, playTallied } from "./play-tallied.ts";

/** Level of `seat`'s units in its drop pile, less those discarded over a geo's limit. */
function defeatedLevels(s: BattleState, seat: Seat): number {
  const discarded = new Set(s.log.filter((e) => e.t === "limit-discard").map((e) => e.card));
  let n = 0;
  for (const id of s.zones[`${seat}:drop`] ?? []) {
    const def = CARDS[s.cards[id].def];
    if (def.type === "unit" && !discarded.has(id)) n += def.level;
  }
  return n;
}

/** Defeats reported over the whole games played so far (some game must have some). */
let wholeGameDefeats = 0;

/** Plays one game or battle and checks every property the hooks promise. */
function check(seed: number, setup?: Json): void {
  const g = playTallied("geo-march", seed, setup === undefined ? {} : { setup });
  const s = g.b.state;
  const r = s.result;
  assert.ok(r !== null, "it ends");
  for (const seat of ["p1", "p2"]) {
    const expected: number = r.winner === null ? 0.5 : r.winner === seat ? 1 : 0;
    assert.equal(geoMarchAnalysis.evaluate(s, seat), expected, seat);
    assert.equal(damageTo(g.damage, seat), defeatedLevels(s, seat), `levels ${seat} lost`);
  }
  for (const d of g.damage) assert.notEqual(d.from, d.to, "defeats are the opponent's");
  assertInside(g.values);
  for (const v of g.values) assert.ok(Math.abs(v.p1 + v.p2 - 1) < 1e-9, "symmetric");
  const owned = new Set(Object.values(s.cards).map((c) => `${c.owner}/${c.def}`));
  for (const [seat, def] of g.played) {
    assert.ok(Object.hasOwn(CARDS, def), `${def} is a content id`);
    assert.ok(owned.has(`${seat}/${def}`), `${seat} owns a ${def}`);
  }
  assert.ok(g.played.length > 0, "cards were played");
  if (setup === undefined) wholeGameDefeats += g.damage.length;
  assert.equal(geoMarchAnalysis.turns?.(s), s.x.mode === "game" ? s.x.turn : 1);
}

/** A stand-alone battle of two mixed parties with skill cards in hand. */
const BATTLE: Json = {
  p1: { party: ["plain-lancer", "ember-wolf", "reed-archer"], hand: ["battle-cry", "fireball"] },
  p2: { party: ["stone-sentry", "thorn-knight", "mirror-sprite"], hand: ["snare-net", "parry"] },
};

describe("geo-march analysis over whole random games and battles", () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) test(`whole game, seed ${seed}`, () => check(seed));
  for (const seed of [1, 2, 3, 4]) test(`battle, seed ${seed}`, () => check(seed, BATTLE));
  test("the whole games above defeated units", () => assert.ok(wholeGameDefeats > 0));
});

/** Starts a set position with the analysis observing from the first event. */
const observed = (setup: Json, dice: number[] = []) => observedPosition("geo-march", setup, dice);

describe("geo-march analysis in set positions", () => {
  test("an attack of 8 through defences 3 and 4 reports both defeated units' levels, p1's", () => {
    const { b, tally } = observed(
      {
        p1: { party: ["plain-lancer", "plain-lancer"] },
        p2: { party: ["clay-soldier", "reed-archer", "stone-sentry"] },
      },
      [6, 1],
    );
    for (let i = 0; i < 200 && b.pending !== null; i++) {
      const ids = b.pending.options.map((o) => o.id);
      b.choose(b.pending.seat, ["pass", "end", "attack"].find((x) => ids.includes(x)) ?? ids[0]);
    }
    const lost = tally.damage_.filter((d) => d.to === "p2");
    assert.ok(lost.length > 0 && lost.every((d) => d.from === "p1"));
    assert.equal(damageTo(tally.damage_, "p2"), defeatedLevels(b.state, "p2"));
  });

  test("the bigger party is ahead in a battle, symmetrically", () => {
    const big = observed({
      p1: { party: ["plain-lancer", "ember-wolf", "reed-archer"] },
      p2: { party: ["clay-soldier"] },
    }).b;
    const pair = ["plain-lancer", "clay-soldier"];
    const even = observed({ p1: { party: pair }, p2: { party: pair } }).b;
    assert.equal(even.result, null);
    const v = geoMarchAnalysis.evaluate(big.state, "p1");
    assert.ok(v > 0.75, `three units against one: ${v}`);
    assert.ok(Math.abs(v + geoMarchAnalysis.evaluate(big.state, "p2") - 1) < 1e-9);
    assert.ok(Math.abs(geoMarchAnalysis.evaluate(even.state, "p1") - 0.5) < 1e-9);
  });
});
