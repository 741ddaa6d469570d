/** A first-come, first-served async lock (a mutex for promises). */
export class FifoLock {
  #held = false;
  #waiting: (() => void)[] = [];

  /** Resolves once the caller holds the lock. */
  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Hands the lock to the next waiter, or frees it. */
  unlock(): void {
    const next = this.#waiting.shift();
    if (next === undefined) this.#held = false;
    else next();
  }
}
