/**
 * The reference part of docs/scenarios.md, drawn from the code so it cannot drift: for each
 * system the event types (every `ev.*` message) with the fields they carry and their English
 * text, and the summary fields `expect.players` / `expect.cards` can name. Fields are observed
 * by running the shipped scenarios and whole games between random bots: what a run can put in
 * the log is what an author can match. `renderReference` writes the markdown the doc holds
 * between its `reference` markers; test/scenario/reference-doc.test.ts checks the doc against it.
 */
import { join } from "node:path";
import { botSeed, makeBot } from "../bots/registry.ts";
import { ENGINE_MESSAGES, type Json, type LogEvent, startBattle } from "../engine/index.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { expandPaths } from "./find-scenarios.ts";
import { loadScenario } from "./load.ts";
import { playBots, runScenario } from "./run.ts";

/** What runs of one system showed: fields per event type, summary fields per seat and card. */
export interface Observed {
  events: Map<string, Set<string>>;
  players: Set<string>;
  cards: Set<string>;
}

/** Keys that are not data: the type, and the private-event marker. */
const NOT_FIELDS = new Set(["t", "only"]);

/** Families of keys written once: `kw.pierce` → `kw.<keyword>`, `sk.melee` → `sk.<skill>`. */
function family(key: string): string {
  if (key.startsWith("kw.")) return "kw.<keyword>";
  if (key.startsWith("sk.")) return "sk.<skill>";
  return key;
}

function noteEvents(o: Observed, events: LogEvent[]): void {
  for (const e of events) {
    let set = o.events.get(e.t);
    if (set === undefined) o.events.set(e.t, (set = new Set()));
    for (const k of Object.keys(e)) if (!NOT_FIELDS.has(k)) set.add(k);
  }
}

function noteSummary(
  o: Observed,
  summary: {
    players: Record<string, Record<string, Json>>;
    cards: Record<string, Record<string, Json>>;
  },
): void {
  for (const p of Object.values(summary.players))
    for (const k of Object.keys(p)) o.players.add(family(k));
  for (const c of Object.values(summary.cards))
    for (const k of Object.keys(c)) o.cards.add(family(k));
}

/**
 * Runs every scenario of `system` under `scenarioDir` and `games` whole games between random
 * bots (seeds 1…games), and collects what they showed.
 */
export function observe(system: string, scenarioDir: string, games: number): Observed {
  const o: Observed = { events: new Map(), players: new Set(), cards: new Set() };
  const entry = SYSTEM_ENTRIES[system];
  for (const file of scenarioDir === "" ? [] : expandPaths([join(scenarioDir, system)])) {
    const { scenario } = loadScenario(file);
    const run = runScenario(scenario, { file });
    noteEvents(o, run.events);
    noteSummary(o, entry.system.summary(run.battle.state));
  }
  if (entry.newGame === undefined || games === 0) return o;
  for (let seed = 1; seed <= games; seed++) {
    const b = startBattle(entry.system, {
      seed,
      setup: entry.newGame,
      options: entry.benchOptions,
    });
    const bots = Object.fromEntries(
      b.state.seats.map((s, i) => [s, makeBot("random", botSeed(seed, i))]),
    );
    playBots(b, bots, 3000);
    noteEvents(o, b.state.log);
    noteSummary(o, entry.system.summary(b.state));
  }
  return o;
}

/** The event types a system can log: its `ev.*` messages. */
export function eventTypes(system: string): string[] {
  const msgs = SYSTEM_ENTRIES[system].system.messages;
  return Object.keys(msgs)
    .filter((k) => k.startsWith("ev."))
    .map((k) => k.slice(3))
    .sort();
}

/** The engine's own events (src/engine/battle.ts, stack.ts) every system logs, with their fields. */
export const ENGINE_EVENTS: Readonly<Record<string, readonly string[]>> = {
  end: ["outcome", "reason", "winner"],
  pass: ["seat"],
  resolve: ["item", "seat"],
  roll: ["expr", "faces", "label", "seat", "text", "total"],
  "take-back": ["by", "seat", "undone"],
  window: ["n", "name"],
  "window-closed": ["w"],
};

/**
 * The fields a message template names (`{@card}`, `{#seat}`, `{check.total}` → check, `{^winner}`
 * → winner, `{~n|card|cards}` → n).
 */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(?:@@|[@#%!?^~])?(\w+)(?:[\w.]*|\|[^}]*)\}/g)].map((m) => m[1]);
}

/** Fields of one event type: those its text names and those runs showed. */
function fieldsOf(template: string, seen: Iterable<string>): string[] {
  return [...new Set([...placeholders(template), ...seen])].sort();
}

/** A markdown table cell: pipes escaped, line breaks folded. */
function cell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("\n", " ");
}

/** The reference section for all systems (markdown, without the markers). */
export function renderReference(observed: Record<string, Observed>): string {
  const out: string[] = [];
  out.push("#### Every system", "");
  out.push("| event | fields | text (en) |", "| --- | --- | --- |");
  const seen = (t: string) => {
    const all = new Set<string>();
    // A system with its own message for the type logs its own event (its own table lists it).
    for (const [system, o] of Object.entries(observed)) {
      if (SYSTEM_ENTRIES[system].system.messages[`ev.${t}`] !== undefined) continue;
      for (const f of o.events.get(t) ?? []) all.add(f);
    }
    return [...all].sort();
  };
  for (const [t, fields] of Object.entries(ENGINE_EVENTS)) {
    const text = ENGINE_MESSAGES[t]?.en ?? "";
    out.push(
      `| \`${t}\` | ${fieldsOf(text, [...fields, ...seen(t)]).join(", ")} | ${cell(text)} |`,
    );
  }
  for (const [system, o] of Object.entries(observed)) {
    out.push("", `#### ${system}`, "");
    out.push(
      `Summary of a seat (\`expect.players\`): ${[...o.players]
        .sort()
        .map((k) => `\`${k}\``)
        .join(", ")}.`,
      "",
    );
    out.push(
      `Summary of a card (\`expect.cards\`): ${[...o.cards]
        .sort()
        .map((k) => `\`${k}\``)
        .join(", ")}.`,
      "",
    );
    out.push("| event | fields | text (en) |", "| --- | --- | --- |");
    const msgs = SYSTEM_ENTRIES[system].system.messages;
    for (const t of eventTypes(system)) {
      const text = msgs[`ev.${t}`].en;
      out.push(
        `| \`${t}\` | ${fieldsOf(text, o.events.get(t) ?? []).join(", ")} | ${cell(text)} |`,
      );
    }
  }
  return out.join("\n");
}

/** Markers around the generated part of docs/scenarios.md. */
export const REFERENCE_START =
  "<!-- reference:start (generated: npx tsx scripts/scenario-reference.ts) -->";
export const REFERENCE_END = "<!-- reference:end -->";

/** The markdown between the markers, regenerated: 20 bot games per system besides the scenarios. */
export function generateReference(): string {
  const observed: Record<string, Observed> = {};
  for (const system of Object.keys(SYSTEM_ENTRIES))
    observed[system] = observe(system, "scenarios", 20);
  return renderReference(observed);
}

/** Replaces the part of a document between the markers with `section`. */
export function replaceReference(doc: string, section: string): string {
  const a = doc.indexOf(REFERENCE_START);
  const b = doc.indexOf(REFERENCE_END);
  if (a < 0 || b < a) throw new Error("docs/scenarios.md has no reference markers");
  return `${doc.slice(0, a + REFERENCE_START.length)}\n\n${section}\n\n${doc.slice(b)}`;
}
