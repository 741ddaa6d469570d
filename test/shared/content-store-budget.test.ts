/**
 * The content store's budget: merged contents beyond it are dropped, oldest started first; a
 * battle whose content was dropped still plays and names its cards (the store merges its packs
 * again from the list its init holds); once nothing holds that list, the content is gone.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { type BattleInit, type Json, startBattle, viewFor } from "../../src/engine/index.ts";
import { DEFAULT_CONTENT_BUDGET } from "../../src/systems/shared/content-store.ts";
import { VISION_STORE } from "../../src/systems/vision/content/index.ts";
import { vision } from "../../src/systems/vision/index.ts";

after(() => VISION_STORE.setBudget(DEFAULT_CONTENT_BUDGET));

/** A battle with a pack of `n` cards that renames Reisen to `name`. */
function packedInit(name: string, n = 200): BattleInit {
  const cards: Json[] = [
    {
      id: "reisen",
      replaces: true,
      type: "character",
      name: { ja: name, zh: name, en: name },
      need: 3,
      cost: 2,
      attack: 4,
      toughness: 4,
      graze: 1,
    },
  ];
  for (let i = 0; i < n; i++)
    cards.push({
      id: `zq-${name.toLowerCase()}-${i}`,
      type: "character",
      name: { ja: `${name}${i}`, zh: `${name}${i}`, en: `${name} ${i}` },
      need: 1,
      cost: 1,
      attack: 1,
      toughness: 1,
      graze: 1,
    });
  return {
    seed: 1,
    setup: {
      start: "main",
      p1: { deck: ["koakuma", "koakuma"], field: ["reisen"] },
      p2: { deck: ["koakuma", "koakuma"], field: ["cirno"] },
    },
    options: { content: [{ system: "vision", cards }] },
  };
}

/** Reisen's name as p1's view of `init`'s battle shows it. */
function reisenName(b: ReturnType<typeof startBattle>): string {
  return vision.cardName("reisen", "en", viewFor(b, "p1"));
}

test("contents over the budget are dropped, oldest first; a live battle's is merged again", () => {
  const one = (() => {
    VISION_STORE.setBudget(0);
    const before = VISION_STORE.kept();
    startBattle(vision, packedInit("Probe"));
    return VISION_STORE.kept().bytes - before.bytes;
  })();
  assert.ok(one > 0, "a pack's content counts for bytes");
  VISION_STORE.setBudget(one * 2.5);
  const inits = ["Alpha", "Bravo", "Charlie", "Delta"].map((n) => packedInit(n));
  const battles = inits.map((init) => startBattle(vision, init));
  const kept = VISION_STORE.kept();
  assert.ok(kept.bytes <= one * 2.5, `${kept.bytes} bytes kept within ${one * 2.5}`);
  assert.equal(kept.contents, 2, "the two newest");
  // Alpha's content was dropped; its battle still names its own Reisen (merged again)…
  assert.equal(reisenName(battles[0]), "Alpha");
  // …and plays on in it.
  const p = battles[0].pending;
  assert.ok(p !== null);
  battles[0].choose(p.seat, p.options[0].id);
  // Every battle reads its own names, whatever was merged last.
  for (const [i, n] of ["Alpha", "Bravo", "Charlie", "Delta"].entries())
    assert.equal(reisenName(battles[i]), n);
  assert.ok(VISION_STORE.kept().bytes <= one * 2.5);
});

test("once no init holds a pack list, its dropped content cannot come back", async () => {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  VISION_STORE.setBudget(0);
  const hash = (() => {
    const b = startBattle(vision, packedInit("Gone"));
    return b.state.options.content as string;
  })();
  // The newest stays even over the budget: push it out with another.
  const other = startBattle(vision, packedInit("Other"));
  assert.notEqual(other.state.options.content, hash);
  // WeakRefs made in this turn are kept until it ends.
  await new Promise((r) => setImmediate(r));
  gc();
  assert.throws(() => VISION_STORE.byHashOf(hash), /content .* is not loaded/);
});
