/**
 * The server's build work (quick sims and tunes of prepared battles) one at a time: each plays
 * hundreds of bot battles on a worker thread, and a 2-core host running several at once would
 * starve its tables' bots. A few more wait their turn; beyond that a request is refused at once
 * (503) rather than left waiting for minutes.
 */

/** Work refused because the queue is full (503: try again). */
export class BuildQueueFull extends Error {}

/** Runs jobs one at a time with at most `waiting` more in line. */
export class BuildQueue {
  private running = false;
  private readonly line: (() => void)[] = [];

  constructor(private readonly waiting: number) {}

  /** Runs `job` when its turn comes; throws BuildQueueFull at once when the line is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running) {
      if (this.line.length >= this.waiting) throw new BuildQueueFull("queue full");
      await new Promise<void>((resolve) => this.line.push(resolve));
    }
    this.running = true;
    try {
      return await job();
    } finally {
      const next = this.line.shift();
      if (next === undefined) this.running = false;
      else next();
    }
  }
}
