/**
 * A pack's own skills are check terms in its battles only (`{%what}` of a check): each battle
 * renders the name its own pack gives, a battle without the pack the id — not the name of
 * whichever pack the process loaded first.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Json, type LogEvent, renderEvent, startBattle } from "../../src/engine/index.ts";
import { magicalGirl } from "../../src/systems/magical-girl/index.ts";

/** A check of skill `zq-lore` as a battle with these packs renders it, in English. */
function checkLine(packs: Json[] | undefined): string {
  const b = startBattle(magicalGirl, {
    seed: 1,
    setup: { girls: [{ seat: "p1", girl: "hoshino" }], enemies: [{ enemy: "gloom-wolf" }] },
    options: { reactions: "off", ...(packs === undefined ? {} : { content: packs }) },
  });
  const e: LogEvent = {
    t: "check",
    card: "hoshino-1",
    what: "zq-lore",
    roll: 10,
    dice: [10],
    target: 50,
    level: "regular",
  };
  return renderEvent(magicalGirl, e, "en", b.state);
}

/** A pack with one skill, `zq-lore`, called `name`. */
const skillPack = (name: string): Json => ({
  system: "magical-girl",
  skills: [{ id: "zq-lore", category: "life", name: { ja: name, zh: name, en: name } }],
});

test("magical-girl: each battle names a pack's skill by its own pack, or by its id without one", () => {
  assert.match(checkLine([skillPack("Alpha Lore")]), /checks Alpha Lore:/);
  assert.match(checkLine([skillPack("Bravo Lore")]), /checks Bravo Lore:/);
  assert.match(checkLine(undefined), /checks zq-lore:/);
  assert.match(checkLine([skillPack("Alpha Lore")]), /checks Alpha Lore:/);
});
