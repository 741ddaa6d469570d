/**
 * magical-girl's analysis hooks, driven through whole battles (the KP battle of the new game, and
 * player-versus-player duels and spars) and set positions: evaluate is the result at the end
 * (by side: the party, the KP's enemies, side a or b) and strictly inside (0, 1) before; the
 * tallied damage is the HP each seat's fighters lost, heals and spar restores added back;
 * played ids are real abilities, weapons and skills of the seat's fighters.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Battle, BattleState, Json, Seat } from "../../src/engine/index.ts";
import { magicalGirlAnalysis } from "../../src/systems/magical-girl/analysis/index.ts";
import { MG_CONTENT } from "../../src/systems/magical-girl/content/index.ts";
import { magicalGirl } from "../../src/systems/magical-girl/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { assertInside, damageTo, observedPosition, playTallied } from "./play-tallied.ts";

const SEEDS = [1, 2, 3, 4, 5, 6];

/** A player-versus-player setup of mode `mode`: Tsukiko (p1, side a) against Raimu (p2, side b). */
const pvp = (mode: string): Json => ({
  mode,
  girls: [
    { seat: "p1", girl: "tsukiko", side: "a" },
    { seat: "p2", girl: "raimu", side: "b" },
  ],
});

/** HP per fighter in a state. */
function hpOf(s: BattleState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of s.zones.field ?? []) out[id] = s.cards[id].f.hp as number;
  return out;
}

/** Plays one battle and checks every property the hooks promise. */
function checkGame(seed: number, setup?: Json): void {
  const options = { reactionApproval: "auto" };
  const start = hpOf(
    magicalGirl.create({
      seed,
      setup: setup ?? MG_NEW_GAME,
      options,
    }),
  );
  const g = playTallied("magical-girl", seed, setup === undefined ? {} : { setup, options });
  const s = g.b.state;
  const r = s.result;
  assert.ok(r !== null, "the battle ends");
  const end = hpOf(s);
  // HP given back: heals and the spar's restore (to the HP before the spar).
  const back: Record<string, number> = {};
  let prev = { ...start };
  for (const e of s.log) {
    const id = e.card as string;
    if (e.t === "heal") back[id] = (back[id] ?? 0) + (e.amount as number);
    if (e.t === "hp-restore") back[id] = (back[id] ?? 0) + (e.hp as number) - (prev[id] ?? 0);
    if (typeof e.hp === "number" && id !== undefined) prev = { ...prev, [id]: e.hp };
  }
  for (const seat of s.seats) {
    let lost = 0;
    for (const id of Object.keys(start))
      if (s.cards[id].owner === seat) lost += start[id] - end[id] + (back[id] ?? 0);
    assert.equal(damageTo(g.damage, seat), lost, `HP lost by ${seat}'s fighters`);
  }
  const sideOf = (seat: Seat) =>
    (Object.values(s.cards).find((c) => c.owner === seat)?.f.side as string | undefined) ?? null;
  for (const seat of s.seats) {
    const side = sideOf(seat);
    const won = r.winner === side || (r.winner === "kp" && side === "enemy");
    const expected: number = r.winner === null || side === null ? 0.5 : won ? 1 : 0;
    assert.equal(
      magicalGirlAnalysis.evaluate(s, seat),
      expected,
      `${seat} (${side}) vs ${r.winner}`,
    );
  }
  assertInside(g.values);
  for (const v of g.values) {
    const [a, b] = setup === undefined ? [v.p1, v.kp] : [v.p1, v.p2];
    assert.ok(Math.abs(a + b - 1) < 1e-9, "the two sides' values add up to 1");
  }
  for (const d of g.damage) assert.ok(d.from === null || s.seats.includes(d.from));
  for (const [seat, def] of g.played) {
    const known =
      Object.hasOwn(MG_CONTENT.abilities, def) ||
      Object.hasOwn(MG_CONTENT.weapons, def) ||
      Object.hasOwn(MG_CONTENT.skills, def);
    assert.ok(known, `${def} is a content id`);
    assert.ok(
      Object.values(s.cards).some((c) => c.owner === seat),
      `${seat} has a fighter that used ${def}`,
    );
  }
  assert.ok(g.damage.length > 0 && g.played.length > 0, "fighters hit and used things");
  assert.equal(magicalGirlAnalysis.turns?.(s), s.x.round);
}

const MG_NEW_GAME = SYSTEM_ENTRIES["magical-girl"].newGame as Json;

describe("magical-girl analysis over whole random battles", () => {
  for (const seed of SEEDS) test(`KP battle, seed ${seed}`, () => checkGame(seed));
  for (const seed of SEEDS.slice(0, 3))
    test(`duel, seed ${seed}`, () => checkGame(seed, pvp("duel")));
  for (const seed of SEEDS.slice(0, 3))
    test(`spar, seed ${seed}`, () => checkGame(seed, pvp("spar")));
});

/** Starts a set position (pinned dice, reactions off) with the analysis observing from the start. */
const observed = (setup: Json, dice: number[] = []) =>
  observedPosition("magical-girl", setup, dice, { reactions: "off" });

describe("magical-girl analysis in set positions", () => {
  test("a hit is dealt by the attacker's seat; overkill below 0 HP does not count", () => {
    // The duel test's critical moon blade (5 × 1.5 + 1 = 8) on Raimu at 3 HP: 3 HP lost.
    const setup = pvp("duel") as { girls: Record<string, Json>[] };
    setup.girls[1] = { ...setup.girls[1], hp: 3 };
    const { b, tally } = observed(setup, [10, 90, 50, 5]);
    b.choose("p1", "attack:moon-blade@raimu-1");
    b.choose("p2", "defend:none");
    assert.deepEqual(tally.damage_, [{ from: "p1", to: "p2", amount: 3 }]);
    assert.deepEqual(tally.played_, [["p1", "moon-blade"]]);
    assert.equal(magicalGirlAnalysis.evaluate(b.state, "p1"), 1);
    assert.equal(magicalGirlAnalysis.evaluate(b.state, "p2"), 0);
  });

  test("the side with more HP and no wound is ahead; the KP's value is the party's complement", () => {
    const girls = [{ seat: "p1", girl: "tsukiko" }];
    const even = observed({ girls, enemies: [{ enemy: "gloom-wolf" }] }).b;
    const hurt = observed({ girls, enemies: [{ enemy: "gloom-wolf", hp: 2, wound: "light" }] }).b;
    const low = observed({
      girls: [{ seat: "p1", girl: "tsukiko", hp: 2, wound: "light" }],
      enemies: [{ enemy: "gloom-wolf" }],
    }).b;
    const v = (b: Battle) => magicalGirlAnalysis.evaluate(b.state, "p1");
    assert.ok(v(hurt) > v(even) && v(even) > v(low), `${v(hurt)} > ${v(even)} > ${v(low)}`);
    assert.ok(v(hurt) > 0.6 && v(low) < 0.4);
    for (const b of [even, hurt, low])
      assert.ok(Math.abs(v(b) + magicalGirlAnalysis.evaluate(b.state, "kp") - 1) < 1e-9);
  });
});
