/**
 * Option refs (option-ids.ts): rules code reads an option id's parts from its ref, recorded when
 * the listing builds the id or read by the one parser. Whichever way, the parts are the grammar's
 * `verb[:thing[@target]]` — what the handlers sliced out of the id before.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Json, startBattle } from "../../src/engine/index.ts";
import { MAGICAL_GIRL_MODES, magicalGirl } from "../../src/systems/magical-girl/index.ts";
import { optionRef, parseOptionId } from "../../src/systems/magical-girl/option-ids.ts";
import { WAREHOUSE } from "./helpers.ts";

test("the parser reads verb, rest, thing and target", () => {
  assert.deepEqual(parseOptionId("attack:claw@raimu-1"), {
    id: "attack:claw@raimu-1",
    verb: "attack",
    rest: "claw@raimu-1",
    thing: "claw",
    target: "raimu-1",
  });
  assert.deepEqual(parseOptionId("end"), {
    id: "end",
    verb: "end",
    rest: "",
    thing: "",
    target: null,
  });
  assert.deepEqual(parseOptionId("when-acts:gloom-wolf-1"), {
    id: "when-acts:gloom-wolf-1",
    verb: "when-acts",
    rest: "gloom-wolf-1",
    thing: "gloom-wolf-1",
    target: null,
  });
  // Only the first `:` and the first `@` after it split.
  assert.deepEqual(parseOptionId("a:b:c@d@e"), {
    id: "a:b:c@d@e",
    verb: "a",
    rest: "b:c@d@e",
    thing: "b:c",
    target: "d@e",
  });
});

/** Setups whose random games list every kind of option: each mode, a map with objects and items. */
const GAMES: { setup: Json; options: Record<string, Json> }[] = [
  ...Object.values(MAGICAL_GIRL_MODES).map((m) => ({ setup: m.setup, options: {} })),
  { setup: WAREHOUSE, options: {} },
  {
    setup: WAREHOUSE,
    options: { kpTools: "on", groupTurns: "together", initiativeTie: "roll" },
  },
];

test("every listed option's ref holds the parser's parts, and they spell the id again", () => {
  let seen = 0;
  for (const { setup, options } of GAMES) {
    for (let seed = 1; seed <= 4; seed++) {
      const b = startBattle(magicalGirl, { seed, setup, options, pinned: [] });
      let r = seed;
      for (let n = 0; n < 250 && b.state.result === null && b.pending !== null; n++) {
        for (const o of b.pending.options) {
          const ref = optionRef(o.id);
          assert.deepEqual({ ...ref }, parseOptionId(o.id), o.id);
          const rest = ref.target === null ? ref.thing : `${ref.thing}@${ref.target}`;
          assert.equal(rest, ref.rest, o.id);
          assert.equal(ref.id === ref.verb ? ref.id : `${ref.verb}:${ref.rest}`, o.id);
          seen++;
        }
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        b.chooseIndex(r % b.pending.options.length);
      }
    }
  }
  assert.ok(seen > 1000, `only ${seen} options listed`);
});
