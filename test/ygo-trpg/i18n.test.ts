/**
 * Every event, prompt and option the system produces renders in Japanese, Chinese and English
 * with the seed's terms, over whole random encounters.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { missingMessages, renderMsg, renderOption, startBattle } from "../../src/engine/index.ts";
import { YGO_TRPG_NEW_GAME, ygoTrpg } from "../../src/systems/ygo-trpg/index.ts";
import { battle, lines, position } from "./helpers.ts";

function playMany() {
  const seen = new Set<string>();
  const prompts = new Set<string>();
  const opts = new Set<string>();
  for (let seed = 1; seed <= 30; seed++) {
    const b = startBattle(ygoTrpg, { seed, setup: YGO_TRPG_NEW_GAME });
    let n = 0;
    while (b.pending && n < 600) {
      prompts.add(JSON.stringify(b.pending.prompt));
      for (const o of b.pending.options) opts.add(o.id);
      const o = b.pending.options;
      b.choose(b.pending.seat, o[(n * 7 + seed) % o.length].id);
      n++;
    }
    for (const e of b.state.log) seen.add(e.t);
  }
  return { seen, prompts, opts };
}

test("every event type seen in play has ja / zh / en text; prompts and options render", () => {
  const { seen, prompts, opts } = playMany();
  assert.deepEqual(missingMessages(ygoTrpg, [...seen]), []);
  assert.ok(seen.size >= 25, `saw ${[...seen].join(",")}`);
  for (const lang of ["ja", "zh", "en"] as const) {
    for (const p of prompts)
      assert.notEqual(renderMsg(ygoTrpg, JSON.parse(p), lang), JSON.parse(p).k);
    for (const o of opts)
      assert.ok(!renderOption(ygoTrpg, o, lang).includes(":"), `${o} in ${lang}`);
  }
});

test("the log uses the seed's terms in Japanese", () => {
  const b = battle(
    position("battle", { field: ["dawn-paladin"] }, { field: ["bone-archer", "moss-beetle"] }),
    [6, 6, 2, 5, 3, 4],
  );
  b.choose("p1", "attack:dawn-paladin-1@bone-archer-1");
  b.choose("gm", "no-substitute");
  const ja = lines(b, "ja").join("\n");
  for (const term of ["戦闘フェイズ", "ダメージ判定", "軽減判定", "暁の聖騎士", "破壊された"])
    assert.ok(ja.includes(term), term);
  assert.ok(lines(b, "zh").join("\n").includes("伤害判定"));
});

test("every event type the code can emit (not only those seen) has ja / zh / en text", () => {
  const dir = "src/systems/ygo-trpg";
  const types = new Set<string>(["gm-secret", "gm-open"]);
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".ts"))) {
    for (const m of readFileSync(join(dir, f), "utf8").matchAll(/[{,]\s*t: "([a-z-]+)"/g))
      types.add(m[1]);
  }
  assert.ok(types.size >= 40, `${types.size} event types`);
  assert.deepEqual(missingMessages(ygoTrpg, [...types]), []);
});
