/**
 * One scripted seat for the server bench: a WebSocket that says hello with its token, keeps only
 * the newest state (a thousand tables' whole message lists would not fit), answers each decision
 * put to it with a random offered option after a think delay, and times every choice from its
 * sending to the next state message on this socket. Lighter than test/server/ws-client.ts, which
 * keeps every message for the tests' assertions.
 */
import WebSocket from "ws";
import type { ServerMessage, StateMessage } from "../src/server/protocol/server-messages.ts";
import { picker } from "../src/shared/picker.ts";

/** What the seats of one run share: whether to choose, the clock, and the tallies. */
export interface SeatRun {
  /** Choices are made only while true. */
  playing: boolean;
  /** Choices sent at or after this time (performance.now()) are timed. */
  timedFrom: number;
  /** …and before this one. */
  timedUntil: number;
  /** Think time per choice in ms: [min, max], drawn uniformly; null answers at once. */
  thinkMs: [number, number] | null;
  /** No choice answers a state of this seq or later (default: play to the end). */
  maxSeq?: number;
  /** Milliseconds from a timed choice to the next state on its socket. */
  latencies: number[];
  /** State messages received and their bytes (of timed choices' answers). */
  stateBytes: number;
  stateCount: number;
  /** Error messages by code. */
  errors: Record<string, number>;
  /** A seat saw its battle end. */
  onResult(seat: BenchSeat): void;
}

/** A seat's socket. */
export class BenchSeat {
  state: StateMessage | null = null;
  closed = false;
  private sentAt: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly pick: (n: number) => number;
  private firstState: (() => void) | null = null;

  private constructor(
    private readonly ws: WebSocket,
    private readonly run: SeatRun,
    seed: number,
  ) {
    this.pick = picker(seed);
    ws.on("message", (data: Buffer) => {
      const m = JSON.parse(String(data)) as ServerMessage;
      if (m.type === "state") {
        run.stateBytes += data.length;
        run.stateCount++;
      }
      this.onMessage(m);
    });
    ws.on("close", () => {
      this.closed = true;
      this.sentAt = null;
      this.cancel();
    });
  }

  /** Opens a socket on table `id`, says hello, and resolves at the first state message. */
  static async open(
    base: string,
    id: string,
    token: string,
    run: SeatRun,
    seed: number,
  ): Promise<BenchSeat> {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/tables/${id}/ws`);
    const seat = new BenchSeat(ws, run, seed);
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    const first = new Promise<void>((resolve, reject) => {
      seat.firstState = resolve;
      ws.once("close", (code) => reject(new Error(`socket closed (${code}) before its state`)));
    });
    ws.send(JSON.stringify({ hello: token }));
    await first;
    return seat;
  }

  private onMessage(m: ServerMessage): void {
    if (m.type === "error") {
      this.run.errors[m.code] = (this.run.errors[m.code] ?? 0) + 1;
      return;
    }
    if (m.type !== "state") return;
    const now = performance.now();
    if (this.sentAt !== null) {
      if (this.sentAt >= this.run.timedFrom && this.sentAt < this.run.timedUntil)
        this.run.latencies.push(now - this.sentAt);
      this.sentAt = null;
    }
    this.state = m;
    this.firstState?.();
    this.firstState = null;
    if (m.result !== null) this.run.onResult(this);
    else this.consider();
  }

  /** Schedules (or makes) a choice if this seat decides now and the run is playing. */
  consider(): void {
    const m = this.state;
    if (!this.run.playing || m === null || m.options.length === 0 || m.result !== null) return;
    if (m.seq >= (this.run.maxSeq ?? Number.POSITIVE_INFINITY)) return;
    if (this.timer !== null || this.sentAt !== null) return;
    const think = this.run.thinkMs;
    if (think === null) {
      this.choose(m);
      return;
    }
    const ms = think[0] + (this.pick(1000) / 1000) * (think[1] - think[0]);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.run.playing && this.state === m) this.choose(m);
    }, ms);
  }

  private choose(m: StateMessage): void {
    if (this.closed) return;
    const o = m.options[this.pick(m.options.length)];
    this.sentAt = performance.now();
    this.ws.send(JSON.stringify({ choose: o.id, seq: m.seq }));
  }

  /** Whether a choice of this seat awaits its answer. */
  get waiting(): boolean {
    return this.sentAt !== null;
  }

  /** Drops a scheduled choice. */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Closes the socket and waits for it to close. */
  async close(): Promise<void> {
    this.cancel();
    if (this.closed) return;
    const done = new Promise<void>((resolve) => this.ws.once("close", () => resolve()));
    this.ws.close();
    await done;
  }
}
