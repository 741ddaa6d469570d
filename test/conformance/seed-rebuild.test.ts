/**
 * The seed-rebuild attack, tried from every seat of every system: a seat that read the seed off
 * its view could start the public new-game setup with it, replay the (public) choices and read
 * the other seats' hands and the next dice. The view carries no seed, so the attacker can only
 * try the numbers its view does hold (and small ones): none rebuilds the hidden hands or the
 * next dice.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  applyChoices,
  type Battle,
  type BattleInit,
  hiddenCards,
  type Json,
  startBattle,
  viewFor,
} from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

/** A seed no view could hold by chance (no life total, count or stat is this large). */
const SECRET_SEED = 1_234_567_891;

/** Every integer anywhere in a JSON value, plus the small numbers an attacker would try. */
function candidates(view: Json): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i <= 64; i++) out.add(i);
  const walk = (v: unknown): void => {
    if (typeof v === "number" && Number.isInteger(v)) out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === "object" && v !== null) Object.values(v).forEach(walk);
  };
  walk(view);
  return out;
}

/** What the seat must not learn: the definitions in its hidden places, and the next 12 dice. */
function secrets(b: Battle, seat: string): string {
  const hidden = [...hiddenCards(b, seat).keys()].map((id) => b.state.cards[id].def);
  const f = b.fork();
  const dice = Array.from({ length: 12 }, () => f.rollDie(20));
  return JSON.stringify([hidden, dice]);
}

for (const [id, entry] of Object.entries(SYSTEM_ENTRIES)) {
  if (entry.newGame === undefined) continue;
  test(`${id}: no seat rebuilds the others' hands or the next dice from its view`, () => {
    const init = (seed: number): BattleInit => ({
      seed,
      setup: entry.newGame as Json,
      ids: "opaque",
    });
    const b = startBattle(entry.system, init(SECRET_SEED));
    // A few decisions in, so the view has a log, dice and moved cards to mine for numbers.
    for (let i = 0; i < 12 && b.pending !== null; i++)
      b.choose(b.pending.seat, b.pending.options[i % b.pending.options.length].id);
    const history = b.state.history.map(([s, o]) => [s, o] as [string, string]);
    for (const seat of b.state.seats) {
      const view = viewFor(b, seat);
      const truth = secrets(b, seat);
      const tried = candidates(view as unknown as Json);
      assert.ok(!tried.has(SECRET_SEED), `${id}: the seed is in ${seat}'s view`);
      for (const seed of tried) {
        let rebuilt: Battle;
        try {
          rebuilt = startBattle(entry.system, init(seed));
          applyChoices(rebuilt, history);
        } catch {
          continue; // another seed deals other cards: the real choices do not even fit
        }
        assert.notEqual(secrets(rebuilt, seat), truth, `${id}: seed ${seed} rebuilds ${seat}`);
      }
    }
    // The attack itself works when the seed is known: the check above is not vacuous.
    const known = startBattle(entry.system, init(SECRET_SEED));
    applyChoices(known, history);
    for (const seat of b.state.seats) assert.equal(secrets(known, seat), secrets(b, seat));
  });
}
