/**
 * The prepare page's server side over HTTP (issue 30): the shipped content the builders list,
 * a quick sim of a prepared battle (each side's win rate with its interval, the same answer for
 * the same document) and a tune of one of its numbers; every refusal one line naming the body
 * field, before any battle is played.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { newPrep } from "../../src/build/prepare/prep-new.ts";
import { tunables } from "../../src/build/prepare/prep-tunables.ts";
import type { PrepDoc, ShippedContent, SimAnswer } from "../../src/build/prepare/prep-types.ts";
import { MAX_BUILD_SIM_BATTLES, MAX_BUILD_TUNE_BATTLES } from "../../src/shared/limits.ts";
import { MG_CONTENT } from "../../src/systems/magical-girl/content/index.ts";
import { YGO_CONTENT } from "../../src/systems/ygo-trpg/content/index.ts";
import { get, post, startTestServer, type TestServer } from "./server-helpers.ts";

describe("build routes: shipped content, quick sim, tune", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => server.stop());

  const sim = (body: unknown) => post(server.url, "/api/build/sim", body);
  const tune = (body: unknown) => post(server.url, "/api/build/tune", body);

  test("GET /api/systems/:id/content: every list of the shipped content, in content order", async () => {
    const ygo = await get(server.url, "/api/systems/ygo-trpg/content");
    assert.equal(ygo.status, 200);
    const y = ygo.body as unknown as ShippedContent;
    assert.equal(y.system, "ygo-trpg");
    assert.deepEqual(Object.keys(y.content), ["cards", "characters", "decks", "encounters"]);
    assert.deepEqual(
      y.content.cards.map((c) => c.id),
      Object.keys(YGO_CONTENT.cards),
    );
    const lair = y.content.encounters.find((e) => e.id === "wyrm-lair");
    assert.deepEqual(lair?.monsters, [
      "obsidian-wyrm-lord",
      "grave-warden",
      "bone-archer",
      "shade-bat",
    ]);
    const mg = (await get(server.url, "/api/systems/magical-girl/content"))
      .body as unknown as ShippedContent;
    assert.deepEqual(Object.keys(mg.content), [
      "skills",
      "weapons",
      "abilities",
      "items",
      "traits",
      "girls",
      "enemies",
      "maps",
    ]);
    assert.deepEqual(
      mg.content.enemies.map((e) => e.id),
      Object.keys(MG_CONTENT.enemies),
    );
    const wolf = mg.content.enemies.find((e) => e.id === "gloom-wolf") as { name: { zh: string } };
    assert.equal(wolf.name.zh, MG_CONTENT.enemies["gloom-wolf"].name.zh);
    assert.deepEqual(await get(server.url, "/api/systems/vision/content"), {
      status: 404,
      body: {
        error:
          'no shipped content for system "vision" (battles are prepared for ygo-trpg, magical-girl)',
      },
    });
  });

  test("a quick sim of a new ygo-trpg battle: players against the GM, the same answer twice", async () => {
    const doc = newPrep("ygo-trpg", "ja");
    const r = await sim({ doc, battles: 30, lang: "en" });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const a = r.body as unknown as SimAnswer;
    assert.equal(a.battles, 30);
    assert.deepEqual(
      a.sides.map((s) => [s.side, s.label, s.seats]),
      [
        ["players", "The players", ["p1", "p2"]],
        ["gm", "The GM", ["gm"]],
      ],
    );
    const won = a.sides.reduce((n, s) => n + s.win.wins, 0);
    assert.equal(won + a.draws + (a.battles - a.finished), a.battles);
    for (const s of a.sides) {
      assert.equal(s.win.n, 30);
      assert.ok(s.win.lo <= s.win.rate && s.win.rate <= s.win.hi, JSON.stringify(s.win));
    }
    assert.ok(a.meanTurns !== null && a.meanTurns > 0);
    assert.ok(a.meanDecisions > 0);
    const again = (await sim({ doc, battles: 30, lang: "en" })).body as unknown as SimAnswer;
    assert.deepEqual({ ...again, seconds: 0 }, { ...a, seconds: 0 });
    // Another seed is another answer's draw of battles (seeded, so the run repeats).
    const other = (await sim({ doc: { ...doc, seed: 2 }, battles: 30, lang: "en" }))
      .body as unknown as SimAnswer;
    assert.notDeepEqual({ ...other, seconds: 0 }, { ...a, seconds: 0 });
  });

  test("magical-girl: the girls against the enemies; in a spar, side A against side B", async () => {
    const doc = newPrep("magical-girl", "zh");
    const r = await sim({ doc, battles: 20, lang: "zh" });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const a = r.body as unknown as SimAnswer;
    assert.deepEqual(
      a.sides.map((s) => [s.side, s.label, s.seats]),
      [
        ["party", "魔法少女们", ["p1", "p2"]],
        ["enemy", "敌人", ["kp"]],
      ],
    );
    assert.equal(a.sides[0].win.wins + a.sides[1].win.wins + a.draws, a.finished);
    const spar: PrepDoc = {
      ...doc,
      setup: {
        mode: "spar",
        girls: [
          { seat: "p1", girl: "hoshino", side: "a" },
          { seat: "p2", girl: "tsukiko", side: "b" },
        ],
      },
    };
    const s = (await sim({ doc: spar, battles: 20, lang: "en" })).body as unknown as SimAnswer;
    assert.deepEqual(
      s.sides.map((x) => [x.side, x.label, x.seats]),
      [
        ["a", "side A", ["p1"]],
        ["b", "side B", ["p2"]],
      ],
    );
    assert.equal(s.sides[0].win.wins + s.sides[1].win.wins + s.draws, s.finished);
    assert.ok(s.sides[0].win.wins > 0 && s.sides[1].win.wins > 0, JSON.stringify(s.sides));
  });

  test("sim refusals: one line naming the body field, nothing played", async () => {
    const doc = newPrep("magical-girl", "en");
    const error = async (body: unknown) => {
      const r = await sim(body);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.deepEqual(Object.keys(r.body), ["error"]);
      return r.body.error;
    };
    assert.equal(
      await error({ doc, battles: MAX_BUILD_SIM_BATTLES + 1, lang: "en" }),
      "battles: expected at most 400 battles in a quick sim",
    );
    assert.equal(
      await error({ doc, battles: 0, lang: "en" }),
      "battles: Too small: expected number to be >=1",
    );
    assert.equal(
      await error({ doc, lang: "fr" }),
      'lang: Invalid option: expected one of "ja"|"zh"|"en"',
    );
    assert.equal(await error({ doc, lang: "en", seats: 2 }), 'body: unexpected key "seats"');
    assert.equal(
      await error({ lang: "en" }),
      "doc: expected a prepared battle (a mapping with system:, name: and setup:)",
    );
    assert.match(await error({ doc: { ...doc, system: "vision" }, lang: "en" }), /^doc\.system: /);
    // A path in content: is no pack (inline only: the server opens no file a body names).
    assert.match(
      await error({ doc: { ...doc, content: "cards.yaml" }, lang: "en" }),
      /^doc\.content: /,
    );
    const setup = { ...doc.setup, girls: [{ seat: "p1", girl: "nobody" }] };
    assert.match(
      await error({ doc: { ...doc, setup }, lang: "en" }),
      /^doc\.setup\.girls\[0\]: unknown girl "nobody" \(known: /,
    );
    // The document's own entries are one pack: its places are the document's content lists.
    const badEnemy = { ...doc.content, enemies: [{ id: "x", hp: "lots" }] };
    assert.match(
      await error({ doc: { ...doc, content: badEnemy }, lang: "en" }),
      /^doc\.content\.enemies\[0\]/,
    );
    assert.equal(
      await error({ doc: { ...doc, bots: { p1: "mcts:5000" } }, lang: "en" }),
      'doc.bots.p1: a server sim plays mcts with at most 200 iterations, got "mcts:5000"',
    );
    assert.equal(
      await error({ doc: { ...doc, bots: { p1: "mcts:50ms" } }, lang: "en" }),
      'doc.bots.p1: a server sim plays mcts by iterations, not thinking time, got "mcts:50ms"',
    );
  });

  test("a tune of the wyrm lord's ATK: the value at which the players win the asked share", async () => {
    const doc = newPrep("ygo-trpg", "en");
    const r = await tune({
      doc,
      vary: "cards:obsidian-wyrm-lord.atk=1000..4000",
      seat: "p1",
      target: 0.5,
      battles: 150,
      lang: "en",
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const t = r.body as unknown as {
      params: { what: string; lo: number; hi: number; current: number }[];
      target: { seat: string; seatName: string; rate: number };
      answer: { values: number[] };
      battles: number;
      timing: { workers: number };
    };
    assert.deepEqual(
      t.params.map((p) => [p.what, p.lo, p.hi]),
      [["cards:obsidian-wyrm-lord.atk", 1000, 4000]],
    );
    const lord = YGO_CONTENT.cards["obsidian-wyrm-lord"];
    assert.equal(t.params[0].current, lord.type === "monster" ? lord.atk : null);
    assert.deepEqual(t.target, { seat: "p1", seatName: "Player 1", rate: 0.5 });
    assert.ok(t.answer.values[0] >= 1000 && t.answer.values[0] <= 4000);
    assert.ok(t.battles > 0 && t.battles <= 150, `${t.battles} battles`);
    assert.equal(t.timing.workers, 1);
  });

  test("a tune of what the prepare page offers to tune: a magical-girl enemy's HP", async () => {
    const doc = newPrep("magical-girl", "zh");
    const shipped = (await get(server.url, "/api/systems/magical-girl/content"))
      .body as unknown as ShippedContent;
    const [hp] = tunables(doc, shipped, "zh");
    assert.equal(hp.what, "enemies.0.attributes.hp");
    const r = await tune({
      doc,
      vary: `${hp.what}=${hp.lo}..${hp.hi}`,
      seat: "kp",
      target: 0.3,
      battles: 80,
      lang: "zh",
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const t = r.body as unknown as {
      params: { what: string; current: number }[];
      target: { seatName: string };
      battles: number;
    };
    // A setup path the setup leaves to the content has no value of its own in tune's words.
    assert.deepEqual(
      t.params.map((p) => [p.what, p.current]),
      [[hp.what, null]],
    );
    assert.equal(t.target.seatName, "主持人（KP）");
    assert.ok(t.battles > 0 && t.battles <= 80, `${t.battles} battles`);
  });

  test("tune refusals: the vary, seat, target and battles fields named", async () => {
    const doc = newPrep("ygo-trpg", "en");
    const base = {
      doc,
      vary: "cards:obsidian-wyrm-lord.atk=1000..4000",
      seat: "p1",
      target: 0.5,
      lang: "en",
    };
    const error = async (body: unknown) => {
      const r = await tune(body);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      return r.body.error;
    };
    assert.equal(
      await error({ ...base, vary: "atk" }),
      "vary: expected WHAT=LO..HI, e.g. card:reisen.attack=1..8 or p1.field.0.attack=0..9",
    );
    assert.equal(
      await error({ ...base, vary: "cards:nobody.atk=1..9" }),
      'vary: cards:nobody.atk=1..9: ygo-trpg has no cards entry "nobody"',
    );
    assert.equal(
      await error({ ...base, seat: "p9" }),
      'seat: no seat "p9" in this battle (seats: p1, p2, gm)',
    );
    assert.equal(await error({ ...base, target: 2 }), "target: Too big: expected number to be <=1");
    assert.equal(
      await error({ ...base, battles: MAX_BUILD_TUNE_BATTLES + 1 }),
      "battles: expected at most 2,000 battles in a tune",
    );
  });
});
