/**
 * The tables this process holds in memory and the sockets on them. A choice goes: checked
 * against the seat's own view (its turn, an offered option, the seq it answers) → appended to
 * the store (the store's unique seq decides a race, even between processes) → applied → every
 * socket on the table sent its new view. Only then is the choice acknowledged, so an
 * acknowledged choice is a stored one.
 */

import { renderMsg, type Seat, UNDO } from "../../engine/index.ts";
import { echo } from "../../shared/limits.ts";
import type { ServerMessage } from "../protocol/server-messages.ts";
import { stateMessage } from "../protocol/state-message.ts";
import type { ChoiceNotice, TableStore, TalkNotice } from "../store/types.ts";
import { TableTalk, type TalkRequest } from "../talk/table-talk.ts";
import { BotDriver } from "./bot-driver.ts";
import { type BotDecider, type Conn, Refusal } from "./conn.ts";
import type { LiveTable } from "./live-table.ts";
import { loadTable } from "./load-table.ts";

export { type BotDecider, type Conn, Refusal } from "./conn.ts";

/**
 * Sockets one table may have: every seat on a few devices and a crowd of spectators. Each
 * socket costs a view per choice, so a table must not be made to render for thousands.
 */
export const MAX_SOCKETS_PER_TABLE = 64;

/** Take a snapshot every this many choices, so a long battle loads from near its end. */
export const SNAPSHOT_EVERY = 50;

/** Tables in memory, their sockets, and the bots that play at them. */
export class TableHub {
  private readonly tables = new Map<string, Promise<LiveTable>>();
  private readonly conns = new Map<string, Set<Conn>>();
  private readonly bots: BotDriver;
  /** Table talk (issue 31): lines and free rolls, stored and sent per reader. */
  readonly talk: TableTalk;

  constructor(
    readonly store: TableStore,
    decide: BotDecider,
    private readonly onError: (err: unknown, where: string) => void = () => {},
  ) {
    this.bots = new BotDriver(
      decide,
      (t, seat, option) => this.commit(t, seat, option, null),
      onError,
    );
    this.talk = new TableTalk(store, (id) => this.conns.get(id) ?? []);
  }

  /** The live table (loaded from the store on first use), or null for an unknown table. */
  async table(id: string): Promise<LiveTable | null> {
    let p = this.tables.get(id);
    if (p === undefined) {
      const meta = await this.store.getTable(id);
      if (meta === null) return null;
      p = this.tables.get(id) ?? loadTable(this.store, meta);
      this.tables.set(id, p);
      p.then(
        (t) => this.bots.poke(t),
        () => this.tables.delete(id),
      );
    }
    return p;
  }

  /**
   * Adds a socket to a table, greets it (`welcome`) and sends it the table as its seat sees it, with the log lines after
   * `seq` (undefined: a client that has seen nothing gets the whole log), then the talk after
   * talk id `talkSeen` (undefined: the recent history).
   */
  async join(
    t: LiveTable,
    conn: Conn,
    seq: number | undefined,
    welcome: ServerMessage,
    talkSeen?: number,
  ): Promise<void> {
    await t.run(async () => {
      let set = this.conns.get(t.id);
      if (set === undefined) this.conns.set(t.id, (set = new Set()));
      if (set.size >= MAX_SOCKETS_PER_TABLE)
        throw new Refusal("full", `this table has ${MAX_SOCKETS_PER_TABLE} sockets already`);
      set.add(conn);
      conn.send(welcome);
      const { logFrom, reset } = t.resumeAt(seq);
      this.deliver(t, conn, logFrom, reset);
      await this.talk.history(t, conn, talkSeen);
    });
  }

  /** A seat's talk line or free roll (never the battle's dice: see talk/free-roll.ts). */
  speak(t: LiveTable, conn: Conn, req: TalkRequest): Promise<void> {
    return t.run(() => this.talk.speak(t, conn, req));
  }

  /** The roller reveals its secret roll. */
  reveal(t: LiveTable, conn: Conn, id: number): Promise<void> {
    return t.run(() => this.talk.reveal(t, conn, id));
  }

  /** The GM/KP hides a talk line. */
  hide(t: LiveTable, conn: Conn, id: number): Promise<void> {
    return t.run(() => this.talk.hide(t, conn, id));
  }

  /** Another process stored or changed a talk line: send it to the sockets here. */
  talkNotice(n: TalkNotice): void {
    const p = this.tables.get(n.tableId);
    if (p === undefined) return;
    p.then((t) => t.run(() => this.talk.notice(t, n))).catch((e) =>
      this.onError(e, `talk of table ${n.tableId}`),
    );
  }

  /** Removes a socket; a table nobody watches and no bot plays is dropped from memory. */
  leave(tableId: string, conn: Conn): void {
    const set = this.conns.get(tableId);
    set?.delete(conn);
    if (set !== undefined && set.size === 0) {
      this.conns.delete(tableId);
      if (!this.bots.busy(tableId)) this.tables.delete(tableId);
    }
  }

  /** A seat's choice (or, with `$undo`, a take-back) answering the view of `seq`. */
  async choose(t: LiveTable, conn: Conn, option: string, seq: number): Promise<void> {
    await t.run(async () => {
      if (conn.seat === null) throw new Refusal("not-allowed", "a spectator cannot choose");
      if (seq !== t.seq) {
        await this.catchUp(t);
        this.stale(t, conn, `seq ${seq} is not the table's seq ${t.seq}`);
        return;
      }
      const real =
        option === UNDO ? this.checkUndo(t, conn.seat) : this.checkChoice(t, conn, option);
      await this.commit(t, conn.seat, real, conn);
    });
  }

  /** Tells a socket its choice answered an old view, then sends the current one. */
  private stale(t: LiveTable, conn: Conn, why: string): void {
    conn.send({
      type: "error",
      code: "stale",
      message: `${why}: nothing was stored; here is the table now`,
    });
    this.sendState(t, conn);
  }

  private checkUndo(t: LiveTable, seat: Seat): string {
    if (t.system.mayTakeBack?.(t.battle.state, seat) !== true)
      throw new Refusal("not-allowed", `seat ${seat} may not take back decisions`);
    if (t.battle.result !== null)
      throw new Refusal(
        "not-allowed",
        "the battle is over: its result stands, and nothing can be taken back",
      );
    if (!t.mayUndo(seat)) throw new Refusal("not-allowed", "there is no decision to take back");
    return UNDO;
  }

  /**
   * The real option id behind the id the seat was shown (they differ only if one was masked),
   * as the store keeps it (the ids seats know: see id-mask.ts).
   */
  private checkChoice(t: LiveTable, conn: Conn, option: string): string {
    const p = t.battle.pending;
    const seat = conn.seat as Seat;
    if (p === null) throw new Refusal("not-offered", "the battle is over");
    if (p.seat !== seat) throw new Refusal("not-your-turn", `it is ${p.seat}'s decision`);
    // The ids this socket was shown with the current seq (they are the view's: an id the view
    // masked could match several options, so only an unambiguous one is taken). A view is made
    // only when they are not at hand, or to word a refusal.
    const view = () => t.view(seat, { logFrom: t.battle.state.log.length });
    const shown =
      conn.shown?.seq === t.seq ? conn.shown.ids : (view().pending?.options ?? []).map((o) => o.id);
    const at = shown.indexOf(option);
    if (at < 0 || shown.indexOf(option, at + 1) >= 0) {
      const why = t.whyRefused(seat, option);
      const reason = why === null ? "" : ` — ${renderMsg(t.system, why, conn.lang, view())}`;
      throw new Refusal(
        "not-offered",
        `option ${JSON.stringify(echo(option))} is not offered${reason}`,
      );
    }
    return t.out(p.options[at].id);
  }

  /** Stores a checked choice; applies and broadcasts it if this writer won the seq. */
  private async commit(t: LiveTable, seat: Seat, option: string, from: Conn | null): Promise<void> {
    const seq = t.seq + 1;
    const r = await this.store.appendChoice({ tableId: t.id, seq, seat, option, at: Date.now() });
    if (r === "closed") throw new Refusal("closed", "this table was closed: nothing was stored");
    if (r === "stale") {
      await this.catchUp(t);
      if (from !== null) this.stale(t, from, `another choice took seq ${seq} first`);
      else throw new Refusal("stale", `another choice took seq ${seq} first`);
      return;
    }
    t.apply({ seat, option });
    await this.markFinished(t);
    this.broadcast(t, t.seq === t.lastUndoSeq);
    this.afterChange(t);
  }

  /**
   * Applies the choices other processes stored (PostgreSQL) and, when there were any, tells
   * every socket here (the whole log again if one was a take-back) and carries on as after any
   * change. Whichever comes first — a notice, a stale seq, a lost race — brings the table and
   * all its sockets up to date; the others then find nothing new.
   */
  private async catchUp(t: LiveTable): Promise<void> {
    const undoBefore = t.lastUndoSeq;
    const rows = await this.store.choices(t.id, t.seq);
    if (rows.length === 0) return;
    for (const c of rows) t.apply(c);
    await this.markFinished(t);
    this.broadcast(t, t.lastUndoSeq !== undoBefore);
    this.afterChange(t);
  }

  /**
   * The store's notices were cut off for a while (a lost PostgreSQL connection): every table
   * held here catches up with what other processes stored meanwhile.
   */
  resync(): void {
    for (const id of this.tables.keys()) {
      this.notice({ tableId: id, seq: Number.MAX_SAFE_INTEGER });
      this.talkNotice({ tableId: id, id: 0, update: false });
    }
  }

  /** Another process accepted a choice: bring the table (if held here) up to it. */
  notice(n: ChoiceNotice): void {
    const p = this.tables.get(n.tableId);
    if (p === undefined) return;
    p.then((t) =>
      t.run(async () => {
        if (n.seq > t.seq) await this.catchUp(t);
      }),
    ).catch((e) => this.onError(e, `catching up table ${n.tableId}`));
  }

  /**
   * A battle that has just ended is stored as finished before anyone is told: whoever sees the
   * last state and asks the API (or opens the replay) finds the table finished, not open.
   */
  private async markFinished(t: LiveTable): Promise<void> {
    if (t.battle.result === null) return;
    await this.store.setStatus(t.id, "finished").catch((e) => this.onError(e, "status"));
  }

  private afterChange(t: LiveTable): void {
    if (t.seq % SNAPSHOT_EVERY === 0) {
      this.store.saveSnapshot(t.id, t.seq, t.snapshot()).catch((e) => this.onError(e, "snapshot"));
    }
    this.bots.poke(t);
  }

  /** Sends every socket on the table its view (the whole log again after a take-back). */
  private broadcast(t: LiveTable, reset: boolean): void {
    for (const c of this.conns.get(t.id) ?? []) this.sendState(t, c, reset);
  }

  private sendState(t: LiveTable, c: Conn, reset = false): void {
    this.deliver(t, c, reset ? 0 : c.logPos, reset);
  }

  /** Sends a socket its state message and remembers what it was shown. */
  private deliver(t: LiveTable, c: Conn, logFrom: number, reset: boolean): void {
    const m = stateMessage(t, c.seat, c.lang, logFrom, reset);
    c.send(m);
    c.logPos = t.battle.state.log.length;
    c.shown = { seq: m.seq, ids: m.options.map((o) => o.id) };
  }

  /**
   * After a start: the open tables where only bots sit play on (nobody would connect to wake
   * them). The newest `limit` of them; a table with a person resumes when someone joins.
   */
  async resumeBotTables(limit = 1000): Promise<number> {
    const open = await this.store.listTables({ status: "open", limit });
    const botsOnly = open.filter((t) => t.seats.every((x) => x.kind === "bot"));
    for (const t of botsOnly) await this.table(t.id);
    return botsOnly.length;
  }

  /** Stops bots and waits for every table's queued work (a graceful shutdown's writes). */
  async drain(): Promise<void> {
    this.bots.stop();
    const held = await Promise.allSettled(this.tables.values());
    for (const r of held) if (r.status === "fulfilled") await r.value.idle();
  }

  /** How many tables are in memory (for /health and the bench). */
  get held(): number {
    return this.tables.size;
  }
}
