/**
 * The conformance harness: one set of checks every registered system must pass, written once
 * and run for each (in the spirit of a framework's shared suite over every adapter). Random
 * whole games from many seeds, as played battles (opaque ids) and as scenarios (readable ids);
 * at every decision, for every seat and a spectator, the view and a bot's sample are checked
 * for anything the seat may not know.
 */
import assert from "node:assert/strict";
import {
  type Battle,
  type BattleInit,
  determinize,
  hashState,
  hiddenCards,
  IllegalChoiceError,
  invariantViolations,
  type Json,
  type LogEvent,
  makeReplay,
  ownCard,
  playReplay,
  reaches,
  type Seat,
  type SeatView,
  startBattle,
  viewFor,
} from "../../src/engine/index.ts";
import { picker } from "../../src/shared/picker.ts";
import type { SystemEntry } from "../../src/systems/registry.ts";

/** What one run of the suite checked (the notes report these counts). */
export interface Tally {
  games: number;
  decisions: number;
  views: number;
  samples: number;
}

/** The keys a view must never have: the seed, the generator and everything that resumes. */
const SECRET_KEYS = ["seed", "rng", "pinned", "history", "tasks", "triggers"];

/** A regex matching any of `ids` as a whole token (ids contain letters, digits and `-`). */
function tokenRegex(ids: Iterable<string>): RegExp | null {
  const parts = [...ids].map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (parts.length === 0) return null;
  return new RegExp(`(?<![\\w-])(?:${parts.join("|")})(?![\\w-])`);
}

/**
 * Asserts that `view` (and its JSON) holds nothing `seat` may not know in `b`: no secret keys, no
 * id of a card hidden from it, no definition of a hidden card that it cannot see elsewhere, and
 * none of the values of events addressed to other seats (a GM's secret roll) unless revealed.
 */
export function assertViewClean(
  b: Battle,
  seat: Seat | null,
  view: SeatView,
  where: string,
  sawThen: ReadonlySet<string> = new Set(),
): void {
  for (const k of SECRET_KEYS) assert.equal(k in view, false, `${where}: view has "${k}"`);
  const json = JSON.stringify(view);
  const hidden = hiddenCards(b, seat);
  // A card hidden now may show in the log only where the seat saw it when it happened.
  for (const id of Object.keys(view.names))
    assert.ok(sawThen.has(id), `${where}: ${id} is named but the seat never saw it`);
  const ids = tokenRegex([...hidden.keys()].filter((id) => !sawThen.has(id)));
  const leak = ids?.exec(json) ?? null;
  assert.equal(leak, null, `${where}: hidden card id ${leak?.[0]} in the view`);
  const now = tokenRegex(hidden.keys());
  const { log: _l, names: _n, ...current } = view;
  const stale = now?.exec(JSON.stringify(current)) ?? null;
  assert.equal(stale, null, `${where}: hidden card id ${stale?.[0]} outside the log`);
  // Definitions of hidden cards that the seat sees no copy of must not show outside the log
  // (the log may name a card at a time it was shown, or in an explicit reveal).
  const seen = new Set(Object.values(view.cards).map((c) => c.def));
  const defs = new Set<string>();
  for (const id of hidden.keys()) {
    const d = b.state.cards[id].def;
    if (!seen.has(d)) defs.add(d);
  }
  const defRe = tokenRegex(defs);
  if (defRe !== null) {
    const m = defRe.exec(JSON.stringify(current));
    assert.equal(m, null, `${where}: definition ${m?.[0]} of a hidden card in the view`);
  }
  // Events sent to other seats only (a GM's secret roll) reach this seat neither as such nor
  // through the state (x, the prompt…), unless the sender has revealed them since.
  const { log, ...state } = view;
  const stateJson = JSON.stringify(state);
  // An identical public event (the same monster rolling the same faces) may stand in the log
  // for its own sake: the view may hold as many copies as the real log has public ones.
  const count = (events: LogEvent[]) => {
    const m = new Map<string, number>();
    for (const e of events) {
      const k = JSON.stringify(e);
      m.set(k, (m.get(k) ?? 0) + 1);
    }
    return m;
  };
  const inView = count(log);
  const published = count(b.state.log.filter((e) => e.$to === undefined));
  for (const e of addressed(b)) {
    if (reaches(e, seat)) continue;
    const { $to, ...rest } = e;
    const k = JSON.stringify(rest);
    assert.ok((inView.get(k) ?? 0) <= (published.get(k) ?? 0), `${where}: "${e.t}" sent to ${$to}`);
    for (const [k, v] of Object.entries(rest)) {
      if (typeof v !== "object" || v === null) continue;
      const text = JSON.stringify(v);
      if (text.length >= 12)
        assert.equal(stateJson.includes(text), false, `${where}: "${e.t}".${k} in the state`);
    }
  }
}

/** The events of `b` addressed to some seats only. */
function addressed(b: Battle): LogEvent[] {
  return b.state.log.filter((e) => e.$to !== undefined);
}

/**
 * Asserts that a bot's sample for `seat` carries nothing the view does not: no real seed or
 * start, no real id of a hidden card, and that it does not depend on where the hidden cards
 * really are (a battle with the seat's hidden cards dealt otherwise gives the same sample).
 */
export function assertSampleClean(b: Battle, seat: Seat, k: number, where: string): void {
  const sample = determinize(b, seat, k);
  assert.equal(sample.init, null, `${where}: a sample carries the real start`);
  assert.equal(sample.state.seed, k, `${where}: a sample carries the real seed`);
  const json = JSON.stringify(sample.state);
  const ids = tokenRegex(hiddenCards(b, seat).keys());
  const leak = ids?.exec(json) ?? null;
  assert.equal(leak, null, `${where}: hidden card id ${leak?.[0]} in a sample`);
  const other = dealtOtherwise(b, seat, k);
  if (other !== null)
    assert.equal(
      hashState(determinize(other, seat, k).state),
      hashState(sample.state),
      `${where}: the sample depends on where the hidden cards really are`,
    );
}

/**
 * A fork of `b` in which two hidden cards of one owner in one zone swap places (ids and all): a
 * battle the seat cannot tell from `b`. Null when no zone hides two cards of different kinds.
 */
function dealtOtherwise(b: Battle, seat: Seat, k: number): Battle | null {
  const f = b.fork();
  const s = f.state;
  const hidden = hiddenCards(b, seat);
  for (const zone of Object.keys(s.zones).sort()) {
    const ids = s.zones[zone];
    if (ids.length < 2 || !hidden.has(ids[0])) continue;
    const i = k % ids.length;
    const j = ids.findIndex((id) => s.cards[id].def !== s.cards[ids[i]].def);
    if (j < 0) continue;
    // Swap what the cards are, not where the ids sit: tasks and flags that name a place by id
    // keep naming the same place.
    // Written below: the battle's own records (src/engine/card-records.ts).
    const a = ownCard(s, ids[i]);
    const c = ownCard(s, ids[j]);
    for (const key of ["def", "base", "stats"] as const) {
      const t = a[key];
      (a as unknown as Record<string, Json>)[key] = c[key] as unknown as Json;
      (c as unknown as Record<string, Json>)[key] = t as unknown as Json;
    }
    return f;
  }
  return null;
}

/**
 * Which cards each seat (and a spectator, null) saw named in an event when it happened,
 * independently of the engine's own note: only these may show in its log once hidden. `watch`
 * is the battle's event observer that keeps the sets.
 */
export function seenTracker(
  entry: SystemEntry,
  init: BattleInit,
): { sawThen: Map<Seat | null, Set<string>>; watch: (e: LogEvent, bb: Battle) => void } {
  const sawThen = new Map<Seat | null, Set<string>>();
  for (const seat of [...entry.system.create(init).seats, null]) sawThen.set(seat, new Set());
  const watch = (e: LogEvent, bb: Battle): void => {
    for (const [seat, saw] of sawThen) {
      if (!reaches(e, seat)) continue;
      const hidden = hiddenCards(bb, seat);
      for (const v of Object.values(e)) {
        const named = typeof v === "string" ? [v] : Array.isArray(v) ? v : [];
        for (const id of named)
          if (
            typeof id === "string" &&
            bb.state.cards[id] !== undefined &&
            (e.$reveal === true || !hidden.has(id))
          )
            saw.add(id);
      }
    }
  };
  return { sawThen, watch };
}

/** Options for one random game of the suite. */
export interface GameRun {
  seed: number;
  ids: "readable" | "opaque";
  /** Stop after this many decisions (GM tools can go on for ever). */
  maxDecisions: number;
  /** Check views and samples at every k-th decision (1: every one). */
  every: number;
}

/**
 * Plays one random whole game of `entry`'s new-game setup and checks, as it goes: invariants
 * after every step, views of every seat and a spectator, a sample for the deciding seat, an
 * illegal choice that changes nothing, and at the end replay-hash equality.
 */
export function playConformance(entry: SystemEntry, run: GameRun, tally: Tally): Battle {
  const system = entry.system;
  const init: BattleInit = { seed: run.seed, setup: entry.newGame as Json, ids: run.ids };
  const { sawThen, watch } = seenTracker(entry, init);
  const b = startBattle(system, init, watch);
  b.afterStep = (bb, task) => {
    const bad = invariantViolations(system, bb.state);
    if (bad.length > 0) assert.fail(`${system.id} seed ${run.seed} after ${task.k}: ${bad}`);
  };
  const pick = picker(run.seed);
  let n = 0;
  while (b.pending !== null && n < run.maxDecisions) {
    const p = b.pending;
    const where = `${system.id} ${run.ids} seed ${run.seed} decision ${n}`;
    if (n % run.every === 0) {
      for (const seat of [...b.state.seats, null]) {
        const saw = sawThen.get(seat)!;
        assertViewClean(b, seat, viewFor(b, seat), `${where} seat ${seat ?? "spectator"}`, saw);
        tally.views++;
      }
      assertSampleClean(b, p.seat, run.seed + n, `${where} sample for ${p.seat}`);
      tally.samples++;
      const h = b.hash();
      const other = b.state.seats.find((s) => s !== p.seat);
      if (other !== undefined)
        assert.throws(() => b.choose(other, p.options[0].id), IllegalChoiceError);
      assert.throws(() => b.choose(p.seat, "no-such-option"), IllegalChoiceError);
      assert.equal(b.hash(), h, `${where}: an illegal choice changed the battle`);
    }
    b.choose(p.seat, p.options[pick(p.options.length)].id);
    n++;
  }
  tally.games++;
  tally.decisions += n;
  b.afterStep = null;
  const replay = makeReplay(b);
  assert.equal(playReplay(system, replay).hash(), b.hash(), `${system.id} seed ${run.seed} replay`);
  return b;
}
