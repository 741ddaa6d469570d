/**
 * What the server says of a prepared battle (src/build/prepare/prep-check.ts, prep-summary.ts):
 * each problem at its scenario path in the checks' own words, and for a battle that plays the
 * summary read off the battle the system builds — acting order (YGT-20), summon chances equal to
 * `kassen odds`, movement over the map's ways (closed doors, light wounds, dangerous terrain).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { checkPrep, prepAnswer } from "../../../src/build/prepare/prep-check.ts";
import { newPrep } from "../../../src/build/prepare/prep-new.ts";
import { nameIn, prepSummary } from "../../../src/build/prepare/prep-summary.ts";
import type { Movement, PrepDoc } from "../../../src/build/prepare/prep-types.ts";
import { errorLine } from "../../../src/cli/errors.ts";
import { makeProgram } from "../../../src/cli/main.ts";
import "../../../src/cli/odds-ask.ts";
import { captureStdout } from "../../shared/capture-stdout.ts";

/** `kassen odds …` run in-process, its --json answer. */
async function odds(...args: string[]): Promise<{ probability: number }> {
  const program = await makeProgram();
  const out = { text: "" };
  try {
    await captureStdout(out, () =>
      program.parseAsync(["node", "kassen", "odds", ...args, "--json"]),
    );
  } catch (err) {
    assert.fail(errorLine(err) ?? String(err));
  }
  return JSON.parse(out.text);
}

/** A doc of `system` with its setup/content/options changed. */
function docOf(system: PrepDoc["system"], change: Partial<PrepDoc>): PrepDoc {
  return { ...newPrep(system, "en"), ...change };
}

describe("checkPrep: problems at their scenario paths", () => {
  test("the starters play; their summaries are there", () => {
    for (const system of ["ygo-trpg", "magical-girl"] as const) {
      const a = prepAnswer(newPrep(system, "ja"), "ja");
      assert.deepEqual(a.problems, []);
      assert.ok(a.summary !== null && a.summary.seats.length >= 3);
    }
  });

  test("setup, content, options and bots each at their place; no summary then", () => {
    const cases: [PrepDoc, string, RegExp][] = [
      [
        docOf("ygo-trpg", {
          setup: { players: { p1: { character: "nobody" } }, gm: { encounter: "wyrm-lair" } },
        }),
        "setup.players.p1.character",
        /unknown character "nobody"/,
      ],
      [
        docOf("ygo-trpg", {
          setup: {
            players: { p1: { character: "akane", itemHand: ["moss-beetle"] } },
            gm: { encounter: "wyrm-lair" },
          },
        }),
        "setup.players.p1.itemHand[0]",
        /^"moss-beetle" is not a spell or trap \(it is a monster\)$/,
      ],
      [
        docOf("ygo-trpg", { content: { cards: [{ id: "x", type: "monster", atk: "big" }] } }),
        "content.cards[0].atk",
        /expected a number, got "big"/,
      ],
      [
        docOf("magical-girl", {
          setup: {
            mode: "battle",
            girls: [{ seat: "p1", girl: "hoshino", pos: "x" }],
            enemies: [{ enemy: "gloom-wolf" }],
          },
        }),
        "setup.girls[0].pos",
        /a position needs a map/,
      ],
      [docOf("magical-girl", { options: { nope: 1 } }), "options.nope", /unexpected key/],
      [
        docOf("magical-girl", { bots: { p9: "random" } }),
        "bots.p9",
        /expected one of the seats kp, p1, p2/,
      ],
      [
        docOf("magical-girl", { content: { cards: [] } as never }),
        "content.cards",
        /not a magical-girl content list/,
      ],
      [
        docOf("magical-girl", {
          setup: { mode: "battle", girls: [{ seat: "p1", girl: "hoshino" }], enemies: [] },
        }),
        "setup.enemies",
        /a KP battle needs enemies/,
      ],
    ];
    for (const [doc, path, message] of cases) {
      const a = prepAnswer(doc, "en");
      assert.equal(a.summary, null);
      const p = a.problems.find((x) => x.path === path);
      assert.ok(p !== undefined, `${path} among ${JSON.stringify(a.problems)}`);
      assert.match(p.message, message);
    }
  });

  test("every problem of the pack at once; a shipped id needs replaces: true", () => {
    const doc = docOf("ygo-trpg", {
      content: {
        cards: [
          { id: "y", type: "monster" },
          { id: "z", type: "monster" },
        ],
      },
    });
    const paths = checkPrep(doc).map((p) => p.path);
    assert.ok(paths.some((p) => p.startsWith("content.cards[0].")));
    assert.ok(paths.some((p) => p.startsWith("content.cards[1].")));
    const girl = {
      id: "hoshino",
      name: { ja: "ほ", zh: "星", en: "Hoshi" },
    };
    const shipped = checkPrep(docOf("magical-girl", { content: { girls: [girl] } }));
    assert.ok(shipped.length > 0);
    assert.ok(
      shipped.every((p) => p.path.startsWith("content.girls[0]")),
      JSON.stringify(shipped),
    );
  });
});

describe("prepSummary: ygo-trpg", () => {
  test("seats name characters and the encounter; acting order most stars first", () => {
    const s = prepSummary(newPrep("ygo-trpg", "ja"), "ja");
    assert.deepEqual(s.seats, [
      { seat: "p1", name: "アカネ" },
      { seat: "p2", name: "シロ" },
      { seat: "gm", name: "黒曜の竜王の巣" },
    ]);
    const levels = (s.actingOrder ?? []).map((g) => g.level);
    assert.deepEqual(
      levels,
      [...levels].sort((a, b) => b - a),
    );
    assert.ok(
      (s.actingOrder ?? []).every((g) => !g.rollOff && g.monsters.every((m) => m.seat === "gm")),
    );
  });

  test("a level both sides field is a roll-off; a level set by hand counts; a fainted player's monsters take no part", () => {
    const setup = {
      start: "phase",
      phase: "battle",
      players: {
        p1: { character: "akane", field: [{ card: "ember-squire", level: 3 }] },
        p2: { character: "shiro", life: 0, field: ["dawn-paladin"] },
      },
      gm: { field: ["bone-archer", "grave-warden"] },
    };
    const order = prepSummary(docOf("ygo-trpg", { setup }), "en").actingOrder ?? [];
    assert.deepEqual(
      order.map((g) => [g.level, g.rollOff, g.monsters.map((m) => `${m.seat}:${m.card}`)]),
      [
        [4, false, ["gm:grave-warden"]],
        [3, true, ["p1:ember-squire", "gm:bone-archer"]],
      ],
    );
  });

  test("summon chances are kassen odds' numbers, under the table's reading of the doubles", async () => {
    for (const doubles of ["auto", "none"]) {
      const doc = docOf("ygo-trpg", { options: { summonDoubles: doubles } });
      const akane = (prepSummary(doc, "en").summon ?? []).find((c) => c.seat === "p1");
      assert.ok(akane !== undefined);
      const lancer = akane.rows.find((r) => r.card === "tempest-lancer");
      assert.ok(lancer !== undefined);
      const cli = await odds(
        "ygo-trpg",
        "summon",
        `level=${lancer.level}`,
        "attributeBonus=2",
        "jobBonus=3",
        "--option",
        `summonDoubles=${doubles}`,
      );
      assert.equal(lancer.chance, cli.probability);
      // Every monster of her deck once, most stars first.
      assert.deepEqual(
        akane.rows.map((r) => r.level),
        akane.rows.map((r) => r.level).sort((a, b) => b - a),
      );
      assert.equal(new Set(akane.rows.map((r) => r.card)).size, akane.rows.length);
    }
  });
});

/** A map of the doc's own: a yard, a shed behind a closed door, a roof through an open one, a pit. */
const yard = {
  id: "yard-map",
  name: { ja: "庭", zh: "院子", en: "Yard" },
  positions: [
    {
      id: "yard",
      name: { ja: "庭", zh: "院子", en: "Yard" },
      objects: [
        { id: "shed-door", kind: "door", weight: 40, name: { ja: "扉", zh: "门", en: "Door" } },
        {
          id: "roof-door",
          kind: "door",
          weight: 40,
          open: true,
          name: { ja: "扉", zh: "门", en: "Door" },
        },
      ],
    },
    { id: "shed", name: { ja: "小屋", zh: "小屋", en: "Shed" } },
    { id: "roof", name: { ja: "屋根", zh: "屋顶", en: "Roof" } },
    { id: "lane", name: { ja: "小道", zh: "小路", en: "Lane" } },
    { id: "pit", danger: true, name: { ja: "穴", zh: "坑", en: "Pit" } },
  ],
  distances: [
    { from: "yard", to: "shed", m: 5, door: "shed-door" },
    { from: "yard", to: "roof", m: 16, door: "roof-door" },
    { from: "yard", to: "lane", m: 14 },
    { from: "lane", to: "pit", m: 14 },
  ],
};

describe("prepSummary: magical-girl", () => {
  const doc = (girls: Record<string, unknown>[], mode = "battle") =>
    docOf("magical-girl", {
      content: { maps: [yard] },
      setup: {
        mode,
        map: "yard-map",
        girls,
        ...(mode === "battle" ? { enemies: [{ enemy: "gloom-wolf", pos: "lane" }] } : {}),
      },
    });
  const reach = (m: Movement | undefined) =>
    Object.fromEntries((m?.reach ?? []).map((r) => [r.pos, [r.metres, r.dp]]));

  test("shortest metres over usable ways; a closed door is no way; DP as the battle charges each move", () => {
    const s = prepSummary(
      doc([
        { seat: "p1", girl: "hoshino" },
        { seat: "p2", girl: "tsukiko", wound: "light", dp: 5 },
      ]),
      "zh",
    );
    assert.deepEqual(
      s.seats.map((x) => x.seat),
      ["kp", "p1", "p2"],
    );
    assert.equal(s.seats[0].name, "忧郁之狼");
    const [hoshino, tsukiko, wolf] = s.movement ?? [];
    assert.equal(hoshino.metresPerDp, 15);
    assert.equal(hoshino.dp, 8);
    assert.equal(hoshino.pos, "yard");
    assert.deepEqual(reach(hoshino), {
      yard: [0, 0],
      shed: [null, null],
      roof: [16, 2],
      lane: [14, 1],
      pit: [28, 2],
    });
    // A light wound halves her metres per DP (MGR-61).
    assert.equal(tsukiko.metresPerDp, 7.5);
    assert.equal(tsukiko.dp, 5);
    assert.deepEqual(reach(tsukiko).pit, [28, 4]);
    assert.equal(wolf.seat, "kp");
    assert.deepEqual(reach(wolf).yard, [14, 1]);
  });

  test("PvP seats carry their side; without a map nobody has anywhere to go", () => {
    const duel = docOf("magical-girl", {
      setup: {
        mode: "duel",
        girls: [
          { seat: "p1", girl: "hoshino", side: "a" },
          { seat: "p2", girl: "tsukiko", side: "b" },
        ],
      },
    });
    const s = prepSummary(duel, "en");
    assert.deepEqual(
      s.seats.slice(1).map((x) => x.side),
      ["a", "b"],
    );
    assert.ok((s.movement ?? []).every((m) => m.pos === "" && m.reach.length === 0));
  });
});

describe("nameIn", () => {
  test("the language asked, else another; a plain string is itself", () => {
    assert.equal(nameIn({ ja: "ア", zh: "阿", en: "A" }, "zh", "x"), "阿");
    assert.equal(nameIn({ en: "A" }, "ja", "x"), "A");
    assert.equal(nameIn("Plain", "ja", "x"), "Plain");
    assert.equal(nameIn(undefined, "ja", "x"), "x");
  });
});
