/**
 * A table held in memory: the battle rebuilt from the stored start and choices, where each seq
 * began in the log (so a reconnecting client gets exactly the lines it missed), and the sockets
 * watching it. The store holds the truth; this is a cache of it that one process keeps in step.
 */
import {
  applyChoices,
  Battle,
  type BattleInit,
  effectiveChoices,
  hashState,
  type Msg,
  type RuleSystem,
  type Seat,
  type SeatView,
  startBattle,
  UNDO,
  viewFor,
  whyRefused,
} from "../../engine/index.ts";
import type { StoredSeat, StoredTable } from "../store/types.ts";
import { type IdMask, maskedStart, maskFor, readableInit } from "./id-mask.ts";

/** What a table keeps in a snapshot besides the battle state. */
interface SnapshotData {
  state: Battle["state"];
  logAt: number[];
  lastUndoSeq: number;
  /** Whether `state` is the readable-id twin a mask serves (absent: the battle itself). */
  masked?: true;
}

/** A choice as the table applies it (from a client, a bot, or the store). */
export interface AppliedChoice {
  seat: Seat;
  option: string;
}

/** A table's battle and its log bookkeeping. */
export class LiveTable {
  readonly id: string;
  readonly system: RuleSystem;
  readonly init: BattleInit;
  readonly title: string;
  readonly seats: readonly StoredSeat[];
  /** Whether spectators read this table's public talk (issue 31). */
  readonly talkSpectators: boolean;
  /**
   * The battle it serves: for a table of opaque ids, usually their readable-id twin, renamed at
   * the boundary by {@link mask} (id-mask.ts). Whatever leaves for a seat, a bot or the store
   * goes through {@link view}, {@link out} or {@link replayBattle}, never straight from here.
   */
  battle: Battle;
  /** Renames the battle's card ids to the ones seats, bots and the store know; null: none. */
  readonly mask: IdMask | null;
  /** Choices applied (the last stored seq this table has caught up with). */
  seq: number;
  /** `logAt[s]`: the log's length after `s` choices; where a client that saw seq s resumes. */
  logAt: number[];
  /** The seq of the last take-back: a client that saw an earlier seq needs the whole log. */
  lastUndoSeq: number;
  /** Serializes everything done to this table in this process (choices, catch-ups, loads). */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    meta: StoredTable,
    system: RuleSystem,
    init: BattleInit,
    battle: Battle,
    mask: IdMask | null,
    seq: number,
    logAt: number[],
    lastUndoSeq: number,
  ) {
    this.id = meta.id;
    this.title = meta.title;
    this.seats = meta.seats;
    this.talkSpectators = meta.talkSpectators === true;
    this.system = system;
    this.init = init;
    this.battle = battle;
    this.mask = mask;
    this.seq = seq;
    this.logAt = logAt;
    this.lastUndoSeq = lastUndoSeq;
  }

  /** A table started afresh (no choices yet). */
  static start(meta: StoredTable, system: RuleSystem, init: BattleInit): LiveTable {
    const { battle: b, mask } = maskedStart(system, init);
    return new LiveTable(meta, system, init, b, mask, 0, [b.state.log.length], 0);
  }

  /**
   * A table from a snapshot's text (made by {@link snapshot}) taken after `seq` choices, or null
   * when the snapshot holds the other kind of battle than this process serves the table by (one
   * taken before masks, or when a mask could not be had): the choices rebuild it instead.
   */
  static fromSnapshot(
    meta: StoredTable,
    system: RuleSystem,
    init: BattleInit,
    seq: number,
    text: string,
  ): LiveTable | null {
    const data = JSON.parse(text) as SnapshotData;
    const mask = maskFor(system, init);
    if ((mask !== null) !== (data.masked === true)) return null;
    // The state names its content by hash only: merge it from this table's packs (the content
    // store keeps a weak hold on them, and merges them again while this table holds its init).
    system.contentHashOf?.(init);
    const b = new Battle(system, data.state);
    b.init = mask === null ? init : readableInit(init);
    return new LiveTable(meta, system, init, b, mask, seq, data.logAt, data.lastUndoSeq);
  }

  /** The battle state and log bookkeeping as text, for the store. */
  snapshot(): string {
    const data: SnapshotData = {
      state: this.battle.state,
      logAt: this.logAt,
      lastUndoSeq: this.lastUndoSeq,
      ...(this.mask === null ? {} : { masked: true as const }),
    };
    return JSON.stringify(data);
  }

  /** `seat`'s view (null: a spectator's) with the ids seats know. */
  view(seat: Seat | null, opts: { logFrom?: number } = {}): SeatView {
    const v = viewFor(this.battle, seat, opts);
    return this.mask === null ? v : this.mask.outJson(v);
  }

  /**
   * Why `seat` may not choose `option` (an id as seats know it) now, in the ids seats know; null
   * when no rule names a reason (engine/why.ts).
   */
  whyRefused(seat: Seat, option: string): Msg | null {
    if (this.mask === null) return whyRefused(this.battle, seat, option);
    const why = whyRefused(this.battle, seat, this.mask.back(option));
    return why === null ? null : this.mask.outJson(why);
  }

  /** An option id (or any text) of the battle's as seats, bots and the store know it. */
  out(text: string): string {
    return this.mask === null ? text : this.mask.out(text);
  }

  /** A copy of plain data read from the battle with its card ids as seats know them. */
  outJson<T>(v: T): T {
    return this.mask === null ? v : this.mask.outJson(v);
  }

  /** The choices so far (take-backs included), as seats, bots and the store know them. */
  outChoices(): [Seat, string][] {
    return this.battle.state.history.map(([s, o]) => [s, this.out(o)]);
  }

  /**
   * The hash of the battle the table's start names (opaque ids; what `kassen replay` prints for
   * its replay): the battle's own, or — masked — its state's with the ids renamed, which is that
   * battle's state text for text (test/server/id-mask.test.ts).
   */
  hash(): string {
    return this.mask === null
      ? this.battle.hash()
      : hashState(this.mask.outJson(this.battle.state));
  }

  /**
   * The battle the table's start names (opaque ids): the one it serves, or — masked — the same
   * battle replayed from the start with its ids (for a replay file, whose hash is that battle's).
   */
  replayBattle(): Battle {
    if (this.mask === null) return this.battle;
    const b = startBattle(this.system, this.init);
    applyChoices(b, this.outChoices());
    return b;
  }

  /** Applies one stored choice (a take-back when `option` is `$undo`); throws if it is illegal. */
  apply(c: AppliedChoice): void {
    if (c.option === UNDO) {
      this.battle.takeBack(c.seat);
      this.lastUndoSeq = this.seq + 1;
    } else this.battle.choose(c.seat, this.mask === null ? c.option : this.mask.back(c.option));
    this.seq += 1;
    this.logAt[this.seq] = this.battle.state.log.length;
  }

  /** Where a client that last saw `seq` resumes in the log, and whether it needs all of it. */
  resumeAt(seq: number | undefined): { logFrom: number; reset: boolean } {
    if (
      seq === undefined ||
      seq > this.seq ||
      seq < this.lastUndoSeq ||
      this.logAt[seq] === undefined
    )
      return { logFrom: 0, reset: true };
    return { logFrom: this.logAt[seq], reset: false };
  }

  /**
   * Whether `seat` may take back a decision now: the rules let it (a GM/KP), the battle has no
   * result (a finished battle stays finished: its replay may be out already) and a decision is
   * still in effect — history minus the ones taken back already, as the engine counts them, so
   * a take-back is never stored that the battle would refuse to apply.
   */
  mayUndo(seat: Seat | null): boolean {
    if (seat === null || this.system.mayTakeBack?.(this.battle.state, seat) !== true) return false;
    if (this.battle.result !== null) return false;
    return effectiveChoices(this.battle.state.history).length > 0;
  }

  /** The stored seat, or undefined. */
  seatOf(seat: Seat): StoredSeat | undefined {
    return this.seats.find((s) => s.seat === seat);
  }

  /**
   * Runs `fn` after everything queued on this table before it, so two choices arriving
   * together are taken one at a time (across processes the store's unique seq decides).
   */
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    const next = this.queue.then(() => fn());
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Resolves when everything queued so far has finished. */
  idle(): Promise<unknown> {
    return this.queue;
  }
}
