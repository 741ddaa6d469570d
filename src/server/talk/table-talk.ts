/**
 * Table talk at the tables this process holds (issue 31): a line is checked (who may say it,
 * to whom, its limits), stored under the table's next id (the store's key decides a race with
 * another process: the loser catches up and takes the next id), and only then sent — to each
 * socket as its reader may see it (talk-view.ts). Everything runs in the table's queue, so
 * talk and battle states leave in the order they happened, and lines in id order.
 */
import { MAX_TALK_LINES, MAX_TALK_SENT, TALK_BURST, TALK_RATE } from "../../shared/limits.ts";
import { GM_SEATS } from "../create-table.ts";
import type { TalkLine } from "../protocol/server-messages.ts";
import type { TableStore, TalkBody, TalkNotice, TalkRow } from "../store/types.ts";
import { type Conn, Refusal } from "../table/conn.ts";
import type { LiveTable } from "../table/live-table.ts";
import { FloodGuard } from "../ws/flood-guard.ts";
import { FreeRollError, parseFreeRoll, rollFree } from "./free-roll.ts";
import { hiddenStub, lineFor, seesLine, type TalkReader } from "./talk-view.ts";

/** Tries at an id before giving up (each lost race means another process's line went first). */
const MAX_TRIES = 20;

/** A say or roll as the socket sent it (parsed by the protocol's schemas). */
export type TalkRequest =
  | { say: string; to?: string[] }
  | { roll: string; secret?: true; to?: string[]; label?: string };

/** What one table's talk keeps in this process. */
interface TableState {
  /** The highest id sent to this process's sockets (null: not read from the store yet). */
  last: number | null;
  /** Each seat's allowance (per process: a seat is held to it on each server it talks to). */
  guards: Map<string, FloodGuard>;
}

/** The GM/KP seat of a table: a person at `gm`/`kp` (a bot there reads nothing), or null. */
export function gmSeatOf(t: LiveTable): string | null {
  return t.seats.find((s) => GM_SEATS.includes(s.seat) && s.kind === "gm")?.seat ?? null;
}

/** Talk for the tables of one hub. */
export class TableTalk {
  private readonly states = new WeakMap<LiveTable, TableState>();

  constructor(
    private readonly store: TableStore,
    private readonly connsOf: (tableId: string) => Iterable<Conn>,
    private readonly now: () => number = Date.now,
  ) {}

  private state(t: LiveTable): TableState {
    let s = this.states.get(t);
    if (s === undefined) this.states.set(t, (s = { last: null, guards: new Map() }));
    return s;
  }

  /** How `conn` reads talk at `t`. */
  reader(t: LiveTable, conn: Conn): TalkReader {
    return {
      seat: conn.seat,
      gm: conn.seat !== null && conn.seat === gmSeatOf(t),
      spectators: t.talkSpectators,
    };
  }

  /** A seat's line or roll: checked, stored, then sent to every socket that may see it. */
  async speak(t: LiveTable, conn: Conn, req: TalkRequest): Promise<void> {
    const seat = conn.seat;
    if (seat === null) throw new Refusal("not-allowed", "a spectator cannot talk at the table");
    const to = req.to === undefined ? null : this.seatsNamed(t, req.to);
    let kind: TalkRow["kind"] = "say";
    let body: TalkBody;
    let secret = false;
    let readers = to;
    if ("say" in req) body = { text: req.say };
    else {
      kind = "roll";
      let parsed: ReturnType<typeof parseFreeRoll>;
      try {
        parsed = parseFreeRoll(req.roll, t.system.id);
      } catch (e) {
        if (e instanceof FreeRollError) throw new Refusal("bad-message", `roll: ${e.message}`);
        throw e;
      }
      if (req.secret === true) {
        secret = true;
        readers = this.secretReaders(t, seat, to);
      }
      // Rolled before the rate is counted: a roll refused for what it is costs the seat nothing.
      const fumble = t.init.options?.fumble === "100" ? "100" : "coc7";
      try {
        body = { roll: rollFree(parsed, { label: req.label, fumble }) };
      } catch (e) {
        if (e instanceof FreeRollError) throw new Refusal("bad-message", `roll: ${e.message}`);
        throw e;
      }
    }
    this.takeToken(t, seat);
    return this.append(t, { seat, kind, body, to: readers, secret });
  }

  /** The roller shows its secret roll #id to everyone who could see the line. */
  async reveal(t: LiveTable, conn: Conn, id: number): Promise<void> {
    if (conn.seat === null) throw new Refusal("not-allowed", "a spectator cannot reveal rolls");
    const row = await this.lineSeen(t, conn, id);
    if (!row.secret || row.kind !== "roll")
      throw new Refusal("not-allowed", `talk line #${id} is not a secret roll`);
    if (row.seat !== conn.seat)
      throw new Refusal("not-allowed", `only its roller (${row.seat}) reveals talk line #${id}`);
    if (row.revealed) return this.sendUpdate(t, row, [conn]);
    await this.store.flagTalk(t.id, id, "revealed");
    this.sendUpdate(t, { ...row, revealed: true });
  }

  /** The GM/KP hides line #id from the table (stored, marked hidden). */
  async hide(t: LiveTable, conn: Conn, id: number): Promise<void> {
    if (!this.reader(t, conn).gm)
      throw new Refusal("not-allowed", "only the GM/KP hides talk lines");
    const row = await this.lineSeen(t, conn, id);
    if (row.hidden) return this.sendUpdate(t, row, [conn]);
    await this.store.flagTalk(t.id, id, "hidden");
    this.sendUpdate(t, { ...row, hidden: true });
  }

  /**
   * After a hello: the talk this socket may see — the newest lines (`reset`) or, when it says
   * which it saw last, the ones after it, with updates for recent older lines revealed or
   * hidden meanwhile. A spectator at a table whose talk spectators may not read gets nothing.
   */
  async history(t: LiveTable, conn: Conn, seen: number | undefined): Promise<void> {
    const r = this.reader(t, conn);
    if (r.seat === null && !r.spectators) return;
    const after =
      seen === undefined
        ? []
        : await this.store.talk(t.id, seen, { limit: MAX_TALK_SENT + 1, oldest: true });
    if (seen === undefined || after.length > MAX_TALK_SENT) {
      const rows = await this.store.talk(t.id, 0, { limit: MAX_TALK_SENT });
      conn.talkSeen = rows.at(-1)?.id ?? 0;
      conn.send({ type: "talk", lines: this.linesFor(rows, r), reset: true });
      return;
    }
    // Lines it had that were revealed or hidden while it was away.
    const older = await this.store.talk(t.id, Math.max(0, seen - MAX_TALK_SENT), {
      limit: MAX_TALK_SENT,
      oldest: true,
    });
    for (const row of older)
      if (row.id <= seen && (row.revealed || row.hidden)) this.sendUpdate(t, row, [conn]);
    conn.talkSeen = after.at(-1)?.id ?? seen;
    conn.send({ type: "talk", lines: this.linesFor(after, r) });
  }

  /** Another process stored or changed a line (PostgreSQL): send it here. */
  async notice(t: LiveTable, n: TalkNotice): Promise<void> {
    if (!n.update) return this.catchUp(t);
    const [row] = await this.store.talk(t.id, n.id - 1, { limit: 1, oldest: true });
    if (row?.id === n.id) this.sendUpdate(t, row);
  }

  /** Sends this process's sockets the lines other processes stored since the last one sent. */
  async catchUp(t: LiveTable): Promise<void> {
    const s = this.state(t);
    s.last ??= await this.store.lastTalkId(t.id);
    const rows = await this.store.talk(t.id, s.last);
    for (const row of rows) this.deliver(t, row);
  }

  /** The seats `to` names, each once, every one a seat of the table. */
  private seatsNamed(t: LiveTable, to: string[]): string[] {
    const out: string[] = [];
    for (const s of to) {
      if (t.seatOf(s) === undefined)
        throw new Refusal(
          "bad-message",
          `to: ${JSON.stringify(s)} is not a seat of this table (seats: ${t.seats.map((x) => x.seat).join(", ")})`,
        );
      if (!out.includes(s)) out.push(s);
    }
    return out;
  }

  /**
   * Who reads a secret roll besides its roller: for the GM/KP, `to` (default: itself only); for a
   * player, the GM/KP seat only (and there must be a person there).
   */
  private secretReaders(t: LiveTable, seat: string, to: string[] | null): string[] {
    const gm = gmSeatOf(t);
    if (seat === gm) return to ?? [];
    if (gm === null)
      throw new Refusal(
        "not-allowed",
        "a player's secret roll goes to the GM/KP: this table has none",
      );
    if (to?.some((s) => s !== gm))
      throw new Refusal("not-allowed", `a player's secret roll goes to the GM/KP (${gm}) only`);
    return [gm];
  }

  private takeToken(t: LiveTable, seat: string): void {
    const s = this.state(t);
    let g = s.guards.get(seat);
    if (g === undefined) s.guards.set(seat, (g = new FloodGuard(TALK_BURST, TALK_RATE)));
    if (!g.take())
      throw new Refusal(
        "flood",
        `talking too fast: at most ${TALK_BURST} lines at once, then ${TALK_RATE} a second`,
      );
  }

  /** Stores the line under the table's next id (the next again after a lost race), then sends it. */
  private async append(
    t: LiveTable,
    line: Pick<TalkRow, "seat" | "kind" | "body" | "to" | "secret">,
  ): Promise<void> {
    const s = this.state(t);
    s.last ??= await this.store.lastTalkId(t.id);
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      const id = s.last + 1;
      if (id > MAX_TALK_LINES)
        throw new Refusal("full", `this table has ${MAX_TALK_LINES} talk lines already`);
      const row: TalkRow = {
        tableId: t.id,
        id,
        at: this.now(),
        seq: t.seq,
        ...line,
        revealed: false,
        hidden: false,
      };
      const r = await this.store.appendTalk(row);
      if (r === "closed") throw new Refusal("closed", "this table was closed: nothing was stored");
      if (r === "ok") {
        // Lines another process stored before it, not yet heard of here, go first.
        if (id > s.last + 1) await this.catchUp(t);
        this.deliver(t, row);
        return;
      }
      await this.catchUp(t);
    }
    throw new Refusal("stale", "other lines kept taking the next id: nothing was stored");
  }

  /** Sends a stored line to every socket on the table that may see it. */
  private deliver(t: LiveTable, row: TalkRow): void {
    const s = this.state(t);
    if (s.last === null || row.id > s.last) s.last = row.id;
    for (const c of this.connsOf(t.id)) {
      if ((c.talkSeen ?? 0) >= row.id) continue;
      c.talkSeen = row.id;
      const line = lineFor(row, this.reader(t, c));
      if (line !== null) c.send({ type: "talk", lines: [line] });
    }
  }

  /** Tells the sockets that could see a line how it looks now (revealed, or hidden). */
  private sendUpdate(t: LiveTable, row: TalkRow, only?: Conn[]): void {
    for (const c of only ?? this.connsOf(t.id)) {
      const r = this.reader(t, c);
      if (!seesLine(row, r)) continue;
      const line = row.hidden && !r.gm ? hiddenStub(row) : lineFor(row, r);
      if (line !== null) c.send({ type: "talk-update", line });
    }
  }

  /** The line #id, if this socket may see it (else one refusal, whether or not it exists). */
  private async lineSeen(t: LiveTable, conn: Conn, id: number): Promise<TalkRow> {
    const [row] = await this.store.talk(t.id, id - 1, { limit: 1, oldest: true });
    if (row?.id !== id || lineFor(row, this.reader(t, conn)) === null)
      throw new Refusal("bad-message", `no talk line #${id} that this seat can see`);
    return row;
  }

  private linesFor(rows: TalkRow[], r: TalkReader): TalkLine[] {
    const out: TalkLine[] = [];
    for (const row of rows) {
      const line = lineFor(row, r);
      if (line !== null) out.push(line);
    }
    return out;
  }
}
