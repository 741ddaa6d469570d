/**
 * Checking a scenario's `expect` block against a run. The answer is a list of differences an
 * author can act on (`cards.cirno-1.zone: expected "p2:grave", got "p2:field"`); empty means
 * the scenario holds.
 */
import { type Json, renderEvent, type Summary } from "../engine/index.ts";
import { jsonEqual, keyPath, partialMatch, show } from "./match.ts";
import type { RunError, RunResult } from "./run.ts";
import type { Scenario, ScenarioExpect } from "./schema.ts";

/** Every way the run differs from the scenario's expectations. */
export function checkExpect(scenario: Scenario, run: RunResult): string[] {
  const exp: ScenarioExpect = scenario.expect ?? {};
  const summary = run.battle.system.summary(run.battle.state);
  return [
    ...checkErrors(exp, run.errors),
    ...checkResult(exp, run),
    ...checkPending(exp, run),
    ...checkPlayers(exp, summary),
    ...checkCards(exp, summary),
    ...checkLog(scenario, run),
  ];
}

/** Where a failed choice came from, for messages. */
function origin(e: RunError): string {
  return e.step < 0
    ? `bot for ${e.seat} chose "${e.option}"`
    : `script[${e.step}] (${e.seat}: ${e.option})`;
}

function checkErrors(exp: ScenarioExpect, errors: RunError[]): string[] {
  const want = exp.error;
  if (want === undefined) return errors.map((e) => `${origin(e)}: ${e.message}`);
  const e = errors.find((x) => x.step >= 0);
  const out = errors.filter((x) => x !== e).map((x) => `${origin(x)}: ${x.message}`);
  if (e === undefined) {
    return [
      ...out,
      `error: expected an illegal choice with ${show(want)}, but the script ran through`,
    ];
  }
  if (!e.illegal) out.push(`error: expected an illegal choice, got a failure: ${e.message}`);
  else if (!e.message.includes(want)) {
    out.push(`error: expected a message containing ${show(want)}, got ${show(e.message)}`);
  }
  if (e.hashBefore !== e.hashAfter) {
    out.push(`error: the refused choice changed the state (hash ${e.hashBefore} → ${e.hashAfter})`);
  }
  return out;
}

/** Why there is no result yet, in words. */
function notOver(run: RunResult): string {
  const p = run.battle.pending;
  if (run.stopped === "max-decisions")
    return `the battle did not end within ${run.botDecisions} bot decisions`;
  return p === null ? "the battle has not ended" : `the battle has not ended (${p.seat} to decide)`;
}

function checkResult(exp: ScenarioExpect, run: RunResult): string[] {
  const r = run.battle.result;
  const out: string[] = [];
  for (const key of ["winner", "outcome"] as const) {
    const want = exp[key];
    if (want === undefined) continue;
    if (r === null) out.push(`${key}: expected ${show(want)}, but ${notOver(run)}`);
    else if (r[key] !== want) out.push(`${key}: expected ${show(want)}, got ${show(r[key])}`);
  }
  return out;
}

function checkPending(exp: ScenarioExpect, run: RunResult): string[] {
  const want = exp.pending;
  if (want === undefined) return [];
  const p = run.battle.pending;
  const ids = p?.options.map((o) => o.id) ?? [];
  if (want === null) {
    return p === null
      ? []
      : [`pending: expected no decision, got one for ${p.seat} (options: ${ids.join(", ")})`];
  }
  if (p === null) {
    const r = run.battle.result;
    return [
      `pending: expected a decision, got none${r ? ` (the battle ended: ${r.outcome})` : ""}`,
    ];
  }
  const out: string[] = [];
  if (want.seat !== undefined && want.seat !== p.seat) {
    out.push(`pending.seat: expected ${show(want.seat)}, got ${show(p.seat)}`);
  }
  for (const id of want.includes ?? []) {
    if (!ids.includes(id))
      out.push(`pending.includes: ${show(id)} is not offered (options: ${ids.join(", ")})`);
  }
  for (const id of want.excludes ?? []) {
    if (ids.includes(id)) out.push(`pending.excludes: ${show(id)} is offered`);
  }
  return out;
}

/** Compares one expected value at `path`. */
function compare(path: string, want: Json, got: Json | undefined): string[] {
  return jsonEqual(want, got) ? [] : [`${path}: expected ${show(want)}, got ${show(got)}`];
}

function checkPlayers(exp: ScenarioExpect, summary: Summary): string[] {
  const out: string[] = [];
  const seats = Object.keys(summary.players);
  const player = (path: string, seat: string) => {
    if (Object.hasOwn(summary.players, seat)) return summary.players[seat];
    out.push(`${path}: no such seat (seats: ${seats.join(", ")})`);
    return undefined;
  };
  for (const [seat, fields] of Object.entries(exp.players ?? {})) {
    const p = player(keyPath("players", seat), seat);
    if (p === undefined) continue;
    for (const [k, v] of Object.entries(fields))
      out.push(...compare(keyPath(keyPath("players", seat), k), v, p[k]));
  }
  for (const [seat, life] of Object.entries(exp.life ?? {})) {
    const p = player(keyPath("life", seat), seat);
    if (p !== undefined) out.push(...compare(keyPath("life", seat), life, p.life));
  }
  return out;
}

/** Ids that share a card's prefix (`cirno-3` → `cirno-1, cirno-2`), to catch numbering slips. */
function similar(summary: Summary, id: string): string {
  const stem = id.replace(/-\d+$/, "");
  const near = Object.keys(summary.cards)
    .filter((k) => k.replace(/-\d+$/, "") === stem)
    .sort();
  return near.length === 0 ? "" : ` (there is ${near.slice(0, 8).join(", ")})`;
}

function checkCards(exp: ScenarioExpect, summary: Summary): string[] {
  const out: string[] = [];
  const card = (path: string, id: string) => {
    if (Object.hasOwn(summary.cards, id)) return summary.cards[id];
    out.push(`${path}: no such card${similar(summary, id)}`);
    return undefined;
  };
  for (const base of ["cards", "stats"] as const) {
    for (const [id, fields] of Object.entries(exp[base] ?? {})) {
      const c = card(keyPath(base, id), id);
      if (c === undefined) continue;
      for (const [k, want] of Object.entries(fields)) {
        out.push(...compare(keyPath(keyPath(base, id), k), want, c[k]));
      }
    }
  }
  // Sugar for one field each; the path keeps the sugar's name, as the author wrote it.
  for (const [base, field] of [
    ["zones", "zone"],
    ["damage", "damage"],
  ] as const) {
    for (const [id, want] of Object.entries(exp[base] ?? {})) {
      const c = card(keyPath(base, id), id);
      if (c !== undefined) out.push(...compare(keyPath(base, id), want, c[field]));
    }
  }
  return out;
}

function checkLog(scenario: Scenario, run: RunResult): string[] {
  const exp = scenario.expect ?? {};
  const { system, state } = run.battle;
  const out: string[] = [];
  // Expected lines are written in the scenario's language, whatever the run renders in.
  const lang = scenario.lang ?? system.lang;
  if (exp.log !== undefined) {
    const lines = run.events.map((e) => renderEvent(system, e, lang, state));
    for (const [i, text] of exp.log.entries()) {
      if (!lines.some((l) => l.includes(text)))
        out.push(`log[${i}]: no line contains ${show(text)}`);
    }
  }
  let from = 0;
  for (const [i, pattern] of (exp.events ?? []).entries()) {
    const at = run.events.findIndex((e, k) => k >= from && partialMatch(pattern, e as Json));
    if (at >= 0) {
      from = at + 1;
      continue;
    }
    const earlier = run.events.some((e) => partialMatch(pattern, e as Json));
    out.push(
      `events[${i}]: no event matches ${show(pattern)}${earlier && i > 0 ? ` after events[${i - 1}]` : ""}`,
    );
  }
  for (const [i, pattern] of (exp.absent ?? []).entries()) {
    const hit = run.events.find((e) => partialMatch(pattern, e as Json));
    if (hit !== undefined)
      out.push(
        `absent[${i}]: found ${show(hit as Json)} — "${renderEvent(system, hit, lang, state)}"`,
      );
  }
  return out;
}
