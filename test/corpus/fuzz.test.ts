/**
 * Fuzzing the loaders (issue 15): random and mutated scenario, replay and carry-over files — as
 * YAML and as JSON, mutated as data and as text — fed to the same functions the CLI calls, in
 * every system. Each must end in a clean KassenError (one line, no stack trace needed) or load
 * and run to a result; never another exception, and never a polluted Object.prototype.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import fc from "fast-check";
import { stringify } from "yaml";
import { applyCarryText } from "../../src/cli/carry.ts";
import { parseReplay } from "../../src/cli/replay-command.ts";
import {
  ENGINE_VERSION,
  type Json,
  KassenError,
  makeReplay,
  playReplay,
  startBattle,
} from "../../src/engine/index.ts";
import { parseScenario } from "../../src/scenario/load.ts";
import { runScenario } from "../../src/scenario/run.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

/** Runs per property and system: about a second each on a quiet machine. */
const RUNS = 200;
/** A fixed seed, so a failure repeats; fast-check prints the counterexample. */
const SEED = 15;

/** A scenario of each system to mutate (each has a setup, a script and expectations). */
const BASES: Record<string, string> = {
  vision: "scenarios/vision/examples/blocked-attack.yaml",
  "geo-march": "scenarios/geo-march/examples/sample-battle.yaml",
  "magical-girl": "scenarios/magical-girl/mgr-02-bonus-die.yaml",
  "ygo-trpg": "scenarios/ygo-trpg/ygt-02-life-cap.yaml",
};

/** Every path to a value inside `v` (the root included). */
function pathsOf(v: Json, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(v)) for (let i = 0; i < v.length; i++) out.push(...pathsOf(v[i], [...at, i]));
  else if (v !== null && typeof v === "object")
    for (const [k, x] of Object.entries(v)) out.push(...pathsOf(x, [...at, k]));
  return out;
}

/** One change to a data file. */
type Edit =
  | { op: "set"; path: number; value: Json }
  | { op: "delete"; path: number }
  | { op: "add"; path: number; key: string; value: Json };

/** Values that have broken loaders before: wrong types, huge and negative numbers, odd keys. */
const nasty = fc.constantFrom<Json>(
  null,
  "",
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  "__proto__",
  "constructor",
  [],
  {},
  [[[[[]]]]],
  "x".repeat(500),
  { __proto__: 1 } as unknown as Json,
  "mcts:99999999",
  "p9",
);
const value: fc.Arbitrary<Json> = fc.oneof(
  nasty,
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ op: fc.constant("set" as const), path: fc.nat(), value }),
  fc.record({ op: fc.constant("delete" as const), path: fc.nat() }),
  fc.record({
    op: fc.constant("add" as const),
    path: fc.nat(),
    key: fc.oneof(fc.constantFrom("__proto__", "constructor", "prototype", "p3"), fc.string()),
    value,
  }),
);
/** A text-level change: replace `length` characters at `at` (a fraction of the text) with `text`. */
const splice = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  length: fc.nat({ max: 8 }),
  text: fc
    .array(
      fc.constantFrom(
        ":",
        "{",
        "}",
        "[",
        "]",
        "-",
        "#",
        "&a",
        "*a",
        "!",
        "'",
        '"',
        "\n",
        " ",
        "\t",
        "9",
        "x",
      ),
      { maxLength: 6 },
    )
    .map((parts) => parts.join("")),
});
/** A whole mutation: data edits, a format, then text edits. */
const mutation = fc.record({
  edits: fc.array(edit, { maxLength: 4 }),
  json: fc.boolean(),
  splices: fc.array(splice, { maxLength: 3 }),
});

type Mutation = {
  edits: Edit[];
  json: boolean;
  splices: { at: number; length: number; text: string }[];
};

function render(base: Json, m: Mutation): string {
  const data = structuredClone(base);
  let root: Json = data;
  for (const e of m.edits) {
    const paths = pathsOf(root);
    const path = paths[e.path % paths.length];
    if (path.length === 0) {
      if (e.op === "set") root = e.value;
      continue;
    }
    let parent: Json = root;
    for (const k of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[k];
    const key = path[path.length - 1];
    const p = parent as Record<string | number, Json>;
    if (e.op === "set") p[key] = e.value;
    else if (e.op === "delete") {
      if (Array.isArray(p)) p.splice(Number(key), 1);
      else delete p[key];
    } else {
      const target = p[key];
      if (target !== null && typeof target === "object" && !Array.isArray(target))
        Object.defineProperty(target, e.key, {
          value: e.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  }
  let text = m.json ? (JSON.stringify(root) ?? "") : stringify(root);
  for (const s of m.splices) {
    const at = Math.floor(s.at * text.length);
    text = text.slice(0, at) + s.text + text.slice(at + s.length);
  }
  return text;
}

/** A clean refusal: a KassenError with one line of message. Anything else fails the property. */
function clean(err: unknown): void {
  if (!(err instanceof KassenError)) throw err;
  assert.ok(!err.message.includes("\n"), `one line: ${err.message}`);
}

/** Nothing written to Object.prototype (the --set and key-path guard). */
function unpolluted(): void {
  assert.deepEqual(Object.keys(Object.prototype), []);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
}

/** How the inputs ended, so a property that only ever refuses (a vacuous fuzz) is noticed. */
const outcomes = { ran: 0, refused: 0 };

/** Loads scenario text; when it loads, runs it briefly with random bots. */
function loadAndRun(text: string, file: string): void {
  try {
    const loaded = parseScenario(text, file);
    const bots = Object.fromEntries(
      Object.keys(loaded.scenario.bots ?? {}).map((s) => [s, "random"]),
    );
    const scenario = {
      ...loaded.scenario,
      bots,
      maxDecisions: Math.min(loaded.scenario.maxDecisions, 60),
    };
    runScenario(scenario, { file, log: false });
    outcomes.ran++;
  } catch (err) {
    clean(err);
    outcomes.refused++;
  }
  unpolluted();
}

for (const [id, file] of Object.entries(BASES)) {
  const text = readFileSync(file, "utf8");
  const loaded = parseScenario(text, file);
  const base = JSON.parse(JSON.stringify(loaded.scenario)) as Json;

  describe(`fuzzing ${id}`, () => {
    test("mutated scenarios (YAML and JSON) load cleanly or run", () => {
      outcomes.ran = 0;
      outcomes.refused = 0;
      fc.assert(
        fc.property(mutation, (m) => loadAndRun(render(base, m), `fuzz-${id}.yaml`)),
        { numRuns: RUNS, seed: SEED },
      );
      // Both ends are reached: some mutations still run, others are refused.
      assert.ok(outcomes.ran > 0 && outcomes.refused > 0, JSON.stringify(outcomes));
    });

    test("random text and random JSON as a scenario: a clean error", () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ maxLength: 200 }),
            fc.jsonValue().map((v) => JSON.stringify(v)),
          ),
          (t) => loadAndRun(t, `fuzz-${id}.yaml`),
        ),
        { numRuns: RUNS, seed: SEED },
      );
    });

    test("mutated replays: a clean error, a mismatch, or a replay that plays", () => {
      const run = runScenario(loaded.scenario, { file, log: false });
      const replay = makeReplay(run.battle, run.init) as unknown as Json;
      fc.assert(
        fc.property(mutation, (m) => {
          try {
            const { replay: r, system } = parseReplay(render(replay, m), "fuzz-replay.json");
            playReplay(system, r);
          } catch (err) {
            clean(err);
          }
          unpolluted();
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });

    test("mutated carry-over files: a clean error, or a setup the system starts from", () => {
      const src = { ...loaded, file };
      const carrySystem = SYSTEM_ENTRIES["ygo-trpg"].system;
      const state = startBattle(carrySystem, {
        seed: 1,
        setup: {
          start: "encounter",
          players: { p1: { character: "akane" } },
          gm: { encounter: "wyrm-lair" },
        },
      }).state;
      const carry = {
        kassen: ENGINE_VERSION,
        system: id,
        carry: carrySystem.carry?.save(state) ?? {},
      } as Json;
      fc.assert(
        fc.property(mutation, (m) => {
          try {
            const applied = applyCarryText(src, render(carry, m), "fuzz-carry.json");
            startBattle(applied.system, { seed: 1, setup: applied.scenario.setup });
          } catch (err) {
            clean(err);
          }
          unpolluted();
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  });
}
