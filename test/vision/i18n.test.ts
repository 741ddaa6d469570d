/** Every event the vision system emits renders in Japanese, Chinese and English. */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  LANGS,
  missingMessages,
  renderEvent,
  renderMsg,
  renderOption,
  startBattle,
} from "../../src/engine/index.ts";
import { vision } from "../../src/systems/vision/index.ts";

function randomGame(seed: number) {
  const b = startBattle(vision, {
    seed,
    setup: { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } },
  });
  const prompts = new Set<string>();
  const options = new Set<string>();
  let r = seed;
  while (b.pending) {
    prompts.add(b.pending.prompt.k);
    for (const o of b.pending.options) options.add(o.id);
    r = (r * 1103515245 + 12345) & 0x7fffffff;
    b.choose(b.pending.seat, b.pending.options[r % b.pending.options.length].id);
  }
  return { b, prompts, options };
}

test("every event type seen in 40 random games has a template in ja, zh and en", () => {
  const types = new Set<string>();
  for (let seed = 1; seed <= 40; seed++) {
    const { b } = randomGame(seed);
    for (const e of b.state.log) types.add(e.t);
  }
  assert.ok(types.size > 25, `saw ${types.size} event types`);
  assert.deepEqual(missingMessages(vision, [...types]), []);
});

test("rendered log lines, prompts and options never show raw placeholders or undefined", () => {
  for (let seed = 1; seed <= 10; seed++) {
    const { b, prompts, options } = randomGame(seed);
    for (const lang of LANGS) {
      for (const e of b.state.log) {
        const line = renderEvent(vision, e, lang, b.state);
        assert.doesNotMatch(line, /undefined|\{|\}|\[object/, `${e.t} in ${lang}: ${line}`);
      }
      for (const k of prompts)
        assert.notEqual(renderMsg(vision, { k }, lang), k, `prompt ${k} in ${lang}`);
      for (const id of options) {
        const text = renderOption(vision, id, lang, b.state);
        assert.notEqual(text, id, `option ${id} in ${lang}`);
        assert.doesNotMatch(text, /undefined|\{/);
      }
    }
  }
});

test("the log uses the rulebook's own terms", () => {
  const b = startBattle(vision, {
    seed: 1,
    setup: {
      start: "main",
      p1: { field: [{ card: "reimu", id: "reimu" }] },
      p2: { deck: ["cirno", "cirno", "cirno"] },
    },
  });
  b.choose("p1", "attack:reimu");
  b.choose("p2", "block:none");
  b.choose("p2", "graze:yes");
  const ja = b.state.log.map((e) => renderEvent(vision, e, "ja", b.state)).join("\n");
  const zh = b.state.log.map((e) => renderEvent(vision, e, "zh", b.state)).join("\n");
  const en = b.state.log.map((e) => renderEvent(vision, e, "en", b.state)).join("\n");
  assert.match(ja, /グレイズ/);
  assert.match(ja, /ライフ/);
  assert.match(ja, /霊夢/);
  assert.match(zh, /擦弹/);
  assert.match(en, /Graze/);
});

test("a timing window's log line names the window in the rulebook's words, not its id", () => {
  for (const [name, ja] of [
    ["combat-start", "戦闘開始時"],
    ["enter", "登場時"],
    ["turn-end", "ターン終了時"],
  ]) {
    const line = renderEvent(vision, { t: "window", name, n: 1 }, "ja");
    assert.ok(line.includes(ja), line);
    assert.ok(!line.includes(name), line);
  }
});
