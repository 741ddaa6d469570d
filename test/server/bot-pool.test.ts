/**
 * The table server's bot pool (src/server/bots/): whole games decided on worker threads, the
 * same decisions whether a worker's cached battle is advanced or rebuilt, an event loop that
 * keeps turning while a bot thinks, and the failures: bad spec, wrong seat, a crashed worker,
 * a closed pool.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { parse } from "yaml";
import { UnknownBotError } from "../../src/bots/registry.ts";
import { type Seat, startBattle } from "../../src/engine/index.ts";
import { BattleCache, BYTES_PER_START_CHAR } from "../../src/server/bots/battle-cache.ts";
import { BotPool, BotPoolClosedError, BotPoolError } from "../../src/server/bots/bot-pool.ts";
import { decideJob } from "../../src/server/bots/decide.ts";
import { botWorkerUrl, setBotWorkerUrl } from "../../src/server/bots/worker-url.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { ROOT } from "../cli/cli-helpers.ts";
import { GAME_SYSTEMS, gameInit, job } from "./bot-pool-helpers.ts";

const pool = new BotPool({ size: 2 });
after(() => pool.close());

/** The spec for decision `i`: random mostly, a greedy and an mcts decision now and then. */
const specAt = (i: number): string =>
  i % 40 === 5 ? "greedy" : i % 40 === 25 ? "mcts:20" : "random";

describe("bot pool: whole games", () => {
  test("every seat of each system's game decided by the pool, every answer legal, to a result", async () => {
    assert.equal(GAME_SYSTEMS.length, 4);
    await Promise.all(
      GAME_SYSTEMS.map(async (system) => {
        const init = gameInit(system, 11);
        const b = startBattle(SYSTEM_ENTRIES[system].system, init);
        const choices: [Seat, string][] = [];
        const specs = new Set<string>();
        while (b.pending !== null && choices.length < 5000) {
          const p = b.pending;
          const spec = specAt(choices.length);
          const choice = await pool.decide(
            job(`game-${system}`, system, init, choices, p.seat, spec),
          );
          assert.ok(
            p.options.some((o) => o.id === choice),
            `${system} decision ${choices.length}: ${choice} is one of ${p.options.map((o) => o.id)}`,
          );
          specs.add(spec);
          b.choose(p.seat, choice);
          choices.push([p.seat, choice]);
        }
        assert.notEqual(b.result, null, `${system} ended within ${choices.length} decisions`);
        assert.ok(
          specs.has("greedy") && specs.has("mcts:20"),
          `${system}: thinking bots decided too`,
        );
        await assert.rejects(pool.decide(job(`game-${system}`, system, init, choices, "p1")), {
          name: "BotPoolError",
          message: `table game-${system}: no decision is pending (the battle is over) — nothing for the bot on p1 to decide`,
        });
      }),
    );
  });
});

describe("bot pool: the cached battle and a rebuilt one decide alike", () => {
  // A magical-girl game where the KP takes back a decision: its history grows by a "$undo".
  const system = "magical-girl";
  const init = gameInit(system, 3);
  const b = startBattle(SYSTEM_ENTRIES[system].system, init);
  const full: [Seat, string][] = [];
  for (let i = 0; i < 30 && b.pending !== null; i++) {
    const p = b.pending;
    const choice = decideJob(job("ref", system, init, full, p.seat), new BattleCache()).choice;
    b.choose(p.seat, choice);
    full.push([p.seat, choice]);
  }
  const withUndo: [Seat, string][] = [...full, ["kp", "$undo"]];
  const effective = full.slice(0, -1);
  /** The histories asked in turn: extensions (advance), then a take-back both ways. */
  const steps = [
    full.slice(0, 10),
    full.slice(0, 20),
    full,
    withUndo,
    effective,
    full.slice(0, 25),
  ];
  const seatAfter = (choices: [Seat, string][]): Seat => {
    const fresh = startBattle(SYSTEM_ENTRIES[system].system, init);
    for (const [s, o] of choices) {
      if (o === "$undo") fresh.takeBack(s);
      else fresh.choose(s, o);
    }
    return fresh.pending?.seat ?? "";
  };

  test("in a worker's cache: hit, advance, rebuild — each the answer of a fresh battle", () => {
    const cache = new BattleCache(4);
    const outcomes: string[] = [];
    for (const choices of [...steps, steps[0]]) {
      for (const spec of ["greedy", "mcts:20"]) {
        const j = job("t", system, init, choices, seatAfter(choices), spec);
        const d = decideJob(j, cache);
        outcomes.push(d.outcome);
        assert.equal(d.choice, decideJob(j, new BattleCache()).choice, `${choices.length} ${spec}`);
      }
    }
    assert.deepEqual(outcomes, [
      ...["rebuild", "hit", "advance", "hit", "advance", "hit", "advance", "hit"],
      ...["rebuild", "hit", "rebuild", "hit", "rebuild", "hit"],
    ]);
  });

  test("through the pool: the same answers as a fresh battle in this thread", async () => {
    for (const choices of steps) {
      const j = job("pool-cache", system, init, choices, seatAfter(choices), "mcts:20");
      assert.equal(
        await pool.decide(j),
        decideJob(j, new BattleCache()).choice,
        `${choices.length}`,
      );
    }
  });

  test("the cache keeps its own copy of a job's choices (the caller's list may grow)", () => {
    const cache = new BattleCache();
    // Both jobs carry the caller's own array, pushed to between the two decisions.
    const choices = full.slice(0, 6);
    decideJob({ ...job("copy", system, init, [], seatAfter(choices)), choices }, cache);
    const grown = full.slice(0, 8);
    choices.push(...grown.slice(6));
    const j = { ...job("copy", system, init, [], seatAfter(grown), "greedy"), choices };
    const d = decideJob(j, cache);
    assert.equal(d.outcome, "advance");
    assert.equal(d.choice, decideJob(j, new BattleCache()).choice);
  });

  test("the cache keeps at most its capacity, dropping the least recently used", () => {
    const cache = new BattleCache(2);
    const at = (t: string) => job(t, system, init, full.slice(0, 4), seatAfter(full.slice(0, 4)));
    decideJob(at("a"), cache);
    decideJob(at("b"), cache);
    decideJob(at("a"), cache);
    decideJob(at("c"), cache);
    assert.equal(cache.size, 2);
    assert.equal(decideJob(at("a"), cache).outcome, "hit");
    assert.equal(decideJob(at("b"), cache).outcome, "rebuild", "b was the least recently used");
  });

  test("the cache keeps at most its bytes: big starts (a table's packs) push the oldest out", () => {
    const at = (t: string) => job(t, system, init, full.slice(0, 4), seatAfter(full.slice(0, 4)));
    const one = JSON.stringify([system, init]).length * BYTES_PER_START_CHAR;
    // Room for two entries of this start, not three.
    const cache = new BattleCache(64, one * 2.5);
    decideJob(at("a"), cache);
    decideJob(at("b"), cache);
    assert.equal(cache.size, 2);
    decideJob(at("c"), cache);
    assert.equal(cache.size, 2);
    assert.ok(cache.bytes <= one * 2.5, `${cache.bytes} bytes kept`);
    assert.equal(decideJob(at("c"), cache).outcome, "hit");
    assert.equal(decideJob(at("a"), cache).outcome, "rebuild", "a was the oldest");
    // One entry over the whole budget is still kept while it is the one in use.
    const tiny = new BattleCache(64, 1);
    assert.equal(decideJob(at("x"), tiny).outcome, "rebuild");
    assert.equal(decideJob(at("x"), tiny).outcome, "hit");
  });
});

describe("bot pool: off the event loop", () => {
  test("the main thread's timers keep firing while an mcts bot thinks", async () => {
    const init = gameInit("vision", 5);
    const seat = startBattle(SYSTEM_ENTRIES.vision.system, init).pending?.seat ?? "";
    // Start the worker first: its start-up must not count as thinking.
    await pool.decide(job("think", "vision", init, [], seat));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    try {
      await pool.decide(job("think", "vision", init, [], seat, "mcts:1500"));
    } finally {
      clearInterval(timer);
    }
    // In this thread the search would hold the loop: no tick until it ended (~0.5–1 s of work).
    assert.ok(ticks >= 10, `${ticks} timer ticks while the bot thought`);
  });
});

describe("bot pool: failures", () => {
  const init = gameInit("vision", 9);
  const seat = startBattle(SYSTEM_ENTRIES.vision.system, init).pending?.seat ?? "";
  const other = seat === "p1" ? "p2" : "p1";

  test("a bad spec rejects with the registry's one-line message, before any work", async () => {
    await assert.rejects(pool.decide(job("bad", "vision", init, [], seat, "mcts:lots")), (e) => {
      assert.ok(e instanceof UnknownBotError);
      assert.match(e.message, /^bot "mcts:lots": the iterations after ":" must be a whole number/);
      return true;
    });
    await assert.rejects(pool.decide(job("bad", "vision", init, [], seat, "genius")), {
      name: "UnknownBotError",
      message: /^unknown bot "genius" \(known: random/,
    });
  });

  test("a seat the battle does not wait for, an unknown system, a refused choice: one clear line", async () => {
    await assert.rejects(pool.decide(job("seat", "vision", init, [], other)), {
      name: "BotPoolError",
      message: `table seat: the battle waits for ${seat}, not for the bot on ${other}`,
    });
    await assert.rejects(pool.decide(job("sys", "chess", init, [], seat)), {
      name: "BotPoolError",
      message: 'bot job for table sys: unknown system "chess"',
    });
    await assert.rejects(
      pool.decide(job("bad-choice", "vision", init, [[seat, "nonsense"]], seat)),
      {
        name: "BotPoolError",
        message: new RegExp(
          `^choices\\[0\\] \\(${seat}: nonsense\\): illegal choice "nonsense" by ${seat}`,
        ),
      },
    );
    const broken = job("pairs", "vision", init, [], seat);
    (broken.choices as unknown[]).push([seat]);
    await assert.rejects(pool.decide(broken), {
      name: "BotPoolError",
      message: "bot job for table pairs: choices[0] must be a [seat, option] pair",
    });
    const unsendable = job("fn", "vision", { ...init, setup: { f: () => 1 } as never }, [], seat);
    await assert.rejects(pool.decide(unsendable), {
      name: "BotPoolError",
      message: /^bot job for table fn cannot be sent to a worker: .*could not be cloned/,
    });
    assert.equal(pool.pending, 0, "nothing left waiting");
    // The worker that refused them still decides.
    assert.ok((await pool.decide(job("seat", "vision", init, [], seat))).length > 0);
  });

  test("a crashed worker rejects its jobs clearly; a new worker takes the later ones", async () => {
    const p = new BotPool({ size: 1 });
    try {
      const first = await p.decide(job("crash", "vision", init, [], seat));
      p.crashForTest("crash");
      await assert.rejects(p.decide(job("crash", "vision", init, [], seat)), {
        name: "BotPoolError",
        message:
          "bot worker 0 stopped (bot worker crashed on a test's order) before the bot of table crash decided",
      });
      assert.equal(p.pending, 0);
      assert.equal(p.running, 0);
      assert.equal(await p.decide(job("crash", "vision", init, [], seat)), first);
      assert.equal(p.running, 1, "a new worker took the job");
    } finally {
      await p.close();
    }
  });

  test("a worker that cannot start rejects the jobs sent to it, and is not restarted in a loop", async () => {
    const fromSources = botWorkerUrl();
    setBotWorkerUrl(new URL("./no-such-worker.mjs", import.meta.url));
    const p = new BotPool({ size: 1 });
    try {
      for (let i = 0; i < 2; i++) {
        await assert.rejects(p.decide(job("nowhere", "vision", init, [], seat)), {
          name: "BotPoolError",
          message:
            /^bot worker 0 stopped \(Cannot find module .*no-such-worker\.mjs.*\) before the bot of table nowhere decided$/,
        });
        await new Promise((r) => setTimeout(r, 50));
        assert.equal(p.running, 0, "the dead worker was not restarted without a job");
      }
    } finally {
      setBotWorkerUrl(fromSources);
      await p.close();
    }
  });

  test("close() rejects the jobs not yet answered, and every later one", async () => {
    const p = new BotPool({ size: 1 });
    await p.decide(job("close", "vision", init, [], seat));
    // A search of many seconds, cut short: close() must not wait for it.
    const thinking = assert.rejects(
      p.decide(job("close", "vision", init, [], seat, "mcts:100000")),
      {
        // A kind of BotPoolError: a shutdown, which the table server does not log as a failure.
        name: "BotPoolClosedError",
        message: "bot pool closed before the bot of table close decided",
      },
    );
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(p.pending, 1);
    await p.close();
    await thinking;
    await assert.rejects(p.decide(job("close", "vision", init, [], seat)), BotPoolClosedError);
    await assert.rejects(p.decide(job("close", "vision", init, [], seat)), BotPoolError);
    assert.equal(p.pending, 0);
  });
});

describe("bot pool: uploads", () => {
  test("an upload is parsed on a worker of its own, which ends once no upload comes", async () => {
    const p = new BotPool({ size: 1, uploadIdleMs: 100 });
    try {
      const text = readFileSync(
        join(ROOT, "scenarios/vision/examples/unblocked-attack.yaml"),
        "utf8",
      );
      const scenario = await p.parseScenario({ system: "vision", text });
      assert.equal(scenario.system, "vision");
      assert.deepEqual(scenario.setup, (parse(text) as { setup: unknown }).setup);
      assert.ok(p.uploadWorkerRunning, "kept for the next upload a while");
      assert.equal(p.running, 0, "no bot worker was started for it");
      // The loader's own refusals, one line, as in the calling thread.
      await assert.rejects(
        p.parseScenario({ system: "vision", text: "system: vision\nsetup: [" }),
        {
          name: "UploadRefused",
        },
      );
      await assert.rejects(p.parseScenario({ system: "geo-march", text }), {
        name: "UploadRefused",
        message: "scenario: at system: it is a vision scenario, not geo-march",
      });
      for (let i = 0; i < 100 && p.uploadWorkerRunning; i++)
        await new Promise((r) => setTimeout(r, 20));
      assert.equal(p.uploadWorkerRunning, false, "ended when idle: its heap is given back");
      // And started again for the next one.
      assert.equal((await p.parseScenario({ system: "vision", text })).system, "vision");
    } finally {
      await p.close();
    }
  });
});
