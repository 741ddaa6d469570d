/**
 * The prepare page's plain logic apart from the browser: a problem's scenario path placed on its
 * line of the exported YAML; "use this value" writing a tuned number into the setup or into an
 * entry of the GM's own content (a shipped entry copied with `replaces: true`), never into the doc
 * it was given; a finished table's link read into its id and token.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { newPrep } from "../../src/build/prepare/prep-new.ts";
import type { PrepDoc, ShippedContent } from "../../src/build/prepare/prep-types.ts";
import { yamlOfPrep } from "../../src/build/prepare/prep-yaml.ts";
import { linesOf, pathKeys } from "../../web/src/prepare/prep-lines.ts";
import { applyTuned, TuneApplyError, varyText } from "../../web/src/prepare/prep-tune-apply.ts";
import { parseTableLink } from "../../web/src/prepare/table-link.ts";

const GOBLIN = {
  id: "cavern-goblin",
  name: { ja: "ゴブリン", zh: "哥布林", en: "Goblin" },
  atk: 300,
};
const SHIPPED: ShippedContent = { system: "ygo-trpg", content: { cards: [GOBLIN] } };

describe("prepare page logic", () => {
  it("reads a problem's path into keys", () => {
    assert.deepEqual(pathKeys("setup.girls[1].pos"), ["setup", "girls", 1, "pos"]);
    assert.deepEqual(pathKeys("players.p1.field.0.atk"), ["players", "p1", "field", 0, "atk"]);
  });

  it("places each problem on its line of the exported YAML", () => {
    const doc: PrepDoc = {
      ...newPrep("ygo-trpg", "en"),
      content: { cards: [{ ...GOBLIN, id: "my-goblin" }] },
    };
    const yaml = yamlOfPrep(doc);
    const lines = yaml.split("\n");
    const [name, atk, p2, missing, nowhere] = linesOf(yaml, [
      "name",
      "content.cards[0].atk",
      "setup.players.p2",
      "setup.players.p2.life",
      "options.nothing",
    ]);
    assert.match(lines[(name ?? 0) - 1], /^name: /);
    assert.match(lines[(atk ?? 0) - 1], /atk: 300/);
    assert.match(lines[(p2 ?? 0) - 1], /p2:/);
    assert.equal(missing, p2, "a missing field points at its nearest place");
    assert.equal(nowhere, null);
    assert.deepEqual(linesOf("a: [", ["a"]), [null], "unreadable YAML places nothing");
  });

  it("writes a tuned setup number into a copy of the doc", () => {
    const doc = newPrep("ygo-trpg", "ja");
    const next = applyTuned(doc, "players.p1.life", 33, SHIPPED);
    assert.equal((next.setup.players as Record<string, { life?: number }>).p1.life, 33);
    assert.equal((doc.setup.players as Record<string, { life?: number }>).p1.life, undefined);
    assert.throws(() => applyTuned(doc, "players.__proto__.x", 1, SHIPPED), TuneApplyError);
  });

  it("writes a tuned content number into the doc's own entry, copying a shipped one", () => {
    const doc = newPrep("ygo-trpg", "ja");
    const once = applyTuned(doc, "card:cavern-goblin.atk", 450, SHIPPED);
    assert.deepEqual(once.content.cards, [{ ...GOBLIN, atk: 450, replaces: true }]);
    assert.deepEqual(doc.content, {}, "the doc given is unchanged");
    const twice = applyTuned(once, "cards:cavern-goblin.atk", 500, SHIPPED);
    assert.equal(twice.content.cards.length, 1, "the doc's own entry is changed, not copied again");
    assert.equal(twice.content.cards[0].atk, 500);
    assert.equal(once.content.cards[0].atk, 450);
    assert.throws(() => applyTuned(doc, "card:nobody.atk", 1, SHIPPED), /no cards entry "nobody"/);
  });

  it("writes a vary spec as kassen tune reads it", () => {
    assert.equal(varyText("card:x.atk", 0, 3000), "card:x.atk=0..3000");
    assert.equal(varyText("p1.rate", 0.5, 2), "p1.rate=0.5..2");
  });

  it("reads a finished table's link", () => {
    const base = "http://localhost:8080/prepare/ygo-trpg";
    assert.deepEqual(parseTableLink("http://x.example/t/abc_1#tok-9", base), {
      table: "abc_1",
      token: "tok-9",
    });
    assert.deepEqual(parseTableLink("/t/abc#tok", base), { table: "abc", token: "tok" });
    assert.equal(parseTableLink("  ", base), undefined);
    assert.equal(parseTableLink("/t/abc", base), null, "no token");
    assert.equal(parseTableLink("/build/vision/abc#tok", base), null);
    assert.equal(parseTableLink("/t/abc#%E0%A4%A", base), null, "a broken escape");
  });
});
