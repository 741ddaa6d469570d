/**
 * Running the kassen CLI for the bad-input corpus: in-process for most commands (the program's
 * own parse and error reporting, stdout and stderr captured — milliseconds a case), or as a real
 * child process for the cases that must show the real exit code, a time bound and peak memory
 * (measured inside the child by rss-probe.mjs).
 */
import { spawn } from "node:child_process";
import { reportError } from "../../src/cli/errors.ts";
import { makeProgram } from "../../src/cli/main.ts";
import { CLI_ENV, ROOT } from "../cli/cli-helpers.ts";
import { captureStdout } from "../shared/capture-stdout.ts";

export { ROOT };

/** What one run produced. */
export interface CorpusRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
  /** Peak resident set size of the child in MB (spawned runs only). */
  rssMb?: number;
}

/**
 * Runs `kassen <args>` in this process: the same program and the same error reporting as the
 * real CLI (src/cli/main.ts), with stdout, stderr and the exit code captured and restored.
 */
export async function runInProcess(args: string[]): Promise<CorpusRun> {
  // Built (and the command module loaded) before capturing, so the test runner's own output
  // cannot land in the capture while the import is awaited.
  // Help and --version go through writeOut, captured like stdout.
  const program = await makeProgram(
    { writeOut: (s) => process.stdout.write(s), writeErr: () => {} },
    args[0],
  );
  const out = { text: "" };
  let stderr = "";
  const err = process.stderr.write;
  const saved = process.exitCode;
  process.exitCode = undefined;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  const t0 = performance.now();
  let code: number;
  try {
    await captureStdout(out, async () => {
      try {
        await program.parseAsync(["node", "kassen", ...args]);
      } catch (e) {
        reportError(e);
      }
    });
    code = Number(process.exitCode ?? 0);
  } finally {
    process.stderr.write = err;
    process.exitCode = saved;
  }
  const stdout = out.text;
  return { code, stdout, stderr, ms: performance.now() - t0 };
}

/**
 * Runs `kassen <args>` as a child (bin/kassen.mjs, as users do) with `input` on stdin, killed
 * after `timeoutMs`. Reports the child's peak RSS from rss-probe.mjs.
 */
export function runChild(args: string[], input = "", timeoutMs = 30_000): Promise<CorpusRun> {
  const probe = new URL("./rss-probe.mjs", import.meta.url).href;
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ["--import", probe, "bin/kassen.mjs", ...args], {
      cwd: ROOT,
      stdio: ["pipe", "pipe", "pipe", "pipe"],
      env: CLI_ENV,
    });
    let stdout = "";
    let stderr = "";
    let rss = "";
    child.stdout?.on("data", (d) => {
      stdout += String(d);
    });
    child.stderr?.on("data", (d) => {
      stderr += String(d);
    });
    child.stdio[3]?.on("data", (d) => {
      rss += String(d);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({
        code: code ?? (signal === "SIGKILL" ? -9 : -1),
        stdout,
        stderr,
        ms: performance.now() - t0,
        rssMb: rss === "" ? undefined : Math.max(...rss.trim().split("\n").map(Number)) / 1024,
      });
    });
    child.stdin?.end(input);
  });
}

/** Runs `tasks` with at most `limit` at a time, results in order. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
