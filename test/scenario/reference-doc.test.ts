/**
 * docs/scenarios.md against the code: its event tables list exactly each system's event types
 * (the `ev.*` messages), with every field their texts name and every field runs show; its
 * summary fields cover what the summaries hold; every system has its dice order. Regenerate with
 * `npx tsx scripts/scenario-reference.ts`.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  ENGINE_EVENTS,
  eventTypes,
  type Observed,
  observe,
  placeholders,
  REFERENCE_END,
  REFERENCE_START,
} from "../../src/scenario/reference.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

const DOC = readFileSync("docs/scenarios.md", "utf8");
const SYSTEMS = Object.keys(SYSTEM_ENTRIES);

/** One documented system: its event rows (type → fields) and summary fields. */
interface Documented {
  events: Map<string, Set<string>>;
  players: Set<string>;
  cards: Set<string>;
}

/** The generated part, by heading (`Every system`, then each system id). */
function documented(): Map<string, Documented> {
  const a = DOC.indexOf(REFERENCE_START);
  const b = DOC.indexOf(REFERENCE_END);
  assert.ok(a >= 0 && b > a, "docs/scenarios.md has its reference markers");
  const out = new Map<string, Documented>();
  let cur: Documented | undefined;
  const list = (line: string) => new Set([...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
  for (const line of DOC.slice(a, b).split("\n")) {
    const h = /^#### (.+)$/.exec(line);
    if (h) out.set(h[1], (cur = { events: new Map(), players: new Set(), cards: new Set() }));
    else if (cur === undefined) continue;
    else if (line.startsWith("Summary of a seat")) cur.players = list(line.split(":")[1]);
    else if (line.startsWith("Summary of a card")) cur.cards = list(line.split(":")[1]);
    else {
      const row = /^\| `([^`]+)` \| ([^|]*) \|/.exec(line);
      if (row)
        cur.events.set(
          row[1],
          new Set(
            row[2]
              .split(",")
              .map((f) => f.trim())
              .filter((f) => f !== ""),
          ),
        );
    }
  }
  return out;
}

const DOCS = documented();
const OBSERVED: Record<string, Observed> = Object.fromEntries(
  SYSTEMS.map((s) => [s, observe(s, "scenarios", 2)]),
);

test("every system has its event table; the engine's events have theirs", () => {
  assert.deepEqual([...DOCS.keys()], ["Every system", ...SYSTEMS]);
  assert.deepEqual(
    [...(DOCS.get("Every system")?.events.keys() ?? [])],
    Object.keys(ENGINE_EVENTS),
  );
});

for (const system of SYSTEMS) {
  test(`${system}: the doc lists exactly the event types of the messages table`, () => {
    assert.deepEqual([...(DOCS.get(system)?.events.keys() ?? [])].sort(), eventTypes(system));
  });

  test(`${system}: every field an event's text names or a run logs is documented`, () => {
    const doc = DOCS.get(system)!;
    const engine = DOCS.get("Every system")!;
    const msgs = SYSTEM_ENTRIES[system].system.messages;
    const missing: string[] = [];
    for (const t of eventTypes(system))
      for (const f of placeholders(msgs[`ev.${t}`].en))
        if (!doc.events.get(t)?.has(f)) missing.push(`${t}.${f} (in its text)`);
    for (const [t, fields] of OBSERVED[system].events) {
      const row = doc.events.get(t) ?? engine.events.get(t);
      if (row === undefined) missing.push(`${t} (logged, not documented)`);
      else for (const f of fields) if (!row.has(f)) missing.push(`${t}.${f} (logged)`);
    }
    assert.deepEqual(missing, [], "run: npx tsx scripts/scenario-reference.ts");
  });

  test(`${system}: every summary field is documented`, () => {
    const doc = DOCS.get(system)!;
    const o = OBSERVED[system];
    assert.deepEqual(
      [...o.players].filter((k) => !doc.players.has(k)),
      [],
    );
    assert.deepEqual(
      [...o.cards].filter((k) => !doc.cards.has(k)),
      [],
    );
  });
}

test("the dice order covers every system, and card fields are spelled as the summaries spell them", () => {
  const dice = DOC.slice(DOC.indexOf("## Dice order"), DOC.indexOf("## Decisions skipped"));
  for (const system of SYSTEMS)
    assert.ok(dice.includes(`**${system}**`), `dice order of ${system}`);
  assert.ok(!DOC.includes("effectdamage"), "vision's summary field is effectDamage");
  assert.ok(DOCS.get("vision")?.cards.has("effectDamage"));
});
