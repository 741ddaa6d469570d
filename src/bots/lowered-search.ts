/**
 * Search bots on a system's lowered runtime. A bot decides on the engine's Battle, but its
 * imagined futures can run on the runtime when the runtime plays that battle exactly: the
 * battle was started by startBattle from a setup the runtime accepts (no pinned dice, no opaque
 * ids, …). Then a replica of the battle is kept on the runtime — started from the same init and
 * seed and answered with the same decisions, so it is at the same point — and the bot's samples
 * are drawn from the replica (`LoweredBattle.sample`), dealt exactly as the engine's
 * `determinize` deals them. The replica is the real battle, like the engine battle it mirrors: only
 * samples, which know no more than the seat's view, reach the bot.
 *
 * A served battle names its cards with opaque ids (drawn from their own stream, not the battle's
 * generator), which a runtime does not build: its replica is the same battle with readable ids,
 * and the battle's answers reach it renamed, card by card in the order the setup made them.
 *
 * Where anything does not line up (no runtime, a refused setup, a decision the replica cannot
 * follow), the bot thinks on the engine, as before: slower, never different.
 * `KASSEN_LOWERED=0` turns it off.
 */
import {
  type Battle,
  type BattleInit,
  effectiveChoices,
  engineSearch,
  rewriteString,
  type SearchBattle,
  type Seat,
  UNDO,
} from "../engine/index.ts";
import { type LoweredBattle, SYSTEM_ENTRIES } from "../systems/registry.ts";
import { loweredOff } from "../systems/shared/lowered-runtime.ts";
import { LoweredStopError } from "../systems/shared/lowered-stop.ts";
import { type LoweredTemplate, preparedTemplate } from "../systems/shared/lowered-templates.ts";
import type { BotContext } from "./bot.ts";
import type { BotRng } from "./bot-rng.ts";
import { evaluatorFor } from "./evaluate.ts";

type Template = LoweredTemplate;

/**
 * How often replicas were made and given up, bot decisions served by the runtime, and
 * decisions made again on the engine after a runtime stop (tests assert that the runtime served
 * and that nothing was given up).
 */
export const loweredSearchStats = { replicas: 0, fallbacks: 0, decisions: 0, stops: 0 };

/** A runtime template for an init, and the battle's card ids → the replica's (opaque ids). */
interface Lowering {
  template: Template;
  rename: ReadonlyMap<string, string> | null;
}

/** Per init (forks share theirs): how its battles are replayed on the runtime, or null. */
const TEMPLATES = new WeakMap<BattleInit, Lowering | null>();

/** A battle's replica and the decisions it has taken (the battle's effective choices). */
interface Replica {
  rt: LoweredBattle;
  applied: string[];
  /**
   * The battle's history array when `applied` was it, answer for answer (no take-back in it): a
   * history only grows by answers until a take-back or a new state replaces the array, so while
   * it is the same array and its new entries hold no take-back, the replica need not check it
   * again (effectiveChoices and a prefix check per decision were 2–3 % of a greedy decision).
   */
  history: readonly [Seat, string][] | null;
}

/** Per engine battle: its replica, or null once it cannot have one. */
const REPLICAS = new WeakMap<Battle, Replica | null>();

/**
 * Opaque card ids of `init`'s setup → the readable ids of the same setup, card by card in the
 * order the setup makes them, or null when the two do not pair up (then no replica).
 */
function renaming(b: Battle, init: BattleInit, readable: BattleInit): Map<string, string> | null {
  const from = b.system.create(init).cards;
  const to = b.system.create(readable).cards;
  const a = Object.keys(from);
  const r = Object.keys(to);
  if (a.length !== r.length) return null;
  const table = new Map<string, string>();
  for (let i = 0; i < a.length; i++) {
    if (from[a[i]].def !== to[r[i]].def || from[a[i]].owner !== to[r[i]].owner) return null;
    table.set(a[i], r[i]);
  }
  return table;
}

/** Whether a template's battles can be sampled (only such runtimes serve search). */
const SAMPLED = new WeakMap<Template, boolean>();

/** The runtime template for `readable`'s setup and options, or null. */
function preparedFor(b: Battle, readable: BattleInit): Template | null {
  const id = b.system.id;
  const entry = Object.hasOwn(SYSTEM_ENTRIES, id) ? SYSTEM_ENTRIES[id] : undefined;
  if (entry?.system !== b.system || entry.lowered === undefined) return null;
  const t = preparedTemplate(id, entry.lowered, readable);
  if (t === null) return null;
  let sampled = SAMPLED.get(t);
  if (sampled === undefined) {
    sampled = typeof t.start(0).sample === "function";
    SAMPLED.set(t, sampled);
  }
  return sampled ? t : null;
}

/** How `b`'s battle can be replayed on its system's runtime, or null. */
function loweringOf(b: Battle): Lowering | null {
  const init = b.init;
  if (init === null || (init.pinned?.length ?? 0) > 0) return null;
  let t = TEMPLATES.get(init);
  if (t !== undefined) return t;
  const readable: BattleInit = { ...init, ids: "readable", log: false };
  const template = preparedFor(b, readable);
  const rename = template !== null && init.ids === "opaque" ? renaming(b, init, readable) : null;
  t = template !== null && (init.ids !== "opaque" || rename !== null) ? { template, rename } : null;
  TEMPLATES.set(init, t);
  return t;
}

/** Whether `history` holds a take-back at or after entry `from`. */
function undoFrom(history: readonly [Seat, string][], from: number): boolean {
  for (let i = from; i < history.length; i++) if (history[i][1] === UNDO) return true;
  return false;
}

/** Whether `applied` is the start of `effective`. */
function isPrefix(applied: readonly string[], effective: readonly [Seat, string][]): boolean {
  if (applied.length > effective.length) return false;
  for (let i = 0; i < applied.length; i++) if (applied[i] !== effective[i][1]) return false;
  return true;
}

/** Gives up on `b`'s replica for good (the engine serves its bots). */
function giveUp(b: Battle): null {
  loweredSearchStats.fallbacks++;
  REPLICAS.set(b, null);
  return null;
}

/** `b`'s replica on its runtime, brought to `b`'s decision, or null. */
function replicaOf(b: Battle): LoweredBattle | null {
  let r = REPLICAS.get(b);
  if (r === null) return null;
  const history = b.state.history;
  const grown = r !== undefined && r.history === history && !undoFrom(history, r.applied.length);
  const effective = grown ? history : effectiveChoices(history);
  const lowering = loweringOf(b);
  if (lowering === null || b.init === null) {
    REPLICAS.set(b, null);
    return null;
  }
  if (r === undefined || (!grown && !isPrefix(r.applied, effective))) {
    r = { rt: lowering.template.start(b.init.seed), applied: [], history: null };
    loweredSearchStats.replicas++;
    REPLICAS.set(b, r);
  }
  const rt = r.rt;
  try {
    for (let k = r.applied.length; k < effective.length; k++) {
      const [seat, id] = effective[k];
      if (rt.pendingSeat !== seat) return giveUp(b);
      const want = lowering.rename === null ? id : rewriteString(id, lowering.rename);
      let at = -1;
      for (let i = 0; i < rt.optionCount && at < 0; i++) if (rt.optionId(i) === want) at = i;
      if (at < 0) return giveUp(b);
      rt.choose(at);
      r.applied.push(id);
    }
  } catch (err) {
    // A declared stop of the runtime (its loop guards): the engine goes on where it cannot.
    // Anything else is a defect of the runtime, and surfaces.
    if (!(err instanceof LoweredStopError)) throw err;
    return giveUp(b);
  }
  const p = b.state.pending;
  if (p === null || rt.pendingSeat !== p.seat || rt.optionCount !== p.options.length) {
    return giveUp(b);
  }
  // Every answer of the history in effect: the next decision need only look at new entries.
  r.history = effective.length === history.length ? history : null;
  return rt;
}

/**
 * Samples of `b` for `seat` (which must be the deciding seat) drawn on the system's lowered
 * runtime, or null when the bot must think on the engine.
 */
export function loweredSampler(b: Battle, seat: Seat): ((seed: number) => SearchBattle) | null {
  if (loweredOff()) return null;
  const rt = replicaOf(b);
  if (rt === null || rt.sample === undefined) return null;
  const index = rt.seats.indexOf(seat);
  if (index < 0) return null;
  loweredSearchStats.decisions++;
  const sampled = rt as LoweredBattle & Required<Pick<LoweredBattle, "sample">>;
  return (seed) => sampled.sample(index, seed);
}

/**
 * `ctx` with its search samples on the engine (a bot that must not think on the runtime: after a
 * runtime stop, or a bench comparing the two). Everything else is `ctx`'s own.
 */
export function onEngine(ctx: BotContext): BotContext {
  const value = evaluatorFor(ctx.system.id);
  return {
    seat: ctx.seat,
    seatIndex: ctx.seatIndex,
    options: ctx.options,
    system: ctx.system,
    view: () => ctx.view(),
    sample: (seed) => ctx.sample(seed),
    search: (seed) => engineSearch(ctx.sample(seed), value),
  };
}

/**
 * Runs a search bot's decision `think(ctx)`; when a sample on the runtime stops where the engine
 * plays on (a `LoweredStopError`: a count beyond the runtime's packed fields), the decision is
 * made again from the start on the engine, with the bot's generator rewound — so it is exactly
 * the decision the bot makes on the engine.
 */
export function thinkOrFallBack<T>(ctx: BotContext, rng: BotRng, think: (c: BotContext) => T): T {
  const mark = rng.mark();
  try {
    return think(ctx);
  } catch (err) {
    if (!(err instanceof LoweredStopError)) throw err;
    loweredSearchStats.stops++;
    rng.rewind(mark);
    return think(onEngine(ctx));
  }
}
