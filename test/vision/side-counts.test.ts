/**
 * The side table's per-zone counts (lowered.ts) that let the legal-play listing skip a hand or a
 * field: after every step of random games they equal a recount from the state, and the listing
 * with them equals the listing that walks every zone; "is there any?" agrees with the listing.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Battle, startBattle } from "../../src/engine/index.ts";
import { vision } from "../../src/systems/vision/index.ts";
import { hasLegalPlay, legalPlays } from "../../src/systems/vision/legal-plays.ts";
import { recountIn, SIDE_WEIGHTS, sideOf } from "../../src/systems/vision/lowered.ts";

function checkCounts(b: Battle, where: string): void {
  const s = b.state;
  const side = sideOf(s);
  assert.equal(side.hand1, recountIn(s, side, "p1:hand", SIDE_WEIGHTS.hand), `hand1 ${where}`);
  assert.equal(side.hand2, recountIn(s, side, "p2:hand", SIDE_WEIGHTS.hand), `hand2 ${where}`);
  assert.equal(side.act1, recountIn(s, side, "p1:field", SIDE_WEIGHTS.activated), `act1 ${where}`);
  assert.equal(side.act2, recountIn(s, side, "p2:field", SIDE_WEIGHTS.activated), `act2 ${where}`);
}

test("the side table's hand and activated counts match a recount after every step", () => {
  for (let seed = 1; seed <= 40; seed++) {
    const b = startBattle(vision, {
      seed,
      setup: { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } },
    });
    b.afterStep = (bb, task) => checkCounts(bb, `seed ${seed} after ${task.k}`);
    let r = (seed * 2654435761) >>> 0;
    for (let d = 0; b.pending !== null && d < 3000; d++) {
      checkCounts(b, `seed ${seed} decision ${d}`);
      // A state with no side table yet counts from scratch: its listing is the same.
      const fresh = b.fork();
      for (const seat of ["p1", "p2"])
        for (const ctx of ["main", "window"] as const) {
          const listed = legalPlays(b, seat, ctx);
          assert.deepEqual(legalPlays(fresh, seat, ctx), listed);
          // "Is there any?" answers without listing: the same as the listing.
          assert.equal(hasLegalPlay(b, seat, ctx), listed.length > 0, `${seat} ${ctx}`);
        }
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      b.chooseIndex(r % b.pending.options.length);
    }
  }
});
