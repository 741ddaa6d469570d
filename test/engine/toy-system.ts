/**
 * A tiny rule system used only to test the kernel on its own: two seats take turns adding
 * numbers to a counter through a response stack; a "loop" option makes state-based checks
 * that never settle.
 */
import type { Battle, BattleInit, BattleState, RuleSystem, Task } from "../../src/engine/index.ts";
import { addCard, newState } from "../../src/engine/index.ts";

export const toy: RuleSystem = {
  id: "toy",
  lang: "en",
  name: { ja: "トイ", zh: "玩具", en: "Toy" },
  contentHash: "toy-1",
  layers: ["set", "add"],
  create(init: BattleInit): BattleState {
    const s = newState("toy", init.seed, ["a", "b"], init.options ?? {});
    s.x = { total: 0, rounds: 0, loop: false };
    addCard(s, { id: "c1", def: "chip", owner: "a", zone: "a:field", base: { power: 2 } });
    addCard(s, { id: "c2", def: "chip", owner: "a", zone: "a:hand", base: { power: 1 } });
    addCard(s, { id: "c3", def: "chip", owner: "b", zone: "b:deck", base: { power: 5 } });
    s.tasks.push({ k: "round" });
    return s;
  },
  handlers: {
    round(b: Battle) {
      const x = b.state.x;
      if ((x.rounds as number) >= 3) {
        b.end({ winner: (x.total as number) >= 10 ? "a" : "b", outcome: "win" });
        return;
      }
      x.rounds = (x.rounds as number) + 1;
      b.push({ k: "round" });
      b.openResponses("main", "a");
    },
    add(b: Battle, t: Task) {
      b.state.x.total = (b.state.x.total as number) + (t.n as number);
      b.emit({ t: "added", n: t.n as number });
    },
  },
  check(b: Battle) {
    if (b.state.x.loop === true) return "flip";
    return null;
  },
  zoneVisibility: (zone) =>
    zone.endsWith(":deck") ? "hidden" : zone.endsWith(":hand") ? "owner" : "public",
  isField: (zone) => zone.endsWith(":field"),
  detachTo: (b, id) => `${b.state.cards[id].owner}:grave`,
  stack: {
    mode: "all",
    next: (_b, seat) => (seat === "a" ? "b" : "a"),
    first: () => "a",
    autoPass: false,
  },
  responses: () => [{ id: "add:1" }, { id: "add:3" }, { id: "roll" }, { id: "loop" }],
  declare(b: Battle, seat: string, optionId: string) {
    if (optionId === "loop") {
      b.state.x.loop = true;
      return;
    }
    if (optionId === "roll") {
      b.pushStack(seat, { n: b.rollDie(6) });
      return;
    }
    b.pushStack(seat, { n: Number(optionId.split(":")[1]) });
  },
  resolve(b: Battle, item) {
    b.push({ k: "add", n: item.play.n as number });
  },
  // Seat "b" plays the GM here: it may take back decisions.
  mayTakeBack: (_s, seat) => seat === "b",
  summary: (s) => ({ players: { a: { total: s.x.total as number } }, cards: {} }),
  messages: {
    "ev.added": { ja: "{n}を加えた", zh: "加上{n}", en: "added {n}" },
  },
  cardName: (def) => def,
};
