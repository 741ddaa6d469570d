/**
 * Issue 28: options a person can tell apart. Random games of every system, at every decision in
 * ja / zh / en, as the table server renders them (the deciding seat's view) and as `kassen play`'s
 * menu does (`optionChoices`): no two options of one decision share a label.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { optionChoices } from "../../src/cli/output.ts";
import {
  type Json,
  LANGS,
  optionLabels,
  ownCard,
  ownFlags,
  startBattle,
  viewFor,
} from "../../src/engine/index.ts";
import { picker } from "../../src/shared/picker.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

/** The first label of `labels` met twice, or null. */
function repeated(labels: string[]): string | null {
  const seen = new Set<string>();
  for (const l of labels) {
    if (seen.has(l)) return l;
    seen.add(l);
  }
  return null;
}

for (const [id, entry] of Object.entries(SYSTEM_ENTRIES)) {
  test(`${id}: every decision's option labels are unique in ja, zh and en`, () => {
    let decisions = 0;
    for (const seed of [1, 2, 3]) {
      const b = startBattle(entry.system, {
        seed,
        setup: entry.newGame as Json,
        ids: "opaque",
        options: entry.benchOptions,
      });
      const pick = picker(seed);
      for (let k = 0; k < 150 && b.pending !== null; k++) {
        const p = b.pending;
        const view = viewFor(b, p.seat);
        for (const lang of LANGS) {
          // The server labels the view's options (a system may add to their labels there).
          const served = optionLabels(entry.system, view.pending?.options ?? [], lang, view);
          const menu = optionChoices(entry.system, p, lang, view).map((c) => c.label);
          const where = `${id} seed ${seed} decision ${k} ${lang}`;
          assert.equal(served.length, p.options.length, where);
          assert.equal(repeated(served), null, `${where}: ${served.join(" | ")}`);
          assert.equal(repeated(menu), null, `${where} (menu): ${menu.join(" | ")}`);
        }
        b.choose(p.seat, p.options[pick(p.options.length)].id);
        decisions++;
      }
    }
    assert.ok(decisions > 100, `${id}: only ${decisions} decisions`);
  });
}

test("a detail tells apart what differs; an ordinal what nothing else does", async () => {
  const { magicalGirl, MAGICAL_GIRL_NEW_GAME } = await import(
    "../../src/systems/magical-girl/index.ts"
  );
  const b = startBattle(magicalGirl, { seed: 1, setup: MAGICAL_GIRL_NEW_GAME as Json });
  const wolves = Object.keys(b.state.cards).filter((c) => c.startsWith("gloom-wolf"));
  assert.ok(wolves.length >= 2);
  const options = wolves.map((w) => ({ id: `attack:star-wand@${w}` }));
  const same = optionLabels(magicalGirl, options, "en", b.state);
  assert.match(same[0], /\(1st\)$/);
  assert.match(same[1], /\(2nd\)$/);
  (ownFlags(ownCard(b.state, wolves[1])) as { hp: number }).hp -= 3;
  const hurt = optionLabels(magicalGirl, options, "zh", b.state);
  assert.notEqual(hurt[0], hurt[1]);
  assert.match(hurt[1], /（HP \d+\/\d+）$/);
});
