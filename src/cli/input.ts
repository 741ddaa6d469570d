/**
 * Asking the human. On a terminal this is an @clack/prompts menu; otherwise lines are read from
 * stdin with node:readline, so `kassen play` can be driven through a pipe (answers by number or
 * option id, one per line). End of input (or Ctrl-C) answers null: the caller quits cleanly.
 */
import { createInterface, type Interface } from "node:readline";
import { isCancel, select } from "@clack/prompts";
import { type Choice, color, forTerminal, line, say } from "./output.ts";

/** Something that asks the human to pick. */
export interface Asker {
  /** Whether a terminal menu is used (the choices need not be printed as a list). */
  readonly tty: boolean;
  /**
   * Offers `choices` (and `extra` answers such as commands). Returns the picked value, or on a
   * pipe the typed text as is (see {@link resolveAnswer}); null at end of input.
   */
  ask(message: string, choices: Choice[], extra?: Choice[]): Promise<string | null>;
  /** Releases stdin so the process can exit. */
  close(): void;
  /**
   * Set when the human interrupted (Ctrl-C in a terminal menu) rather than ending input: the
   * command then exits 130, as an interrupted program does, instead of 0.
   */
  interrupted?: boolean;
}

/** Exit code of a program stopped by Ctrl-C (128 + SIGINT). */
export const EXIT_INTERRUPTED = 130;

/** The value a typed answer stands for: a 1-based number or a value itself; undefined if none. */
export function resolveAnswer(answer: string, choices: Choice[]): string | undefined {
  const text = answer.trim();
  if (/^\d+$/.test(text)) return choices[Number(text) - 1]?.value;
  return choices.find((c) => c.value === text)?.value;
}

/** A terminal menu. */
function ttyAsker(): Asker {
  const asker: Asker = {
    tty: true,
    async ask(message, choices, extra = []) {
      const options = [
        // clack writes these itself: escaped here, as output.ts escapes what the CLI says.
        ...choices.map((c) => ({
          value: c.value,
          label: forTerminal(c.label),
          hint: forTerminal(c.value),
        })),
        ...extra.map((c) => ({ value: c.value, label: color.dim(c.label).text })),
      ];
      const picked = await select({ message: forTerminal(message), options, maxItems: 15 });
      if (!isCancel(picked)) return picked;
      asker.interrupted = true;
      return null;
    },
    close() {},
  };
  return asker;
}

/** Numbered lists on stdout, answers read line by line from stdin. */
function lineAsker(): Asker {
  let rl: Interface | undefined;
  let lines: AsyncIterator<string> | undefined;
  return {
    tty: false,
    async ask(message, choices, extra = []) {
      say(message);
      choices.forEach((c, i) => {
        say(line`  ${i + 1}. ${c.label}  ${color.dim(`[${c.value}]`)}`);
      });
      if (extra.length > 0) say(color.dim(`  (or: ${extra.map((c) => c.value).join(", ")})`));
      rl ??= createInterface({ input: process.stdin, terminal: false });
      lines ??= rl[Symbol.asyncIterator]();
      for (;;) {
        const next = await lines.next();
        if (next.done) return null;
        // Blank lines are ignored so a stray newline in a pipe does not count as an answer.
        if (next.value.trim() !== "") return next.value.trim();
      }
    },
    close() {
      rl?.close();
    },
  };
}

/** The asker that fits stdin: a menu on a terminal, lines otherwise. */
export function makeAsker(): Asker {
  return process.stdin.isTTY ? ttyAsker() : lineAsker();
}
