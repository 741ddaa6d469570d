/** Refusals say why (RuleSystem.why): vision's main refusals name the rule and the numbers. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertRefused, reasons } from "../shared/refusals.ts";
import { act, battle } from "./helpers.ts";

const deck = ["koakuma", "koakuma", "koakuma"];
const nodes = (active: number, asleep: number) => [
  ...Array.from({ length: active }, () => "youkai-rabbit"),
  ...Array.from({ length: asleep }, () => ({ card: "youkai-rabbit", sleep: true })),
];

describe("vision: why a choice is refused", () => {
  test("VIS-51 a card's need: nodes in all", () => {
    const b = battle({
      start: "main",
      p1: { deck, hand: ["reisen"], node: nodes(2, 0) },
      p2: { deck },
    });
    assertRefused(b, "p1", "play:reisen-1", "Reisen", "needs 3 nodes, you have 2 (VIS-51)");
  });

  test("VIS-51 a card's cost: active nodes", () => {
    const b = battle({
      start: "main",
      p1: { deck, hand: ["reisen"], node: nodes(1, 2) },
      p2: { deck },
    });
    assertRefused(b, "p1", "play:reisen-1", "costs 2, you have 1 active nodes (VIS-51)");
    const r = reasons(b, "p1", "play:reisen-1");
    assert.match(r.ja, /コストは2、アクティブなノードは1枚（VIS-51）/);
    assert.match(r.zh, /费用为2，活跃节点只有1个（VIS-51）/);
  });

  test("VIS-51 one node per main phase", () => {
    const b = battle({ start: "main", p1: { deck, hand: ["cirno", "cirno"] }, p2: { deck } });
    act(b, "p1", "node:cirno-1");
    assertRefused(b, "p1", "node:cirno-2", "a node was set this main phase already (VIS-51)");
  });

  test("VIS-52 one character per main phase", () => {
    const b = battle({
      start: "main",
      p1: { deck, hand: ["youkai-rabbit", "cirno"], node: nodes(3, 0) },
      p2: { deck },
    });
    act(b, "p1", "play:youkai-rabbit-1");
    while (b.pending?.seat === "p2") act(b, "p2", "pass");
    assertRefused(b, "p1", "play:cirno-1", "one character per main phase", "(VIS-52)");
  });

  test("VIS-01 a sleeping character cannot attack; VIS-54 a doll never attacks", () => {
    const b = battle({
      start: "main",
      p1: { deck, field: [{ card: "reisen", sleep: true }, "shanghai-doll", "cirno"] },
      p2: { deck },
    });
    assertRefused(b, "p1", "attack:reisen-1", "is asleep and cannot attack (VIS-01)");
    assertRefused(b, "p1", "attack:shanghai-doll-1", "is a doll and cannot attack (VIS-54)");
  });

  test("VIS-03 a sleeping character cannot block; VIS-54 a stealthy attacker cannot be blocked", () => {
    const b = battle({
      start: "main",
      p1: { deck, field: ["cirno", "koakuma"] },
      p2: { deck, field: [{ card: "daiyousei", sleep: true }, "mystia"] },
    });
    act(b, "p1", "attack:cirno-1");
    assertRefused(b, "p2", "block:daiyousei-1", "is asleep and cannot block (VIS-03)");
    act(b, "p2", "block:none");
    while (b.pending?.options.every((o) => !o.id.startsWith("attack:")))
      act(
        b,
        b.pending.seat,
        b.pending.options.some((o) => o.id === "pass") ? "pass" : b.pending.options.at(-1)!.id,
      );
    act(b, "p1", "attack:koakuma-1");
    assertRefused(b, "p2", "block:mystia-1", "has stealth and cannot be blocked (VIS-54)");
  });

  test("an ability whose cost is its own sleep, on a sleeping character", () => {
    const b = battle({
      start: "main",
      p1: { deck, field: [{ card: "alice", sleep: true }], node: nodes(2, 0) },
      p2: { deck },
    });
    assertRefused(b, "p1", "act:alice-1.0", "is asleep and cannot pay its sleep cost (VIS-51)");
  });

  test("a main-phase card in a response window", () => {
    const b = battle({
      start: "main",
      p1: { deck, field: ["cirno"] },
      p2: { deck, hand: ["stardust-shower"], node: nodes(3, 0) },
    });
    act(b, "p1", "attack:cirno-1");
    assertRefused(
      b,
      "p2",
      "play:stardust-shower-1",
      "can be used only in your own main phase (VIS-51)",
    );
  });

  test("state's numbers: nodes, active nodes, each play's cost, what this main phase used", () => {
    const b = battle({
      start: "main",
      p1: { deck, hand: ["cirno", "youkai-rabbit"], node: nodes(1, 1) },
      p2: { deck },
    });
    const facts = b.system.facts?.(b, "p1") ?? [];
    assert.deepEqual(
      facts.map((f) => [f.k, f.p]),
      [
        ["fact.nodes", { nodes: 2, active: 1 }],
        ["fact.costs", { list: "play:cirno-1 1, play:youkai-rabbit-1 0" }],
        ["fact.main", { node: 0, character: 0 }],
      ],
    );
  });

  test("no reason about a card in the opponent's hand", () => {
    const b = battle({
      start: "main",
      p1: { deck },
      p2: { deck, hand: [{ card: "reisen", id: "secret" }] },
    });
    assert.throws(() => b.choose("p1", "play:secret"), /by p1: legal options are/);
  });

  test("no reason for what is not the seat's to ask about: the legal list only", () => {
    const b = battle({ start: "main", p1: { deck }, p2: { deck, field: ["cirno"] } });
    assert.throws(() => b.choose("p1", "attack:cirno-1"), /by p1: legal options are/);
  });
});
