/**
 * What a person types into `kassen join`, line by line, at any time — not only at a decision —
 * so table talk can be said while another seat decides (issue 31). Lines wait in order: a talk
 * command is taken when it is first in line, a battle answer waits for the next decision, so a
 * script's lines act in the order written. On a terminal the reader is paused while a menu is
 * up (the menu reads the keys then) and taken up again after it.
 */
import { createInterface, type Interface } from "node:readline";

/** Lines typed, read as they come. */
export class JoinInput {
  private rl: Interface | null = null;
  private readonly lines: string[] = [];
  private ended = false;
  private wake: (() => void) | null = null;

  constructor() {
    this.resume();
  }

  /** Reads stdin again (after a terminal menu). */
  resume(): void {
    if (this.rl !== null || this.ended) return;
    const rl = createInterface({ input: process.stdin, terminal: false });
    rl.on("line", (l) => {
      // Blank lines are ignored so a stray newline in a pipe does not count as an answer.
      if (l.trim() === "") return;
      this.lines.push(l.trim());
      this.wake?.();
    });
    rl.on("close", () => {
      if (this.rl !== rl) return;
      this.rl = null;
      this.ended = true;
      this.wake?.();
    });
    this.rl = rl;
  }

  /** Stops reading stdin for now (a terminal menu takes the keys). */
  pause(): void {
    const rl = this.rl;
    this.rl = null;
    rl?.close();
  }

  /** The first line waiting, without taking it (null: none). */
  peek(): string | null {
    return this.lines[0] ?? null;
  }

  /** Takes the first line waiting. */
  take(): string | undefined {
    return this.lines.shift();
  }

  /** Whether input has ended (and every line was taken). */
  get done(): boolean {
    return this.ended && this.lines.length === 0;
  }

  /** Resolves when a line arrives or input ends (at once if a line waits or input ended). */
  async ready(): Promise<void> {
    if (this.lines.length > 0 || this.ended) return;
    await new Promise<void>((r) => {
      this.wake = r;
    });
    this.wake = null;
  }

  /** Releases stdin so the process can exit. */
  close(): void {
    this.ended = true;
    this.pause();
    this.wake?.();
  }
}
