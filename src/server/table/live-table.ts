/**
 * A table held in memory: the battle rebuilt from the stored start and choices, where each seq
 * began in the log (so a reconnecting client gets exactly the lines it missed), and the sockets
 * watching it. The store holds the truth; this is a cache of it that one process keeps in step.
 */
import {
  Battle,
  type BattleInit,
  effectiveChoices,
  type RuleSystem,
  type Seat,
  startBattle,
  UNDO,
} from "../../engine/index.ts";
import type { StoredSeat, StoredTable } from "../store/types.ts";

/** What a table keeps in a snapshot besides the battle state. */
interface SnapshotData {
  state: Battle["state"];
  logAt: number[];
  lastUndoSeq: number;
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
  battle: Battle;
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
    seq: number,
    logAt: number[],
    lastUndoSeq: number,
  ) {
    this.id = meta.id;
    this.title = meta.title;
    this.seats = meta.seats;
    this.system = system;
    this.init = init;
    this.battle = battle;
    this.seq = seq;
    this.logAt = logAt;
    this.lastUndoSeq = lastUndoSeq;
  }

  /** A table started afresh (no choices yet). */
  static start(meta: StoredTable, system: RuleSystem, init: BattleInit): LiveTable {
    const b = startBattle(system, init);
    return new LiveTable(meta, system, init, b, 0, [b.state.log.length], 0);
  }

  /** A table from a snapshot's text (made by {@link snapshot}) taken after `seq` choices. */
  static fromSnapshot(
    meta: StoredTable,
    system: RuleSystem,
    init: BattleInit,
    seq: number,
    text: string,
  ): LiveTable {
    const data = JSON.parse(text) as SnapshotData;
    const b = new Battle(system, data.state);
    b.init = init;
    return new LiveTable(meta, system, init, b, seq, data.logAt, data.lastUndoSeq);
  }

  /** The battle state and log bookkeeping as text, for the store. */
  snapshot(): string {
    const data: SnapshotData = {
      state: this.battle.state,
      logAt: this.logAt,
      lastUndoSeq: this.lastUndoSeq,
    };
    return JSON.stringify(data);
  }

  /** Applies one stored choice (a take-back when `option` is `$undo`); throws if it is illegal. */
  apply(c: AppliedChoice): void {
    if (c.option === UNDO) {
      this.battle.takeBack(c.seat);
      this.lastUndoSeq = this.seq + 1;
    } else this.battle.choose(c.seat, c.option);
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
   * Whether `seat` may take back a decision now: the rules let it (a GM/KP) and a decision is
   * still in effect — history minus the ones taken back already, as the engine counts them, so
   * a take-back is never stored that the battle would refuse to apply.
   */
  mayUndo(seat: Seat | null): boolean {
    if (seat === null || this.system.mayTakeBack?.(this.battle.state, seat) !== true) return false;
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
