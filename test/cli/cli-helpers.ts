/** Running the kassen CLI as a child process, and temp scenario files, for the CLI tests. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (the CLI resolves scenarios/ and tsx from here). */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** What one CLI run produced. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment every CLI child runs in: plain output, no debug, the bundle as users run it. */
export const CLI_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  NO_COLOR: "1",
  FORCE_COLOR: undefined,
  KASSEN_DEBUG: undefined,
  KASSEN_NO_BUNDLE: undefined,
};

/**
 * Runs `kassen <args>` as users do (bin/kassen.mjs, so from the bundle it keeps fresh) with
 * NO_COLOR, feeding `input` to stdin (a pipe, never a TTY).
 */
export function kassen(args: string[], input = ""): CliRun {
  const r = spawnSync(process.execPath, ["bin/kassen.mjs", ...args], {
    cwd: ROOT,
    input,
    encoding: "utf8",
    env: CLI_ENV,
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A temp folder for one test file; `cleanup` removes it. */
export function tempDir(prefix: string): {
  dir: string;
  write(name: string, text: string): string;
  cleanup(): void;
} {
  const dir = mkdtempSync(join(tmpdir(), `kassen-${prefix}-`));
  return {
    dir,
    write(name, text) {
      const file = join(dir, name);
      writeFileSync(file, text);
      return file;
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A small Vision scenario: Reisen attacks unblocked, p2 ends at 16 life. `expectLife` changes the expectation. */
export function attackScenario(expectLife = 16): string {
  return `name: unblocked attack
system: vision
setup:
  start: main
  p1: { deck: [koakuma, koakuma, koakuma], field: [reisen] }
  p2: { deck: [koakuma, koakuma, koakuma], field: [{ card: cirno, sleep: true }] }
script:
  - p1: attack:reisen-1
  - p2: block:none
expect:
  life: { p2: ${expectLife} }
`;
}

/** Asserts a failed run printed exactly one `kassen:` line and no stack trace. */
export function oneErrorLine(run: CliRun): string {
  const lines = run.stderr.trimEnd().split("\n");
  if (lines.length !== 1 || !lines[0].startsWith("kassen: ") || run.stderr.includes("    at ")) {
    throw new Error(`expected one "kassen:" line on stderr, got:\n${run.stderr}`);
  }
  return lines[0];
}
