import assert from "node:assert/strict";
import { test } from "node:test";
import {
  Battle,
  cloneState,
  IllegalChoiceError,
  makeReplay,
  playReplay,
  ReplayMismatchError,
  randomInt,
  renderEvent,
  SettleLoopError,
  seedRng,
  startBattle,
  undoTo,
  viewFor,
} from "../../src/engine/index.ts";
import { toy } from "./toy-system.ts";

const init = { seed: 42, setup: null };

test("pause for input: the battle stops at a decision with stable option ids", () => {
  const b = startBattle(toy, init);
  assert.equal(b.pending?.seat, "a");
  assert.deepEqual(
    b.pending?.options.map((o) => o.id),
    ["add:1", "add:3", "roll", "loop", "pass"],
  );
  assert.equal(b.result, null);
});

test("illegal and out-of-turn choices are rejected with a reason and change nothing", () => {
  const b = startBattle(toy, init);
  const h = b.hash();
  assert.throws(
    () => b.choose("b", "pass"),
    (e: unknown) => e instanceof IllegalChoiceError && /a's decision/.test(e.reason),
  );
  assert.throws(
    () => b.choose("a", "add:7"),
    (e: unknown) => e instanceof IllegalChoiceError && /legal options/.test(e.reason),
  );
  assert.equal(b.hash(), h);
});

test("response stack: plays alternate priority and resolve last-in-first-out after both pass", () => {
  const b = startBattle(toy, init);
  b.choose("a", "add:1");
  assert.equal(b.pending?.seat, "b", "a play passes priority to the other seat");
  b.choose("b", "add:3");
  assert.equal(b.pending?.seat, "a");
  b.choose("a", "pass");
  b.choose("b", "pass");
  const added = b.state.log.filter((e) => e.t === "added").map((e) => e.n);
  assert.deepEqual(added, [3, 1], "LIFO: the last play resolves first");
  // After resolution the window reopens with the policy's first seat.
  assert.equal(b.pending?.seat, "a");
  assert.equal(b.state.x.total, 4);
});

test("passing on an empty stack closes the window and the procedure continues", () => {
  const b = startBattle(toy, init);
  for (let i = 0; i < 3; i++) {
    b.choose("a", "pass");
    b.choose("b", "pass");
  }
  assert.deepEqual(b.result, { winner: "b", outcome: "win" });
  assert.equal(b.pending, null);
  assert.throws(() => b.choose("a", "pass"), /battle is over/);
});

test("settle guard: checks that never settle throw an error naming the loop", () => {
  const b = startBattle(toy, init);
  assert.throws(
    () => b.choose("a", "loop"),
    (e: unknown) => e instanceof SettleLoopError && /flip/.test(e.message),
  );
});

test("seeded dice: same seed, same rolls; pinned results come first", () => {
  const roll = (seed: number, pinned?: number[]) => {
    const b = startBattle(toy, { seed, setup: null, pinned });
    b.choose("a", "roll");
    b.choose("b", "pass");
    b.choose("a", "pass");
    return b.state.x.total;
  };
  assert.equal(roll(7), roll(7));
  assert.equal(roll(7, [4]), 4);
  const seen = new Set<unknown>();
  for (let s = 0; s < 40; s++) seen.add(roll(s));
  assert.ok(seen.size > 3, "different seeds give different rolls");
});

test("pinned die that cannot come up is reported", () => {
  const b = startBattle(toy, { seed: 1, setup: null, pinned: [9] });
  assert.throws(() => b.choose("a", "roll"), /pinned die result 9 cannot come up on a 6-sided die/);
});

test("the state is one JSON tree: clone and JSON round trip keep the hash", () => {
  const b = startBattle(toy, init);
  b.choose("a", "add:3");
  const copy = new Battle(toy, JSON.parse(JSON.stringify(b.state)));
  assert.equal(copy.hash(), b.hash());
  const fork = b.fork();
  fork.choose("b", "pass");
  assert.notEqual(fork.hash(), b.hash(), "a fork is independent");
  assert.equal(new Battle(toy, cloneState(b.state)).hash(), b.hash());
});

test("modifiers are recomputed from base in layer order, whatever order they arrive in", () => {
  const b = startBattle(toy, init);
  b.addMod({ target: "c1", layer: "add", op: "add", stat: "power", value: 3 });
  b.addMod({ target: "c1", layer: "set", op: "set", stat: "power", value: 10 });
  assert.equal(b.state.cards.c1.stats.power, 13, "set (layer 1) before add (layer 2)");
  b.removeMods((m) => m.layer === "set");
  assert.equal(b.state.cards.c1.stats.power, 5, "recomputed from base on removal");
  assert.equal(b.state.cards.c1.base.power, 2, "base never changes");
});

test("zones and attachments: a card is in exactly one place; attachments follow the system's rule", () => {
  const b = startBattle(toy, init);
  b.move("c2", "a:field");
  b.attach("c2", "c1");
  assert.equal(b.state.cards.c2.zone, "@c1");
  assert.deepEqual(b.state.cards.c1.attached, ["c2"]);
  assert.ok(!b.state.zones["a:field"].includes("c2"));
  b.addMod({ target: "c1", layer: "add", op: "add", stat: "power", value: 1, source: "c2" });
  b.move("c1", "a:grave");
  assert.equal(b.state.cards.c2.zone, "a:grave", "the toy system sends attachments to the grave");
  assert.equal(b.state.mods.length, 0, "leaving the field drops modifiers on and from the card");
  assert.throws(() => b.attach("c3", "c1"), /not on the field/);
});

test("views hide the opponent's hand, the deck order and the generator", () => {
  const b = startBattle(toy, init);
  const va = viewFor(b, "a");
  const vb = viewFor(b, "b");
  assert.deepEqual(va.zones["b:deck"], ["?"]);
  assert.equal(va.cards.c3, undefined);
  assert.deepEqual(va.zones["a:hand"], ["c2"]);
  assert.deepEqual(vb.zones["a:hand"], ["?"]);
  assert.deepEqual(vb.pending?.options, [], "another seat's options are not shown");
  assert.equal("rng" in va, false);
  assert.equal("seed" in va, false);
});

test("replay reproduces the final hash; a changed choice or content is caught", () => {
  const b = startBattle(toy, init);
  for (const [s, o] of [
    ["a", "add:3"],
    ["b", "roll"],
    ["a", "pass"],
    ["b", "pass"],
  ] as const)
    b.choose(s, o);
  const replay = makeReplay(b, init);
  assert.equal(playReplay(toy, replay).hash(), b.hash());
  assert.throws(() => playReplay(toy, { ...replay, finalHash: "0000" }), ReplayMismatchError);
  assert.throws(() => playReplay(toy, { ...replay, contentHash: "other" }), ReplayMismatchError);
});

test("undo returns to any earlier decision exactly", () => {
  const b = startBattle(toy, init);
  const hashes = [b.hash()];
  for (const [s, o] of [
    ["a", "add:3"],
    ["b", "roll"],
    ["a", "pass"],
  ] as const) {
    b.choose(s, o);
    hashes.push(b.hash());
  }
  for (let k = 0; k < hashes.length; k++) {
    assert.equal(undoTo(toy, init, b.state.history, k).hash(), hashes[k]);
  }
});

test("events render in each language", () => {
  assert.equal(renderEvent(toy, { t: "added", n: 3 }, "ja"), "3を加えた");
  assert.equal(renderEvent(toy, { t: "added", n: 3 }, "zh"), "加上3");
  assert.equal(renderEvent(toy, { t: "pass", seat: "a" }, "en"), "a passes");
});

test("b.roll rolls an expression with pinned dice first and logs every face", () => {
  const b = startBattle(toy, { seed: 3, setup: null, pinned: [6, 6] });
  const r = b.roll("2D6+2", { label: "summon", seat: "a" });
  assert.equal(r.total, 14);
  const e = b.state.log.at(-1)!;
  assert.equal(e.t, "roll");
  assert.deepEqual(e.faces, [6, 6]);
  assert.equal(e.text, "2D6[6,6]+2 = 14");
  assert.equal(renderEvent(toy, e, "en", b.state), "a summon: 2D6[6,6]+2 = 14");
  const def = b.roll("1dDEF", { vars: { DEF: 4 }, to: ["b"] });
  assert.ok(def.total >= 1 && def.total <= 4);
  assert.deepEqual(b.state.log.at(-1)!.$to, ["b"]);
});

test("a GM take-back rebuilds the battle without the last decision, is logged, and replays", () => {
  const b = startBattle(toy, init);
  b.choose("a", "add:3");
  const before = b.fork();
  b.choose("b", "add:1");
  b.takeBack("b");
  assert.deepEqual(b.state.x, before.state.x, "back to the state before the last decision");
  assert.deepEqual(b.pending, before.pending);
  assert.deepEqual(b.state.history.at(-1), ["b", "$undo"]);
  assert.deepEqual(b.state.log.at(-1), { t: "take-back", seat: "b", by: "b", undone: "add:1" });
  b.choose("b", "add:3");
  const replay = makeReplay(b);
  assert.equal(
    playReplay(toy, replay).hash(),
    b.hash(),
    "a replay with a take-back reproduces the battle",
  );
});

test("take-backs are refused for seats the system does not allow, and with nothing to take back", () => {
  const b = startBattle(toy, init);
  const h = b.hash();
  assert.throws(
    () => b.takeBack("b"),
    (e: unknown) => e instanceof IllegalChoiceError && /no decision to take back/.test(e.reason),
  );
  b.choose("a", "add:1");
  const h2 = b.hash();
  assert.throws(
    () => b.takeBack("a"),
    (e: unknown) => e instanceof IllegalChoiceError && /may not take back/.test(e.reason),
  );
  assert.equal(b.hash(), h2);
  assert.notEqual(h, h2);
});

test("a finished battle stays finished: no take-back once it has a result", () => {
  const b = startBattle(toy, init);
  b.choose("a", "add:1");
  while (b.pending !== null) b.choose(b.pending.seat, "pass");
  assert.notEqual(b.result, null);
  const h = b.hash();
  assert.throws(
    () => b.takeBack("b"),
    (e: unknown) => e instanceof IllegalChoiceError && /the battle is over/.test(e.reason),
  );
  assert.equal(b.hash(), h, "nothing changed");
  assert.equal(b.pending, null);
});

test("the in-place generator gives exactly pure-rand's xoroshiro128+ uniform integers", async () => {
  const { uniformInt } = await import("pure-rand/distribution/uniformInt");
  const { xoroshiro128plusFromState } = await import("pure-rand/generator/xoroshiro128plus");
  const b = startBattle(toy, { seed: 12345, setup: null });
  const g = xoroshiro128plusFromState(seedRng(12345));
  for (const [min, max] of [
    [1, 6],
    [1, 100],
    [0, 39],
    [1, 2],
    [0, 0],
    [-5, 5],
    [1, 10],
  ] as const) {
    for (let i = 0; i < 200; i++)
      assert.equal(randomInt(b.state, min, max), uniformInt(g, min, max));
  }
  assert.deepEqual(b.state.rng, [...g.getState()]);
});

test("a fork keeps how the battle started: it can be replayed and taken back", () => {
  const b = startBattle(toy, init);
  b.choose("a", "add:3");
  const f = b.fork();
  f.choose("b", "add:1");
  assert.equal(playReplay(toy, makeReplay(f)).hash(), f.hash());
  f.takeBack("b");
  assert.deepEqual(f.state.x, b.state.x);
});

test("chooseIndex answers like choose with the option's id: same history, same hash; a bad index changes nothing", () => {
  const byId = startBattle(toy, init);
  const byIndex = startBattle(toy, init);
  for (let d = 0; d < 30 && byId.pending !== null; d++) {
    const n = byId.pending.options.length;
    let i = (d * 7) % n;
    // "loop" is the toy's never-settling check.
    if (byId.pending.options[i].id === "loop") i = (i + 1) % n;
    byId.choose(byId.pending.seat, byId.pending.options[i].id);
    byIndex.chooseIndex(i);
    assert.equal(byIndex.hash(), byId.hash());
  }
  assert.deepEqual(byIndex.state.history, byId.state.history);
  const b = startBattle(toy, init);
  const before = b.hash();
  for (const bad of [-1, 5, 1.5, Number.NaN]) {
    assert.throws(
      () => b.chooseIndex(bad),
      (e: unknown) => e instanceof IllegalChoiceError && /option numbers are 0 to 4/.test(e.reason),
    );
  }
  assert.equal(b.hash(), before);
});
