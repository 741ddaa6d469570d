/**
 * Steps run on at once (run-next.ts) play the very battle the engine's loop plays: a step
 * observer (`afterStep`) turns the running-on off — every task then goes through the loop — so
 * whole random games with and without one must agree option for option, event for event and
 * state for state. Also: option ids listed by the interned tables read back to their parts, and
 * an id not made there parses to the same parts.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Battle, startBattle } from "../../src/engine/index.ts";
import { vision } from "../../src/systems/vision/index.ts";
import {
  actId,
  cardId,
  optionRef,
  parseOptionId,
  playId,
  targetedId,
  targetRow,
} from "../../src/systems/vision/option-ids.ts";

/** Plays one random game (a fixed LCG over the options); returns what it showed. */
function play(seed: number, observed: boolean): string[] {
  const b: Battle = startBattle(vision, {
    seed,
    setup: { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } },
  });
  let tasks = 0;
  if (observed) b.afterStep = () => void tasks++;
  const seen: string[] = [];
  let r = (seed * 2654435761) >>> 0;
  for (let d = 0; b.pending !== null && d < 3000; d++) {
    const p = b.pending;
    seen.push(`${p.seat} ${p.options.map((o) => o.id).join(",")} ${b.state.tasks.length}`);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    b.chooseIndex(r % p.options.length);
  }
  seen.push(JSON.stringify(b.state));
  if (observed) assert.ok(tasks > 0);
  return seen;
}

test("running steps on plays the same games as the engine's loop", () => {
  for (let seed = 1; seed <= 60; seed++) {
    assert.deepEqual(play(seed, false), play(seed, true), `seed ${seed}`);
  }
});

test("interned option ids read back to their parts; other ids parse to the same", () => {
  const made = [
    cardId("node", "c1"),
    cardId("attack", "c2"),
    cardId("block", "c3"),
    cardId("discard", "c4"),
    playId("c5"),
    actId("c6", 1),
    targetedId(targetRow(playId("c7")), playId("c7"), "c8"),
    targetedId(targetRow(actId("c9", 0)), actId("c9", 0), "c10"),
    "end",
    "block:none",
    "graze:yes",
    "graze:no",
  ];
  assert.deepEqual(made.slice(4, 8), ["play:c5", "act:c6.1", "play:c7@c8", "act:c9.0@c10"]);
  for (const id of made) {
    // What the tables remember is what reading the text gives.
    assert.deepEqual(optionRef(id), parseOptionId(id), id);
  }
  assert.deepEqual(optionRef("act:x-1.2@y"), { kind: "act", card: "x-1", n: 2, target: "y" });
  assert.deepEqual(optionRef("play:z@w"), { kind: "play", card: "z", target: "w" });
  assert.deepEqual(optionRef("node:q"), { kind: "node", card: "q" });
  assert.deepEqual(optionRef("pass"), { kind: "other" });
});
