/**
 * The magical-girl board's reasoning apart from the browser, on real views (viewFor of battles
 * the engine plays): the initiative track as the round will run (wounded last, MGR-13), the KP
 * tools per fighter, the DP an option would spend, parry / dodge / counter with their costs and
 * the offered options, checks with bonus dice and their thresholds, the movement range (halved
 * and capped by a light wound), the scatter read from the log, the positions laid out by their
 * metres, and the option groups.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type Battle, viewFor } from "../../src/engine/index.ts";
import { checksOf } from "../../web/src/boards/magical-girl/checks-model.ts";
import { defenceRows } from "../../web/src/boards/magical-girl/defence-model.ts";
import { magicalGirlGroup } from "../../web/src/boards/magical-girl/groups.ts";
import {
  distanceMatrix,
  layoutError,
  layoutPositions,
} from "../../web/src/boards/magical-girl/map-layout.ts";
import {
  lastScatter,
  moveRange,
  scatterOffset,
} from "../../web/src/boards/magical-girl/map-model.ts";
import {
  fightersOf,
  initiativeTrack,
  nextRoundDp,
  spendOf,
  toolsFor,
} from "../../web/src/boards/magical-girl/model.ts";
import type { LogLine } from "../../web/src/net/protocol.ts";
import { act, battle } from "../magical-girl/helpers.ts";

/** Tsukiko (p2), Hikari (p1), the wolf; the night park; KP tools and reactions on. */
function party(extra: Record<string, string> = {}): Battle {
  return battle(
    {
      map: "night-park",
      girls: [
        { seat: "p1", girl: "hoshino" },
        { seat: "p2", girl: "tsukiko" },
      ],
      enemies: [{ enemy: "gloom-wolf" }],
    },
    [50, 10, 90, 95, 90],
    { reactions: "on", reactionApproval: "ask", kpTools: "on", ...extra },
  );
}

const opts = (b: Battle, seat: string) =>
  (b.pending?.seat === seat ? b.pending.options : []).map((o) => ({ id: o.id, label: o.id }));
const fighter = (b: Battle, id: string, seat: string | null = null) => {
  const f = fightersOf(viewFor(b, seat)).find((x) => x.id === id);
  assert.ok(f !== undefined, id);
  return f;
};

describe("magical-girl board logic", () => {
  it("tracks the round as it will run: acted, now, unwounded, then the wounded", () => {
    const b = party();
    act(b, "kp", "adjust-done");
    assert.deepEqual(
      initiativeTrack(viewFor(b, null)).map((e) => [e.id, e.n, e.state]),
      [
        ["tsukiko-1", 1, "now"],
        ["hoshino-1", 2, "waiting"],
        ["gloom-wolf-1", 3, "waiting"],
      ],
    );
    act(b, "p2", "end");
    act(b, "kp", "adjust:hoshino-1@wound+");
    const track = initiativeTrack(viewFor(b, "p1"));
    assert.deepEqual(
      track.map((e) => [e.id, e.state, e.wounded]),
      [
        ["tsukiko-1", "acted", false],
        ["gloom-wolf-1", "waiting", false],
        ["hoshino-1", "waiting", true],
      ],
    );
  });

  it("puts each KP tool on its fighter, only those in range", () => {
    const b = party();
    const tools = toolsFor(opts(b, "kp"), "gloom-wolf-1");
    assert.deepEqual(Object.keys(tools).sort(), ["dp+1", "dp-1", "hp-1", "wound+"]);
    assert.equal(tools["hp-1"], "adjust:gloom-wolf-1@hp-1");
    assert.deepEqual(toolsFor(opts(b, "p1"), "gloom-wolf-1"), {}, "not the players'");
  });

  it("previews the DP an option would spend, a reaction at double", () => {
    const b = party();
    act(b, "kp", "adjust-done");
    act(b, "p2", "attack:unarmed@gloom-wolf-1");
    const view = viewFor(b, "p1");
    assert.deepEqual(spendOf(view, ["react:unarmed@gloom-wolf-1"]), { min: 4, max: 4 });
    assert.deepEqual(
      spendOf(view, ["react:unarmed@gloom-wolf-1", "react:star-wand@gloom-wolf-1", "pass"]),
      { min: 4, max: 6 },
    );
    assert.equal(spendOf(viewFor(b, "p2"), ["react:unarmed@gloom-wolf-1"]), null);
    act(b, "p1", "react:unarmed@gloom-wolf-1");
    act(b, "kp", "approve");
    const h = fighter(b, "hoshino-1");
    assert.equal(h.f.dp, 4);
    assert.equal(nextRoundDp(h), 4, "no recovery after a reaction (MGR-35)");
    assert.equal(nextRoundDp(fighter(b, "tsukiko-1")), 10, "6 + 4");
  });

  it("lists parry, dodge and counter with their costs and the offered options", () => {
    const b = battle(
      { girls: [{ seat: "p1", girl: "tsukiko" }], enemies: [{ enemy: "gloom-wolf" }] },
      [90, 10, 10],
    );
    act(b, "kp", "attack:gloom-fang@tsukiko-1");
    const rows = defenceRows(fighter(b, "tsukiko-1", "p1"), opts(b, "p1"));
    assert.deepEqual(
      rows.map((r) => [r.kind, r.weapon ?? "", r.dp, r.open, r.option ?? ""]),
      [
        ["parry", "", 0, true, "defend:parry"],
        ["dodge", "", 1, true, "defend:dodge"],
        ["counter", "moon-blade", 2, true, "counter:moon-blade"],
        ["counter", "unarmed", 1, true, "counter:unarmed"],
      ],
    );
    // Out of her defence: the costs stay, nothing to choose.
    assert.ok(defenceRows(fighter(b, "tsukiko-1"), []).every((r) => r.option === undefined));
  });

  it("shows a check's bonus dice, the kept roll and the level thresholds", () => {
    const line = (event: Record<string, unknown>): LogLine => ({ text: "", event });
    const rows = checksOf([
      line({ t: "turn", card: "a" }),
      line({
        t: "check",
        card: "a",
        what: "dodge",
        roll: 17,
        target: 60,
        level: "hard",
        dice: [47, 1],
        bonus: 1,
      }),
      line({
        t: "check",
        card: "b",
        what: "agi",
        roll: 100,
        target: 40,
        level: "fumble",
        dice: [100],
        bonus: 0,
      }),
    ]);
    assert.deepEqual(
      rows.map((r) => [r.at, r.d100, r.candidates, r.roll, r.hard, r.extreme, r.level]),
      [
        [1, 47, [47, 17], 17, 30, 12, "hard"],
        [2, 100, [], 100, 20, 8, "fumble"],
      ],
    );
    assert.equal(checksOf([], "a").length, 0);
  });

  it("measures the movement range: metres per DP × DP, a light wound halves and caps it", () => {
    const b = party();
    act(b, "kp", "adjust-done");
    const t = fighter(b, "tsukiko-1");
    assert.deepEqual(moveRange(t), { dp: 8, metres: 120 });
    assert.deepEqual(moveRange(t, 2), { dp: 2, metres: 30 }, "the DP about to be spent");
    act(b, "p2", "end");
    act(b, "kp", "adjust:hoshino-1@wound+");
    assert.deepEqual(moveRange(fighter(b, "hoshino-1")), { dp: 3, metres: 22.5 });
  });

  it("finds where the last throw scattered and offsets it from the target", () => {
    const line = (event: Record<string, unknown>): LogLine => ({ text: "", event });
    const log = [
      line({ t: "throw", card: "r", target: "w", arm: "comet-hammer" }),
      line({ t: "check", card: "r", what: "throwing", roll: 90, target: 40, level: "failure" }),
      line({ t: "scatter", card: "r", face: 2, where: "beyond" }),
    ];
    assert.deepEqual(lastScatter(log), {
      thrower: "r",
      target: "w",
      arm: "comet-hammer",
      face: 2,
      where: "beyond",
    });
    assert.equal(lastScatter([...log, line({ t: "round", round: 2 })]), null);
    const from = { x: 0, y: 0 };
    const to = { x: 10, y: 0 };
    assert.deepEqual(scatterOffset("beyond", from, to), { x: 5, y: 0 });
    assert.deepEqual(scatterOffset("short", from, to), { x: -5, y: -0 });
    assert.deepEqual(scatterOffset("on-target", from, to), { x: 0, y: 0 });
  });

  it("lays the positions out by their metres", () => {
    const tri = [
      { from: "a", to: "b", m: 3 },
      { from: "b", to: "c", m: 4 },
      { from: "a", to: "c", m: 5 },
    ];
    assert.ok(layoutError(layoutPositions(["a", "b", "c"], tri), tri) < 0.01, "a flat triangle");
    const view = viewFor(party(), null);
    const map = (
      view.x.sheet as unknown as { map: { positions: { id: string }[]; distances: typeof tri } }
    ).map;
    const ids = map.positions.map((p) => p.id);
    const park = layoutPositions(ids, map.distances);
    assert.ok(layoutError(park, map.distances) < 0.2, "the night park within 20 %");
    assert.deepEqual(park, layoutPositions(ids, map.distances), "the same map, the same drawing");
    assert.deepEqual(distanceMatrix(["a", "b", "c"], tri.slice(0, 2))[0], [0, 3, 7], "a path");
  });

  it("groups the options", () => {
    const cases: [string, string][] = [
      ["attack:moon-blade@w", "attack"],
      ["react:unarmed@w", "attack"],
      ["counter:moon-blade", "attack"],
      ["move:bench", "play"],
      ["useskill:magic", "play"],
      ["hide", "play"],
      ["end", "pass"],
      ["stance:dodge", "pass"],
      ["ready-any", "pass"],
      ["adjust-done", "pass"],
      ["defend:none", "pass"],
      ["approve", "other"],
      ["adjust:w@hp-1", "tools"],
      ["defend:parry", "other"],
    ];
    for (const [id, group] of cases) assert.equal(magicalGirlGroup(id), group, id);
  });
});
