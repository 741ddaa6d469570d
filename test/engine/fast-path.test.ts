/**
 * The lowered runtime behind the Battle API (src/engine/fast-path.ts): a battle nobody watches
 * plays its answers on its system's runtime and builds its engine state when first looked at.
 * Whatever the API shows must be the engine's battle: the same deciding seats, option counts and
 * ids, refusals word for word, the same state (text for text) whenever it is looked at, the same
 * result; observers and logs keep a battle on the engine; a runtime that stops inside an answer
 * hands the battle to the engine with nothing lost.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Battle,
  type BattleInit,
  type FastBattle,
  IllegalChoiceError,
  setFastStarter,
  startBattle,
} from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { fastStarter } from "../../src/systems/shared/fast-start.ts";
import { withLowered } from "../../src/systems/shared/lowered-runtime.ts";
import { LoweredStopError } from "../../src/systems/shared/lowered-stop.ts";

const SYSTEMS = Object.entries(SYSTEM_ENTRIES).filter(
  ([, e]) => e.lowered !== undefined && e.newGame !== undefined,
);

/** The log-off start of system `id`'s new game for `seed`. */
function initOf(id: string, seed: number): BattleInit {
  const e = SYSTEM_ENTRIES[id];
  return { seed, setup: e.newGame ?? null, options: e.benchOptions ?? {}, log: false };
}

/** The error `act` throws, as its class and message. */
function thrown(act: () => void): string {
  try {
    act();
  } catch (err) {
    return `${(err as Error).constructor.name}: ${(err as Error).message}`;
  }
  return "nothing thrown";
}

/**
 * Plays `fast` and an engine battle of the same start side by side with one chooser, checking
 * what the API says at every decision; `look` (a decision number) reads the fast battle's state
 * there, which builds it on the engine: it must be the engine battle's, and play goes on alike.
 */
function playAlongside(fast: Battle, engine: Battle, g: number, look: number): number {
  let r = (g + 1) * 2654435761;
  let d = 0;
  for (; engine.pending !== null && d < 2000; d++) {
    assert.equal(fast.result, null);
    assert.equal(fast.pendingSeat, engine.pending.seat, `decision ${d}: the deciding seat`);
    assert.equal(fast.optionCount, engine.pending.options.length, `decision ${d}: the count`);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    const i = r % engine.pending.options.length;
    assert.equal(fast.optionId(i), engine.pending.options[i].id, `decision ${d}: option ${i}`);
    if (d === look) {
      assert.equal(fast.onFastPath, true);
      assert.equal(JSON.stringify(fast.state), JSON.stringify(engine.state), `decision ${d}`);
      assert.equal(fast.onFastPath, false, "looking at the state leaves the fast path");
    }
    if (d % 3 === 0) fast.choose(engine.pending.seat, engine.pending.options[i].id);
    else fast.chooseIndex(i);
    engine.chooseIndex(i);
  }
  assert.equal(fast.pendingSeat, null);
  assert.equal(fast.optionCount, 0);
  assert.deepEqual(fast.result, engine.result);
  assert.equal(fast.hash(), engine.hash());
  return d;
}

for (const [id, e] of SYSTEMS) {
  test(`${id}: a battle nobody watches plays on the runtime, and is the engine's battle whenever looked at`, () => {
    for (let g = 0; g < 6; g++) {
      const init = initOf(id, 1000 + g);
      const fast = startBattle(e.system, init);
      assert.equal(fast.onFastPath, true, "a log-off battle with nobody watching");
      const engine = withLowered(false, () => startBattle(e.system, init));
      assert.equal(engine.onFastPath, false, "KASSEN_LOWERED=0 keeps it on the engine");
      // Some games are looked at early, some half-way, some only once over.
      const decisions = playAlongside(fast, engine, g, [0, 7, 40, -1, 3, 90][g]);
      assert.ok(decisions > 10, `game ${g} played ${decisions} decisions`);
    }
  });

  test(`${id}: the fast path refuses as the engine does, word for word`, () => {
    const init = initOf(id, 77);
    const fast = startBattle(e.system, init);
    const engine = withLowered(false, () => startBattle(e.system, init));
    const count = engine.pending?.options.length ?? 0;
    for (const bad of [-1, count, 1.5, Number.NaN]) {
      assert.equal(
        thrown(() => fast.chooseIndex(bad)),
        thrown(() => engine.chooseIndex(bad)),
      );
    }
    assert.equal(fast.onFastPath, true, "a refused number changes nothing");
    // A refused id is worded by the engine (why it is refused): the state is built for it.
    const seat = engine.pending?.seat ?? "";
    assert.equal(
      thrown(() => fast.choose(seat, "no-such-option")),
      thrown(() => engine.choose(seat, "no-such-option")),
    );
    // Over: both refuse another answer alike.
    const over = startBattle(e.system, init);
    const done = withLowered(false, () => startBattle(e.system, init));
    for (let d = 0; done.pending !== null; d++) {
      over.chooseIndex(d % done.pending.options.length);
      done.chooseIndex(d % done.pending.options.length);
    }
    assert.equal(over.onFastPath, true);
    assert.match(
      thrown(() => over.chooseIndex(0)),
      /^IllegalChoiceError/,
    );
    assert.equal(
      thrown(() => over.chooseIndex(0)),
      thrown(() => done.chooseIndex(0)),
    );
    assert.deepEqual(over.result, done.result);
  });
}

test("observers, logs, pinned dice and opaque ids keep a battle on the engine", () => {
  const [id, e] = SYSTEMS[0];
  const init = initOf(id, 5);
  assert.equal(startBattle(e.system, { ...init, log: true }).onFastPath, false);
  assert.equal(startBattle(e.system, { ...init, log: undefined }).onFastPath, false);
  assert.equal(startBattle(e.system, { ...init, ids: "opaque" }).onFastPath, false);
  assert.equal(startBattle(e.system, { ...init, pinned: [3] }).onFastPath, false);
  assert.equal(startBattle(e.system, init, () => {}).onFastPath, false);
  // An observer set later sees every step from then on: the battle leaves the fast path.
  const b = startBattle(e.system, init);
  b.chooseIndex(0);
  let steps = 0;
  b.afterStep = () => {
    steps++;
  };
  assert.equal(b.onFastPath, false);
  b.chooseIndex(0);
  assert.ok(steps > 0, "the observer saw the steps of the next answer");
  const events: string[] = [];
  const c = startBattle(e.system, init);
  c.onEvent = (ev) => {
    events.push(ev.t);
  };
  c.chooseIndex(0);
  assert.ok(events.length > 0, "the event observer saw the next answer's events");
});

/** `f` whose `at`-th answer stops half-way (the runtime's LoweredStopError). */
function stoppingAt(f: FastBattle, at: { n: number }): FastBattle {
  return {
    get pendingSeat() {
      return f.pendingSeat;
    },
    get optionCount() {
      return f.optionCount;
    },
    optionId: (i) => f.optionId(i),
    choose(i) {
      if (--at.n !== 0) return f.choose(i);
      // A stop leaves the runtime anywhere (here: another answer played): nothing it says
      // may be used after.
      f.choose((i + 1) % f.optionCount);
      throw new LoweredStopError("stopped inside the answer");
    },
  };
}

test("a runtime that stops inside an answer hands the battle to the engine, nothing lost", () => {
  const real = fastStarter(SYSTEM_ENTRIES);
  try {
    for (const [id, e] of SYSTEMS) {
      for (const stopAt of [1, 5, 23]) {
        const at = { n: stopAt };
        setFastStarter((s, i) => {
          const f = real(s, i);
          return f === null ? null : stoppingAt(f, at);
        });
        const init = initOf(id, 31 + stopAt);
        const fast = startBattle(e.system, init);
        assert.equal(fast.onFastPath, true);
        const engine = withLowered(false, () => startBattle(e.system, init));
        let d = 0;
        for (; engine.pending !== null && d < 60; d++) {
          const i = (d * 7) % engine.pending.options.length;
          fast.chooseIndex(i);
          engine.chooseIndex(i);
          if (d + 1 === stopAt) assert.equal(fast.onFastPath, false, `${id}: stopped at ${d}`);
        }
        assert.equal(fast.hash(), engine.hash(), `${id}: stopped at answer ${stopAt}`);
        assert.ok(d >= stopAt, `${id}: the battle reached answer ${stopAt}`);
      }
    }
  } finally {
    setFastStarter(real);
  }
});

test("the fast path's refusals are IllegalChoiceErrors (callers catch them as before)", () => {
  const [id, e] = SYSTEMS[0];
  const b = startBattle(e.system, initOf(id, 9));
  assert.throws(() => b.chooseIndex(-1), IllegalChoiceError);
});
