/**
 * Every event renders in Japanese, Chinese and English with the seed's terms; the content files
 * validate and cross-check; bad setups are refused with the place named.
 */
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { missingMessages, renderEvent, startBattle } from "../../src/engine/index.ts";
import { loadGeoMarchContent } from "../../src/systems/geo-march/content/index.ts";
import {
  GEO_MARCH_NEW_GAME,
  GEO_MARCH_SAMPLE_BATTLE,
  geoMarch,
} from "../../src/systems/geo-march/index.ts";

/** Event types seen over many random new-game battles. */
function eventTypes(): Set<string> {
  const types = new Set<string>();
  for (let seed = 0; seed < 80; seed++) {
    const setup = seed % 2 === 0 ? GEO_MARCH_NEW_GAME : GEO_MARCH_SAMPLE_BATTLE;
    const b = startBattle(geoMarch, { seed, setup });
    for (let i = 0; b.pending !== null && i < 3000; i++)
      b.choose(b.pending.seat, b.pending.options[(seed * 7 + i) % b.pending.options.length].id);
    for (const e of b.state.log) types.add(e.t);
  }
  return types;
}

test("every event type met in play has a template in ja, zh and en", () => {
  const types = eventTypes();
  for (const t of [
    "battle-start",
    "fast-summon",
    "formation",
    "speed-roll",
    "attack",
    "battle-end",
  ])
    assert.ok(types.has(t), `random play met ${t}`);
  assert.deepEqual(missingMessages(geoMarch, [...types]), []);
});

test("every ev.* / prompt.* message exists in all three languages", () => {
  for (const [k, v] of Object.entries(geoMarch.messages))
    for (const lang of ["ja", "zh", "en"] as const) assert.ok(v[lang], `${k}:${lang}`);
});

test("the log uses the seed's terms: 撃破, 行動完了, 速攻召喚, 進軍側", () => {
  const b = startBattle(geoMarch, {
    seed: 1,
    setup: {
      p1: { party: ["plain-lancer", "plain-lancer"], hand: ["storm-hawk"] },
      p2: { party: ["clay-soldier"] },
    },
    pinned: [6, 1],
  });
  b.choose("p1", "summon:storm-hawk-1");
  while (b.pending !== null) b.choose(b.pending.seat, b.pending.options.at(-1)!.id);
  const ja = b.state.log.map((e) => renderEvent(geoMarch, e, "ja", b.state)).join("\n");
  for (const term of ["撃破", "行動完了", "速攻召喚", "進軍側", "嵐の鷹"])
    assert.ok(ja.includes(term), term);
  const en = b.state.log.map((e) => renderEvent(geoMarch, e, "en", b.state)).join("\n");
  assert.ok(en.includes("Clay Soldier is defeated"), en);
});

test("content: the built-in set loads; a party naming an unknown unit is refused with its place", () => {
  const c = loadGeoMarchContent();
  assert.ok(Object.keys(c.cards).length >= 30, "a starter set of at least 30 cards");
  const dir = mkdtempSync(join(tmpdir(), "gm-content-"));
  writeFileSync(
    join(dir, "a.yaml"),
    "parties:\n  - id: x\n    name: { ja: x, zh: x, en: x }\n    units: [no-such-unit]\n",
  );
  assert.throws(
    () => loadGeoMarchContent(dir),
    /parties\[0\]\.units\[0\]: unknown unit "no-such-unit"/,
  );
});

test("setup: unknown cards and non-units in a party are refused with the place named", () => {
  assert.throws(
    () => startBattle(geoMarch, { seed: 1, setup: { p1: { party: ["nope"] } } }),
    /p1\.party\[0\]/,
  );
  assert.throws(
    () => startBattle(geoMarch, { seed: 1, setup: { p2: { party: ["long-spear"] } } }),
    /not a unit/,
  );
});

test("the end line names the winner and the outcome in each language (a draw names none)", () => {
  const b = startBattle(geoMarch, {
    seed: 1,
    setup: { p1: { party: ["plain-lancer"] }, p2: { party: ["shield-golem"] } },
    pinned: [6, 1],
  });
  const end = b.state.log.at(-1);
  assert.equal(end?.t, "end");
  if (end === undefined) return;
  assert.equal(
    renderEvent(geoMarch, end, "ja", b.state),
    "ゲーム終了：プレイヤー2の勝利：進軍失敗・防御成功",
  );
  assert.equal(
    renderEvent(geoMarch, end, "en", b.state),
    "Game over: Player 2 wins: the march fails",
  );
  assert.equal(
    renderEvent(geoMarch, end, "zh", b.state),
    "游戏结束：玩家2获胜：进军失败・防御成功",
  );
  const draw = { t: "end", winner: null, outcome: "draw", reason: { k: "reason.turn-limit" } };
  assert.equal(renderEvent(geoMarch, draw, "ja"), "ゲーム終了：引き分け：ターン数の上限に達した");
});
