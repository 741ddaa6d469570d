/**
 * A property every system must have: from any point of a game, a choice by a seat that is not
 * deciding, or an option id that is not offered, throws IllegalChoiceError and changes nothing.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  type BattleInit,
  IllegalChoiceError,
  type RuleSystem,
  startBattle,
} from "../../src/engine/index.ts";

/** Runs the property over random seeds, game lengths and junk option ids. */
export function assertIllegalChoicesChangeNothing(
  system: RuleSystem,
  init: (seed: number) => BattleInit,
  numRuns: number,
): void {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.nat(60),
      fc.string(),
      (seed, steps, junk) => {
        const b = startBattle(system, init(seed));
        for (let i = 0; i < steps && b.pending; i++)
          b.choose(b.pending.seat, b.pending.options[0].id);
        if (b.pending === null) return;
        const h = b.hash();
        const pending = b.pending;
        const other = b.state.seats.find((s) => s !== pending.seat);
        if (other !== undefined)
          assert.throws(() => b.choose(other, pending.options[0].id), IllegalChoiceError);
        if (!pending.options.some((o) => o.id === junk))
          assert.throws(() => b.choose(pending.seat, junk), IllegalChoiceError);
        // Near misses: every verb of the offered options with any card id (and a target): the
        // system's `why` is asked about them, and must neither throw nor change anything.
        const ids = Object.keys(b.state.cards);
        const verbs = [...new Set(pending.options.map((o) => o.id.split(":")[0]))];
        for (const verb of verbs) {
          const card = ids[(seed + verb.length) % ids.length] ?? junk;
          for (const id of [
            `${verb}:${card}`,
            `${verb}:${card}@${ids[0] ?? ""}`,
            `${verb}:${card}.0`,
          ]) {
            if (pending.options.some((o) => o.id === id)) continue;
            assert.throws(() => b.choose(pending.seat, id), IllegalChoiceError);
          }
        }
        assert.equal(b.hash(), h);
      },
    ),
    { numRuns },
  );
}
