/**
 * Issue 28: an initiative group's id is a setup's tag ("wolves"), never a word people read. The
 * view names each group in ja / zh / en by its members (x.sheet.names, `group:<id>`: what the
 * browser's initiative track shows), and no rendered line or label says the tag.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Json,
  LANGS,
  renderEvent,
  renderMsg,
  startBattle,
  viewFor,
} from "../../src/engine/index.ts";
import { optionLabels } from "../../src/engine/option-labels.ts";
import { picker } from "../../src/shared/picker.ts";
import { MAGICAL_GIRL_NEW_GAME, magicalGirl } from "../../src/systems/magical-girl/index.ts";
import type { SheetView } from "../../src/systems/magical-girl/sheet-view.ts";

test("MGR-11 a group reads as its members: 憂鬱の狼の組, 忧郁之狼组, Gloom Wolf group", () => {
  const b = startBattle(magicalGirl, { seed: 1, setup: MAGICAL_GIRL_NEW_GAME as Json });
  for (const seat of ["kp", "p1", null]) {
    const sheet = (viewFor(b, seat).x as unknown as { sheet: SheetView }).sheet;
    assert.deepEqual(sheet.names["group:wolves"], {
      ja: "憂鬱の狼の組",
      zh: "忧郁之狼组",
      en: "Gloom Wolf group",
    });
  }
});

test("no line, prompt or option label of a played game says a group's tag", () => {
  const b = startBattle(magicalGirl, { seed: 3, setup: MAGICAL_GIRL_NEW_GAME as Json });
  const pick = picker(3);
  for (let k = 0; k < 200 && b.pending !== null; k++) {
    const p = b.pending;
    const view = viewFor(b, p.seat);
    for (const lang of LANGS) {
      const texts = [
        renderMsg(magicalGirl, p.prompt, lang, view),
        ...optionLabels(magicalGirl, view.pending?.options ?? [], lang, view),
      ];
      for (const t of texts) assert.doesNotMatch(t, /wolves/, `${lang}: ${t}`);
    }
    b.choose(p.seat, p.options[pick(p.options.length)].id);
  }
  for (const lang of LANGS)
    for (const e of b.state.log)
      assert.doesNotMatch(renderEvent(magicalGirl, e, lang, b.state), /wolves/);
});
