/**
 * Gathers the writes of one turn of the event loop and hands them to `run` together, so SQLite
 * commits them in one transaction (one fsync) and each caller is answered only after that commit:
 * better-sqlite3 is synchronous, and an fsync per write would hold the whole server. A batch that
 * fails as a whole (the disk) fails each of its writes with that error. Choices (append.ts) and
 * talk lines (talk-store.ts) are batched by it alike.
 */
export class TurnBatcher<T, R> {
  #queue: { item: T; done: (r: R) => void; fail: (e: unknown) => void }[] = [];
  #scheduled = false;

  /** `run` writes a batch and answers each item's result, in order. */
  constructor(private readonly run: (items: T[]) => Promise<R[]>) {}

  /** Writes `item` with the others of this turn; resolves after their commit. */
  add(item: T): Promise<R> {
    return new Promise((done, fail) => {
      this.#queue.push({ item, done, fail });
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => void this.#flush());
      }
    });
  }

  async #flush(): Promise<void> {
    const batch = this.#queue;
    this.#queue = [];
    this.#scheduled = false;
    try {
      const results = await this.run(batch.map((b) => b.item));
      for (let i = 0; i < batch.length; i++) batch[i].done(results[i]);
    } catch (err) {
      for (const b of batch) b.fail(err);
    }
  }
}
