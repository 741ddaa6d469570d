/**
 * The battle runtime: runs tasks until someone must decide ("pause for input"), applies choices,
 * settles state-based checks after every atomic step, and hands out the helpers rule systems use.
 */
import {
  type DiceExpr,
  type DiceRoll,
  type DiceVars,
  formatDice,
  parseDice,
  rollDice,
} from "./dice/index.ts";
import { EngineError, IllegalChoiceError, SettleLoopError } from "./errors.ts";
import { type FastBattle, FastPathStop } from "./fast-path.ts";
import { renderMsg } from "./log.ts";
import { addModifier, recompute, removeModifiers } from "./modifiers.ts";
import { randomInt, rollDie, shuffleInPlace } from "./rng.ts";
import { sharedSeats } from "./seat-lists.ts";
import { noteSeen } from "./seen.ts";
import { stackHandlers } from "./stack.ts";
import { forkState, hashState } from "./state.ts";
import type { BattleInit, RuleSystem, TaskHandler } from "./system.ts";
import type {
  BattleState,
  Json,
  LogEvent,
  Modifier,
  Msg,
  OptionDef,
  Pending,
  Result,
  Seat,
  Task,
} from "./types.ts";
import { whyRefused } from "./why.ts";
import { attachCard, moveCard } from "./zones.ts";

/** Rounds of state-based checks after one step before the guard names a loop. */
export const SETTLE_LIMIT = 1000;
/** Tasks run without any decision before the engine assumes a runaway procedure. */
export const STEP_LIMIT = 1_000_000;

/** The state a battle starts from: the system's setup plus pinned dice and the log switch. */
export function initialState(system: RuleSystem, init: BattleInit): BattleState {
  const state = system.create(init);
  if (init.pinned) state.pinned.push(...init.pinned);
  if (init.log === false) state.logOn = false;
  return state;
}

/** The history entry of a take-back (see {@link Battle.takeBack}). */
export const UNDO = "$undo";

/** The decisions still in effect: each take-back cancels the one before it. */
export function effectiveChoices(history: [Seat, string][]): [Seat, string][] {
  const out: [Seat, string][] = [];
  for (const h of history) {
    if (h[1] === UNDO) out.pop();
    else out.push([h[0], h[1]]);
  }
  return out;
}

/**
 * Kernel + system handlers, merged once per system (battles are created by the thousand). A Map:
 * the run loop looks a handler up by a task name that changes every step, and a keyed load from
 * a plain object of 30–50 keys was about half the loop's own time (measured; see run()).
 */
const handlerCache = new WeakMap<RuleSystem, Map<string, TaskHandler>>();

function handlersOf(system: RuleSystem): Map<string, TaskHandler> {
  let h = handlerCache.get(system);
  if (h === undefined) {
    h = new Map(Object.entries({ ...stackHandlers, ...system.handlers }));
    handlerCache.set(system, h);
  }
  return h;
}

/** A battle: a state tree plus the rule system that drives it. */
export class Battle {
  readonly system: RuleSystem;
  /** The state; null while the battle plays on its fast path (fast-path.ts). */
  private st: BattleState | null;
  /** The fast path it plays on, or null (the engine plays it). */
  private fast: FastBattle | null = null;
  /** The answers given on the fast path, by number (the engine replays them). */
  private answered: number[] | null = null;
  private readonly handlers: Map<string, TaskHandler>;
  /**
   * Whether something a state-based check may care about changed since the checks last
   * settled. Kernel mutations (moves, modifiers, attachments) set it; systems set it with
   * {@link touch} when they write state directly. Only consulted for systems that opt in with
   * `checkOnChange`.
   */
  dirty = true;
  /** How the battle was started (set by startBattle; replays and undo start from it). */
  init: BattleInit | null = null;
  private stepHook: ((b: Battle, task: Task) => void) | null = null;
  private eventHook: ((event: LogEvent, b: Battle) => void) | null = null;

  /** A battle of `state`, or (`{ init, fast }`) of `init` playing on a fast path. */
  constructor(system: RuleSystem, state: BattleState | { init: BattleInit; fast: FastBattle }) {
    this.system = system;
    this.handlers = handlersOf(system);
    if ("fast" in state) {
      this.st = null;
      this.init = state.init;
      this.fast = state.fast;
      this.answered = [];
      return;
    }
    if (state.system !== system.id) {
      throw new EngineError(`state belongs to "${state.system}", not "${system.id}"`);
    }
    this.st = state;
  }

  /**
   * A battle of `init` playing on `fast` (see fast-path.ts): its state is built from `init` and
   * the answers when first looked at.
   */
  static startedOn(system: RuleSystem, init: BattleInit, fast: FastBattle): Battle {
    return new Battle(system, { init, fast });
  }

  /** The whole state tree (on the fast path, built now: the battle plays on the engine after). */
  get state(): BattleState {
    return this.st ?? this.leaveFastPath();
  }

  set state(s: BattleState) {
    this.fast = null;
    this.answered = null;
    this.st = s;
  }

  /**
   * Leaves the fast path: the battle is started again on the engine from its init and given the
   * same answers, and plays on there.
   */
  private leaveFastPath(): BattleState {
    const answered = this.answered ?? [];
    this.fast = null;
    this.answered = null;
    this.st = initialState(this.system, this.init as BattleInit);
    this.dirty = true;
    this.run();
    for (const i of answered) this.chooseIndex(i);
    return this.st;
  }

  /** Whether the battle still plays on its fast path (nobody has looked at its state). */
  get onFastPath(): boolean {
    return this.fast !== null;
  }

  /** Optional observer called after every atomic step (for invariant checks in tests, tracing). */
  get afterStep(): ((b: Battle, task: Task) => void) | null {
    return this.stepHook;
  }

  set afterStep(f: ((b: Battle, task: Task) => void) | null) {
    // An observer sees the steps: they are the engine's.
    if (f !== null && this.fast !== null) this.leaveFastPath();
    this.stepHook = f;
  }

  /**
   * Optional observer of every event, called even when the log is off (simulations tally
   * damage and plays without keeping a log).
   */
  get onEvent(): ((event: LogEvent, b: Battle) => void) | null {
    return this.eventHook;
  }

  set onEvent(f: ((event: LogEvent, b: Battle) => void) | null) {
    if (f !== null && this.fast !== null) this.leaveFastPath();
    this.eventHook = f;
  }

  /** The decision the battle waits for, or null when it is over (or not started). */
  get pending(): Pending | null {
    return this.state.pending;
  }

  /** How the battle ended, or null while it goes on. */
  get result(): Result | null {
    // On the fast path a battle that goes on says so without building its state.
    if (this.fast !== null && this.fast.pendingSeat !== null) return null;
    return this.state.result;
  }

  /** The seat that decides now, or null when the battle is over (no state built for it). */
  get pendingSeat(): Seat | null {
    if (this.fast !== null) return this.fast.pendingSeat;
    return this.state.pending?.seat ?? null;
  }

  /** How many options the pending decision has (0 when none; no state built for it). */
  get optionCount(): number {
    if (this.fast !== null) return this.fast.optionCount;
    return this.state.pending?.options.length ?? 0;
  }

  /** The id of option number `index` of the pending decision (built on demand on the fast path). */
  optionId(index: number): string {
    const f = this.fast;
    if (f !== null && Number.isInteger(index) && index >= 0 && index < f.optionCount)
      return f.optionId(index);
    const o = this.state.pending?.options[index];
    if (o === undefined)
      throw new EngineError(`no option number ${index} (${this.optionCount} options pending)`);
    return o.id;
  }

  /** Runs tasks until a decision is pending or the battle is over. */
  run(): void {
    const s = this.state;
    let steps = 0;
    while (s.pending === null && s.result === null) {
      const task = s.tasks.pop();
      if (task === undefined)
        throw new EngineError(`${s.system}: nothing left to do but no result`);
      const h = this.handlers.get(task.k);
      if (h === undefined) throw new EngineError(`${s.system}: no handler for task "${task.k}"`);
      h(this, task);
      this.settle();
      if (this.stepHook !== null) this.stepHook(this, task);
      if (++steps > STEP_LIMIT)
        throw new EngineError(
          `${s.system}: ${STEP_LIMIT} steps without a decision (a loop, last at task "${task.k}")`,
        );
    }
  }

  /**
   * Applies `seat`'s answer to the pending decision and runs on. An illegal choice throws
   * {@link IllegalChoiceError} before anything changes.
   */
  choose(seat: Seat, optionId: string): void {
    const f = this.fast;
    if (f !== null && f.pendingSeat === seat) {
      for (let i = 0; i < f.optionCount; i++)
        if (f.optionId(i) === optionId) {
          this.chooseFast(f, i);
          return;
        }
    }
    const p = this.state.pending;
    if (p === null) {
      throw new IllegalChoiceError(
        seat,
        optionId,
        this.state.result ? "the battle is over" : "no decision is pending",
      );
    }
    if (p.seat !== seat) throw new IllegalChoiceError(seat, optionId, `it is ${p.seat}'s decision`);
    let legal = false;
    for (let i = 0; i < p.options.length; i++) {
      if (p.options[i].id === optionId) {
        legal = true;
        break;
      }
    }
    if (!legal) {
      const why = whyRefused(this, seat, optionId);
      throw new IllegalChoiceError(
        seat,
        optionId,
        `legal options are: ${p.options.map((o) => o.id).join(", ")}`,
        why,
        why === null ? "" : renderMsg(this.system, why, "en", this.state),
      );
    }
    this.answer(p, seat, optionId);
  }

  /**
   * Answers the pending decision with its option number `index` (for bots and simulations,
   * which pick from `pending.options` anyway): no id search, no string compare. The history
   * records the option's id, exactly as {@link choose} would, so replays are unchanged. An index
   * outside the options throws {@link IllegalChoiceError} before anything changes.
   */
  chooseIndex(index: number): void {
    if (this.fast !== null) {
      this.chooseFast(this.fast, index);
      return;
    }
    const p = this.state.pending;
    if (p === null) {
      throw new IllegalChoiceError(
        "-",
        `#${index}`,
        this.state.result ? "the battle is over" : "no decision is pending",
      );
    }
    const o = Number.isInteger(index) ? p.options[index] : undefined;
    if (o === undefined) {
      throw new IllegalChoiceError(
        p.seat,
        `#${index}`,
        `option numbers are 0 to ${p.options.length - 1}`,
      );
    }
    this.answer(p, p.seat, o.id);
  }

  /** {@link chooseIndex} on the fast path: the same refusals, the answer kept by number. */
  private chooseFast(f: FastBattle, index: number): void {
    if (!(index >= 0 && index < f.optionCount && Number.isInteger(index))) refuseFast(f, index);
    (this.answered as number[]).push(index);
    try {
      f.choose(index);
    } catch (err) {
      if (!(err instanceof FastPathStop)) throw err;
      // The runtime stopped inside the answer: the engine plays it, from the start.
      this.leaveFastPath();
    }
  }

  /** Applies a legal answer: records it, hands it to the continuation and runs on. */
  private answer(p: Pending, seat: Seat, optionId: string): void {
    this.state.pending = null;
    this.state.history.push([seat, optionId]);
    // The continuation belongs to this decision alone, so it can carry the answer itself.
    p.next.choice = optionId;
    this.state.tasks.push(p.next);
    this.run();
  }

  /**
   * Takes back the last decision still in effect (a GM's undo): the battle is rebuilt from its
   * start with the earlier decisions, and the take-back is recorded in the history as
   * `[seat, "$undo"]` and logged, so replays reproduce it exactly. Throws IllegalChoiceError
   * (changing nothing) when the seat may not, there is nothing to take back, or the battle is
   * over (a finished battle stays finished).
   */
  takeBack(seat: Seat): void {
    if (this.system.mayTakeBack?.(this.state, seat) !== true) {
      throw new IllegalChoiceError(seat, UNDO, "this seat may not take back decisions");
    }
    // A result stands: taking back the decision that ended the battle would reopen a battle
    // whose replay (seed, every hidden card) may already have been handed out as final.
    if (this.state.result !== null)
      throw new IllegalChoiceError(seat, UNDO, "the battle is over: its result stands");
    const effective = effectiveChoices(this.state.history);
    const last = effective.pop();
    if (last === undefined)
      throw new IllegalChoiceError(seat, UNDO, "there is no decision to take back");
    if (this.init === null)
      throw new IllegalChoiceError(seat, UNDO, "this battle was not started by startBattle");
    const history = this.state.history;
    this.state = initialState(this.system, this.init);
    this.dirty = true;
    this.run();
    for (const [s, o] of effective) this.choose(s, o);
    this.state.history = [...history, [seat, UNDO]];
    this.emit({ t: "take-back", seat, by: last[0], undone: last[1] });
  }

  /** State-based checks until stable (guarded), then queued triggers go onto the task stack. */
  settle(): void {
    const check = this.system.check;
    if (check !== undefined && (this.dirty || this.system.checkOnChange !== true)) {
      this.dirty = false;
      let names: string[] | null = null;
      for (let round = 0; ; round++) {
        const name = check(this);
        if (name === null) break;
        if (round >= SETTLE_LIMIT - 10) (names ??= []).push(name);
        if (round >= SETTLE_LIMIT) throw new SettleLoopError(names ?? [name]);
      }
    }
    const trig = this.state.triggers;
    if (trig.length > 0) {
      this.state.triggers = [];
      this.pushAll(trig);
    }
  }

  // ── helpers for rule systems ────────────────────────────────────────────────

  /** Marks the state as changed for the state-based checks (see {@link dirty}). */
  touch(): void {
    this.dirty = true;
  }

  /** Pushes tasks so that the first one given runs first. */
  push(...tasks: Task[]): void {
    this.pushAll(tasks);
  }

  /** {@link push} for a list in hand (no spread into a rest array). */
  private pushAll(tasks: Task[]): void {
    const t = this.state.tasks;
    for (let i = tasks.length - 1; i >= 0; i--) t.push(tasks[i]);
  }

  /** Queues a triggered task; it runs after the current step's checks settle. */
  trigger(task: Task): void {
    this.state.triggers.push(task);
  }

  /** Asks `seat` to decide; `then` receives the answer as `choice`. */
  ask(seat: Seat, prompt: Msg, options: OptionDef[], then: Task): void {
    if (options.length === 0)
      throw new EngineError(
        `${this.state.system}: asked ${seat} with no legal option (${prompt.k})`,
      );
    if (this.state.pending !== null)
      throw new EngineError(`${this.state.system}: two decisions pending at once`);
    this.state.pending = { seat, prompt, options, next: then };
  }

  /** Emits an event: seen by the system's triggers, stored when logging is on. */
  emit(event: LogEvent): void {
    if (this.state.logOn) {
      // The address as a shared list, as the notes' seats (seat-lists.ts: the log's memory).
      const to = event.$to;
      if (Array.isArray(to)) event.$to = sharedSeats(to);
      // Who could see the cards it names, now (views mask the line by that, see seen.ts).
      noteSeen(this.system, this.state, event);
      this.state.log.push(event);
    }
    this.system.onEvent?.(this, event);
    if (this.eventHook !== null) this.eventHook(event, this);
  }

  /** Opens a named timing window: the system's triggers for it run next, in order. */
  window(name: string, data: Record<string, Json> = {}): void {
    const wt = this.system.windowTriggers;
    if (wt === undefined) return;
    const tasks = wt(this, name, data);
    // Most windows open with nothing waiting: no event, nothing to push.
    if (tasks.length === 0) return;
    this.emit({ t: "window", name, n: tasks.length });
    this.pushAll(tasks);
  }

  /** Opens a response exchange (interference, counter chain) in `window`, `seat` first. */
  openResponses(window: string, seat: Seat, passes = 0): void {
    this.state.tasks.push({ k: "$window", w: window, seat, passes });
  }

  /** Puts a declared play on the response stack (costs are the system's to pay first). */
  pushStack(seat: Seat, play: { [key: string]: Json }): string {
    this.state.seq += 1;
    const id = `s${this.state.seq}`;
    this.state.stack.push({ id, seat, play });
    return id;
  }

  /** Ends the battle. */
  end(result: Result): void {
    this.state.result = result;
    this.state.pending = null;
    this.emit({
      t: "end",
      winner: result.winner,
      outcome: result.outcome,
      reason: (result.reason ?? null) as Json,
    });
  }

  /** A uniform integer in [min, max] from the seeded generator. */
  randomInt(min: number, max: number): number {
    return randomInt(this.state, min, max);
  }

  /**
   * Rolls a dice expression (`2D6+3`, `1dDEF` with `vars`) with the seeded generator (pinned
   * results first) and logs it with its faces: `{t: "roll", label, expr, text, total, dice}`.
   * `to` addresses the roll to those seats only (a GM's secret roll).
   */
  roll(
    expr: string | DiceExpr,
    opts: { vars?: DiceVars; label?: string; seat?: Seat; to?: Seat[] } = {},
  ): DiceRoll {
    const ast = typeof expr === "string" ? parseDice(expr) : expr;
    const r = rollDice(ast, (sides) => rollDie(this.state, sides), opts.vars);
    const e: LogEvent = {
      t: "roll",
      label: opts.label ?? null,
      seat: opts.seat ?? null,
      expr: formatDice(ast),
      text: r.text,
      total: r.total,
      faces: r.dice.flatMap((d) => d.faces),
    };
    if (opts.to !== undefined) e.$to = [...opts.to];
    this.emit(e);
    return r;
  }

  /** One die roll (pinned results first). */
  rollDie(sides: number): number {
    return rollDie(this.state, sides);
  }

  /** Shuffles in place with the seeded generator. */
  shuffle<T>(items: T[]): void {
    shuffleInPlace(this.state, items);
  }

  /** Moves a card to a zone (top = end of the array); attachments follow the system's rule. */
  move(cardId: string, zone: string, where: "top" | "bottom" = "top"): void {
    this.dirty = true;
    moveCard(this, cardId, zone, where);
  }

  /** Sets a card on a host on the field. */
  attach(cardId: string, hostId: string): void {
    this.dirty = true;
    attachCard(this, cardId, hostId);
  }

  /** Adds a continuous modifier and recomputes its target. */
  addMod(mod: Omit<Modifier, "id" | "ts">): Modifier {
    this.dirty = true;
    return addModifier(this.state, this.system.layers, mod);
  }

  /** Removes modifiers matching `pred` and recomputes the cards they touched. */
  removeMods(pred: (m: Modifier) => boolean): number {
    const n = removeModifiers(this.state, this.system.layers, pred);
    if (n > 0) this.dirty = true;
    return n;
  }

  /** Recomputes one card's stats from base in layer order. */
  recompute(cardId: string): void {
    recompute(this.state, this.system.layers, cardId);
  }

  /** A stable hash of the whole state. */
  hash(): string {
    return hashState(this.state);
  }

  /** An independent copy (for search, what-if, undo). */
  fork(): Battle {
    const b = new Battle(this.system, forkState(this.state));
    // Same start: a fork can still be replayed, undone or taken back.
    b.init = this.init;
    return b;
  }
}

/** Why answer number `index` is refused on fast path `f` (the engine's words). */
function refuseFast(f: FastBattle, index: number): never {
  const seat = f.pendingSeat;
  if (seat === null) throw new IllegalChoiceError("-", `#${index}`, "the battle is over");
  throw new IllegalChoiceError(seat, `#${index}`, `option numbers are 0 to ${f.optionCount - 1}`);
}
