import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import type { Bot } from "../../src/bots/random.ts";
import { makeBot } from "../../src/bots/registry.ts";
import { HIDDEN, KassenError } from "../../src/engine/index.ts";
import { loadScenario, parseScenario } from "../../src/scenario/load.ts";
import { runScenario } from "../../src/scenario/run.ts";
import { Scenario } from "../../src/scenario/schema.ts";
import { DataFileError } from "../../src/systems/shared/data-file.ts";

const game = (extra: object = {}) =>
  Scenario.parse({
    name: "game",
    system: "vision",
    seed: 4,
    setup: { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } },
    bots: { p1: "random", p2: "random" },
    ...extra,
  });

describe("runScenario with bots", () => {
  test("two random bots finish a game, the same way every time", () => {
    const a = runScenario(game());
    const b = runScenario(game());
    assert.notEqual(a.battle.result, null);
    assert.equal(a.stopped, "over");
    assert.deepEqual(a.battle.state.history, b.battle.state.history);
    assert.equal(a.battle.hash(), b.battle.hash());
  });

  test("a bot's own seed changes its play but not the deal", () => {
    const a = runScenario(game());
    const b = runScenario(game(), { bots: { p1: "random:99" } });
    assert.notDeepEqual(a.battle.state.history, b.battle.state.history);
    assert.equal(b.bots.p1.name, "random:99");
  });

  test("maxDecisions stops the bots", () => {
    const r = runScenario(game({ maxDecisions: 5 }));
    assert.equal(r.stopped, "max-decisions");
    assert.equal(r.botDecisions, 5);
    assert.equal(r.battle.state.history.length, 5);
    assert.notEqual(r.battle.pending, null);
  });

  test("a bot sees only its seat's view", () => {
    const seen: string[] = [];
    const spy: Bot = {
      name: "spy",
      choose(ctx) {
        const { seat, options } = ctx;
        const view = ctx.view();
        assert.equal("rng" in view || "seed" in view, false);
        assert.ok(view.zones[`${seat}:deck`].every((id) => id === HIDDEN));
        assert.ok(view.zones[`${seat === "p1" ? "p2" : "p1"}:hand`].every((id) => id === HIDDEN));
        seen.push(seat);
        return options[0].id;
      },
    };
    const r = runScenario(game({ maxDecisions: 20 }), { bots: { p1: spy, p2: null } });
    assert.ok(seen.length > 0);
    assert.ok(seen.every((s) => s === "p1"));
    assert.equal(r.stopped, r.battle.result ? "over" : "waiting");
  });

  test("unknown bots and seats are errors", () => {
    assert.throws(
      () => makeBot("alphago", 1),
      (e: Error) => e instanceof KassenError && /known: random\[:seed\], greedy/.test(e.message),
    );
    assert.throws(() => makeBot("random:x", 1), /whole number/);
    assert.throws(
      () => runScenario(game({ bots: { p3: "random" } })),
      /no such seat \(seats: p1, p2\)/,
    );
  });
});

describe("loading scenarios", () => {
  const dir = mkdtempSync(join(tmpdir(), "kassen-load-"));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test("a setup error from the system lands at setup.<path>", () => {
    const text = "name: x\nsystem: vision\nsetup:\n  p2:\n    grave: [cirno, nope]\n";
    assert.throws(
      () => parseScenario(text, "x.yaml"),
      (e: unknown) =>
        e instanceof DataFileError &&
        e.path === "setup.p2.grave[1]" &&
        e.message === 'x.yaml: at setup.p2.grave[1]: unknown card "nope"',
    );
  });

  test("an unknown system lists the known ones", () => {
    const file = join(dir, "chess.yaml");
    writeFileSync(file, "name: x\nsystem: chess\nsetup: {}\n");
    assert.throws(
      () => loadScenario(file),
      (e: unknown) =>
        e instanceof DataFileError && e.path === "system" && /known: vision/.test(e.message),
    );
  });

  test("type errors and a missing setup name the place", () => {
    const at = (text: string) => {
      try {
        parseScenario(`name: x\nsystem: vision\n${text}`, "x.yaml");
      } catch (e) {
        if (e instanceof DataFileError) return e.message;
      }
      return "no error";
    };
    assert.match(
      at("setup: {}\nexpect:\n  life: {p1: many}\n"),
      /^x\.yaml: at expect\.life\.p1: expected a number, got "many"$/,
    );
    assert.match(at(""), /^x\.yaml: at setup: expected the system's setup/);
    assert.match(
      at("setup: {}\nexpect: {pending: {seat: p1, include: [end]}}\n"),
      /at expect\.pending\.include: unexpected key/,
    );
    assert.match(at("setup: {}\nbots: {p2: 3}\n"), /at bots\.p2: expected a string, got 3/);
  });

  test("defaults are filled in", () => {
    const { scenario } = parseScenario("name: x\nsystem: vision\nsetup: {}\n", "x.yaml");
    assert.equal(scenario.seed, 1);
    assert.equal(scenario.maxDecisions, 10000);
  });

  test("a script step names exactly one seat", () => {
    assert.throws(
      () =>
        parseScenario(
          "name: x\nsystem: vision\nsetup: {}\nscript:\n  - {p1: end, p2: end}\n",
          "x.yaml",
        ),
      (e: unknown) => e instanceof DataFileError && e.path === "script[0]",
    );
  });
});
