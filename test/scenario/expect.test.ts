import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { checkExpect } from "../../src/scenario/expect.ts";
import { runScenario } from "../../src/scenario/run.ts";
import { Scenario, type ScenarioInput } from "../../src/scenario/schema.ts";

/** Reisen (4/4) attacks; Cirno (3/2) blocks and is destroyed. Runs it and checks `expect`. */
function diffs(expect: ScenarioInput["expect"], extra: Partial<ScenarioInput> = {}): string[] {
  const scenario = Scenario.parse({
    name: "blocked attack",
    system: "vision",
    lang: "en",
    setup: {
      start: "main",
      p1: { deck: ["koakuma", "koakuma"], field: ["reisen"] },
      p2: { deck: ["koakuma", "koakuma"], field: ["cirno"] },
    },
    script: [{ p1: "attack:reisen-1" }, { p2: "block:cirno-1" }],
    expect,
    ...extra,
  });
  return checkExpect(scenario, runScenario(scenario));
}

describe("checkExpect", () => {
  test("no differences when everything holds", () => {
    assert.deepEqual(
      diffs({
        life: { p1: 20, p2: 20 },
        players: { p2: { field: 0, grave: 1 } },
        cards: { "cirno-1": { zone: "p2:grave", owner: "p2" } },
        zones: { "reisen-1": "p1:field" },
        damage: { "reisen-1": 0 },
        stats: { "reisen-1": { attack: 4, toughness: 4 } },
        pending: { seat: "p1", includes: ["end"], excludes: ["attack:reisen-1"] },
        log: ["Cirno is destroyed"],
        events: [
          { t: "attack", card: "reisen-1" },
          { t: "destroyed", card: "cirno-1" },
        ],
        absent: [{ t: "life", seat: "p2" }],
      }),
      [],
    );
  });

  test("card fields, with the sugar keys named as written", () => {
    assert.deepEqual(
      diffs({
        cards: { "cirno-1": { zone: "p2:field" } },
        zones: { "cirno-1": "p2:field" },
        damage: { "reisen-1": 3 },
        stats: { "reisen-1": { attack: 5 } },
      }),
      [
        'cards.cirno-1.zone: expected "p2:field", got "p2:grave"',
        "stats.reisen-1.attack: expected 5, got 4",
        'zones.cirno-1: expected "p2:field", got "p2:grave"',
        "damage.reisen-1: expected 3, got 0",
      ],
    );
  });

  test("a field the summary does not have reads as nothing", () => {
    assert.deepEqual(diffs({ damage: { "cirno-1": 0 } }), [
      "damage.cirno-1: expected 0, got nothing",
    ]);
  });

  test("unknown cards and seats, with near ids suggested", () => {
    assert.deepEqual(
      diffs({ zones: { "cirno-2": "p2:grave" }, life: { p3: 20 }, cards: { nobody: {} } }),
      [
        "life.p3: no such seat (seats: p1, p2)",
        "cards.nobody: no such card",
        "zones.cirno-2: no such card (there is cirno-1)",
      ],
    );
  });

  test("players and life", () => {
    assert.deepEqual(diffs({ life: { p2: 16 }, players: { p1: { hand: 3 } } }), [
      "players.p1.hand: expected 3, got 0",
      "life.p2: expected 16, got 20",
    ]);
  });

  test("winner and outcome while the battle goes on", () => {
    assert.deepEqual(diffs({ winner: "p1", outcome: "win" }), [
      'winner: expected "p1", but the battle has not ended (p1 to decide)',
      'outcome: expected "win", but the battle has not ended (p1 to decide)',
    ]);
  });

  test("winner and outcome of an ended battle", () => {
    const d = diffs(
      { winner: "p2", outcome: "draw" },
      {
        setup: {
          start: "main",
          p1: { deck: ["koakuma"], field: ["reisen"] },
          p2: { life: 4, deck: ["koakuma"] },
        },
        script: [{ p1: "attack:reisen-1" }, { p2: "block:none" }],
      },
    );
    assert.deepEqual(d, ['winner: expected "p2", got "p1"', 'outcome: expected "draw", got "win"']);
  });

  test("pending", () => {
    assert.deepEqual(diffs({ pending: null }), [
      "pending: expected no decision, got one for p1 (options: end)",
    ]);
    assert.deepEqual(diffs({ pending: { seat: "p2", includes: ["pass"], excludes: ["end"] } }), [
      'pending.seat: expected "p2", got "p1"',
      'pending.includes: "pass" is not offered (options: end)',
      'pending.excludes: "end" is offered',
    ]);
  });

  test("log lines are searched in the scenario's language", () => {
    assert.deepEqual(diffs({ log: ["Cirno is destroyed", "チルノ"] }), [
      'log[1]: no line contains "チルノ"',
    ]);
    assert.deepEqual(diffs({ log: ["チルノ"] }, { lang: "ja" }), []);
  });

  test("events must appear in order; absent events must not appear", () => {
    assert.deepEqual(
      diffs({
        events: [{ t: "destroyed", card: "cirno-1" }, { t: "attack" }, { t: "graze" }],
        absent: [{ t: "doomed" }],
      }),
      [
        'events[1]: no event matches {"t":"attack"} after events[0]',
        'events[2]: no event matches {"t":"graze"}',
        'absent[0]: found {"t":"doomed","card":"cirno-1"} — "Cirno is doomed (決死状態)"',
      ],
    );
  });

  test("an expected illegal choice", () => {
    const sleepy: Partial<ScenarioInput> = {
      setup: {
        start: "main",
        p1: { deck: ["koakuma"], field: [{ card: "reisen", sleep: true }] },
        p2: { deck: ["koakuma"] },
      },
      script: [{ p1: "attack:reisen-1" }],
    };
    assert.deepEqual(diffs({ error: "legal options are: end" }, sleepy), []);
    assert.deepEqual(diffs({ error: "not your turn" }, sleepy), [
      'error: expected a message containing "not your turn", got "illegal choice \\"attack:reisen-1\\" by p1: Reisen Udongein Inaba is asleep and cannot attack (VIS-01); legal options are: end"',
    ]);
  });

  test("an unexpected illegal choice is always a difference", () => {
    assert.deepEqual(diffs(undefined, { script: [{ p2: "attack:reisen-1" }] }), [
      'script[0] (p2: attack:reisen-1): illegal choice "attack:reisen-1" by p2: it is p1\'s decision',
    ]);
  });

  test("an expected illegal choice that never happens", () => {
    assert.deepEqual(diffs({ error: "legal options" }), [
      'error: expected an illegal choice with "legal options", but the script ran through',
    ]);
  });
});
