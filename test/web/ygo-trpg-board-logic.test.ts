/**
 * The ygo-trpg board's reasoning apart from the browser, read from real views (the engine's
 * `viewFor`, what the server sends): the sheets and what the GM may not see of them, the charge
 * table's rows, the acting order by stars, the last summon check and attack with their
 * arithmetic (a critical with the attribute die, a defender's fumble, a secret GM roll), and the
 * option groups and GM tools by target.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type Battle, viewFor } from "../../src/engine/index.ts";
import { YGO_TRPG_NEW_GAME } from "../../src/systems/ygo-trpg/index.ts";
import { isGmTool, toolMark, toolsOn, ygoGroup } from "../../web/src/boards/ygo-trpg/groups.ts";
import {
  actingOrder,
  characterOf,
  chargeRow,
  monsterLife,
  sheetOf,
} from "../../web/src/boards/ygo-trpg/model.ts";
import {
  lastAttack,
  lastEndPhase,
  lastSummon,
  termsOf,
} from "../../web/src/boards/ygo-trpg/rolls.ts";
import { act, battle, position } from "../ygo-trpg/helpers.ts";

const events = (b: Battle, seat: string | null) => viewFor(b, seat).log;

describe("ygo-trpg board logic", () => {
  it("reads each sheet from the view; the GM sees the players' hands as counts only", () => {
    const b = battle(YGO_TRPG_NEW_GAME, [], {});
    const gm = sheetOf(viewFor(b, "gm"), "p1");
    assert.equal(gm.life, 40);
    assert.equal(gm.char?.jobLevel, 3);
    assert.deepEqual([gm.zones.mhand.length, gm.zones.ihand.length], [5, 4]);
    assert.ok(
      gm.zones.mhand.every((id) => id === "?"),
      "the GM's view hides the hands",
    );
    const own = sheetOf(viewFor(b, "p1"), "p1");
    assert.ok(
      own.zones.mhand.every((id) => id !== "?"),
      "the owner sees her hand",
    );
    assert.ok(sheetOf(viewFor(b, "p1"), "p2").zones.ihand.every((id) => id === "?"));
  });

  it("names each player's character and job on every seat's view (public at the table)", () => {
    const b = battle(YGO_TRPG_NEW_GAME, [], {});
    for (const seat of ["gm", "p1", "p2", null]) {
      const akane = characterOf(viewFor(b, seat), "p1");
      assert.equal(akane?.name.ja, "アカネ");
      assert.equal(akane?.job.en, "Duelist");
      assert.equal(characterOf(viewFor(b, seat), "p2")?.name.zh, "小白");
    }
    assert.equal(b.state.x.characters, undefined, "the view's addition, not the battle's");
  });

  it("puts hands in the seed's charge table rows", () => {
    assert.equal(chargeRow(4, 4), "monsters");
    assert.equal(chargeRow(2, 6), "monsters");
    assert.equal(chargeRow(4, 3), "either");
    assert.equal(chargeRow(0, 0), "either");
    assert.equal(chargeRow(5, 3), "none");
    assert.equal(chargeRow(6, 5), "none", "reading: five monsters or more never charge");
  });

  it("orders monsters by stars before the battle phase and follows the engine's order in it", () => {
    const b = battle(
      position(
        "strategy",
        { field: ["ember-squire", "flame-drake"] },
        { field: ["cavern-goblin", "grave-warden"] },
      ),
      [3, 4],
      {},
    );
    const before = actingOrder(viewFor(b, "gm"));
    assert.equal(before.projected, true);
    const stars = before.order.map((id) => viewFor(b, "gm").cards[id].stats.level);
    assert.deepEqual(stars, [5, 4, 2, 2]);
    while (b.pending && b.pending.prompt.k !== "prompt.act")
      b.choose(
        b.pending.seat,
        b.pending.options.find((o) => /^(ready|done|charge:none|first:)/.test(o.id))!.id,
      );
    const during = actingOrder(viewFor(b, "p1"));
    assert.equal(during.projected, false);
    assert.equal(during.order[0], "flame-drake-1");
    assert.equal(during.now, 0);
  });

  it("shows a summon check's arithmetic: level×2 against the bonuses + 2D6", () => {
    const b = battle(
      position("summon", { monsterHand: ["flame-drake"] }, { field: ["cavern-goblin"] }),
      [2, 3],
    );
    act(b, "p1", "summon:flame-drake-1");
    const s = lastSummon(events(b, "gm"));
    assert.ok(s?.check);
    assert.deepEqual(
      [s.level, s.check.target, s.check.base, s.check.dice, s.check.total, s.outcome],
      [5, 10, 5, [2, 3], 10, "summoned"],
    );
    assert.equal(s.card, "flame-drake-1", "once summoned the card is public");
  });

  it("shows an attack: ATK/100 + 2D + critical + attribute against DEF/100 + 2D, then the damage", () => {
    // Dawn Paladin (light, 1800) on Bone Archer: [6,6] critical +2, dark → attribute +5; then
    // Bone Archer's DEF 800: 8 + [1,1] is a fumble, the dice count 0.
    const b = battle(
      position("battle", { field: ["dawn-paladin"] }, { field: ["bone-archer", "cavern-goblin"] }),
      [6, 6, 2, 5, 1, 1],
    );
    act(b, "p1", "attack:dawn-paladin-1@bone-archer-1");
    act(b, "gm", "no-substitute");
    const a = lastAttack(events(b, "p1"));
    assert.ok(a && a.attack !== null && a.attack !== "secret");
    assert.deepEqual(
      termsOf(a.attack).map((t) => [t.key, t.value]),
      [
        ["atk100", 18],
        ["dice", 12],
        ["crit", 2],
        ["attr", 5],
      ],
    );
    assert.equal(a.attack.critical, true);
    assert.ok(a.defense !== null && a.defense !== "secret");
    assert.equal(a.defense.fumble, true);
    assert.deepEqual(termsOf(a.defense)[1], { key: "dice", value: 0, dice: [1, 1], zeroed: true });
    assert.deepEqual(a.damage, { amount: 29, atk: 37, def: 8, life: 0 });
  });

  it("keeps a secret GM roll secret on a player's page and shows it on the GM's", () => {
    const b = battle(
      position("strategy", { life: 39, field: ["moss-beetle"] }, { field: ["grave-warden"] }),
      [3, 3, 3, 3],
      {},
    );
    act(b, "p1", "ready");
    act(b, "gm", "gm:secret");
    act(b, "gm", "ready");
    while (b.pending && b.pending.prompt.k !== "prompt.act")
      b.choose(
        b.pending.seat,
        b.pending.options.find((o) => ["done", "charge:none"].includes(o.id))!.id,
      );
    act(b, "gm", "attack:grave-warden-1@moss-beetle-1");
    const seen = lastAttack(events(b, "p1"));
    assert.equal(seen?.attack, "secret");
    assert.notEqual(seen?.defense, "secret", "the player's own roll stays public");
    const def = seen?.defense !== null && seen?.defense !== "secret" ? seen?.defense.total : -1;
    // The player's page has the life lost alone: no total, no arithmetic.
    assert.deepEqual(seen?.damage, {
      amount: Math.min(10, Math.max(0, 23 - (def ?? 0))),
      atk: null,
      def: null,
      life: seen?.damage?.life,
      secret: true,
    });
    const gm = lastAttack(events(b, "gm"));
    assert.ok(gm !== null && gm.attack !== null && gm.attack !== "secret");
    assert.equal(gm.attack.total, 17 + 6);
    assert.deepEqual(
      [gm.damage?.atk, gm.damage?.def, gm.damage?.secret],
      [23, def, undefined],
      "the GM's page has its own total in the damage line",
    );
    assert.deepEqual(gm.hidden, { attack: true, defense: false }, "the GM's page marks it kept");
  });

  it("puts the GM's tools on their targets and options in groups", () => {
    const opts = [
      "ready",
      "gm:secret",
      "gm-life:p1@-1",
      "gm-life:p1@+1",
      "gm-life:p2@-1",
      "gm-revive:p2@20",
      "gm-atk:grave-warden-1@+100",
    ].map((id) => ({ id, label: id }));
    assert.deepEqual(
      toolsOn(opts, "p1").map((o) => o.id),
      ["gm-life:p1@-1", "gm-life:p1@+1"],
    );
    assert.deepEqual(
      toolsOn(opts, "p2").map((o) => toolMark(o.id)),
      ["−1", "♥20"],
    );
    assert.deepEqual(
      toolsOn(opts, "grave-warden-1").map((o) => toolMark(o.id)),
      ["+100"],
    );
    assert.ok(isGmTool("gm:reveal") && isGmTool("gm-atk:x@+100") && !isGmTool("ready"));
    assert.equal(ygoGroup("summon:flame-drake-1"), "play");
    assert.equal(ygoGroup("direct:shade-bat-1@p1"), "attack");
    assert.equal(ygoGroup("substitute:moss-beetle-1"), "attack");
    assert.equal(ygoGroup("charge:none"), "pass");
    assert.equal(ygoGroup("charge:monster"), "play");
    assert.equal(ygoGroup("gm-life:p1@+1"), "tools");
    assert.equal(ygoGroup("gm:secret"), "tools");
  });

  it("tells what the last end phase did, since it takes no decision", () => {
    const b = battle(
      {
        start: "phase",
        phase: "end",
        round: 2,
        players: { p1: { character: "akane", monsterDeck: [], itemDeck: [], life: 20 } },
        gm: { field: ["obsidian-wyrm-lord"] },
      },
      [],
    );
    assert.deepEqual(lastEndPhase(events(b, "p1")), {
      round: 2,
      effects: ["obsidian-wyrm-lord-1"],
      boostsEnded: 0,
    });
    assert.equal(lastEndPhase([]), null);
  });

  it("reads a monster's life left of 2X+8", () => {
    const b = battle(
      position("battle", { field: ["dusk-fox"] }, { field: ["cavern-goblin", "moss-beetle"] }),
      [3, 4, 2, 2],
    );
    act(b, "p1", "attack:dusk-fox-1@cavern-goblin-1");
    act(b, "gm", "no-substitute");
    assert.deepEqual(monsterLife(viewFor(b, "p1").cards["cavern-goblin-1"]), { left: 2, max: 12 });
  });
});
