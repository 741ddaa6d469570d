/**
 * A token bucket per socket. A person sends a choice every second or so; a script that waits
 * for each view (as a client must: a choice answers a seq) sends one per round trip, hundreds a
 * second on loopback when a GM's decisions come in a row. A client that sends faster than the
 * refill for longer than the burst is not waiting for anything: broken or hostile, and its
 * socket is closed rather than let it queue work on a shared table. (The socket also closes
 * when too many of its messages wait unhandled: see seat-socket.ts.)
 */

/** Messages a socket may send at once. */
export const FLOOD_BURST = 400;
/** Messages per second a socket may keep sending. */
export const FLOOD_RATE = 200;

/** One socket's allowance. */
export class FloodGuard {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst = FLOOD_BURST,
    private readonly rate = FLOOD_RATE,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /**
   * Takes one message's token (`n`: work that costs more, e.g. a replay's steps); false when the
   * socket is over its allowance.
   */
  take(n = 1): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
    if (this.tokens < n) return false;
    this.tokens -= n;
    return true;
  }
}
