/**
 * The printed text the browser's card details show (`cardText`, sent in a state message's
 * `defs`): a monster's stars, attribute, type and ATK/DEF (a boss's printed life), a spell's kind,
 * a trap's timing, then the rules text, in each language.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ygoTrpg } from "../../src/systems/ygo-trpg/index.ts";

test("a monster's printed line: stars, attribute, type, ATK / DEF", () => {
  assert.equal(
    ygoTrpg.cardText?.("cavern-goblin", "ja", null),
    "★2 · 地属性 · 悪魔族 · ATK 1000 / DEF 600",
  );
  assert.equal(
    ygoTrpg.cardText?.("cavern-goblin", "en", null),
    "★2 · EARTH · Fiend · ATK 1000 / DEF 600",
  );
  assert.equal(
    ygoTrpg.cardText?.("cavern-goblin", "zh", null),
    "★2 · 地属性 · 恶魔族 · ATK 1000 / DEF 600",
  );
});

test("a boss shows its printed life (YGT-25)", () => {
  assert.match(ygoTrpg.cardText?.("obsidian-wyrm-lord", "ja", null) ?? "", /^★8 · .* · ライフ 40/);
});

test("a spell's kind and a trap's timing come before the rules text", () => {
  assert.equal(
    ygoTrpg.cardText?.("swift-wind", "ja", null),
    "速攻魔法\n速攻魔法。自分のモンスター1体の攻撃力を500上げる。",
  );
  assert.match(
    ygoTrpg.cardText?.("pitfall-snare", "en", null) ?? "",
    /^Trap \(on a summon declaration\)/,
  );
  assert.equal(ygoTrpg.cardText?.("no-such-card", "en", null), null);
});
