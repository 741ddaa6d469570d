/**
 * A failed write to stdout is one line, not a stack trace: `kassen run|odds … > /dev/full`
 * (ENOSPC) says so on stderr and exits 2; output piped into a reader that closes early (EPIPE,
 * `| head -1`) ends quietly with the usual exit code.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync } from "node:fs";
import { describe, it } from "node:test";
import { CLI_ENV, ROOT } from "./cli-helpers.ts";

/** Runs the CLI with stdout written to /dev/full. */
function toDevFull(args: string[]): { code: number | null; stderr: string } {
  const full = openSync("/dev/full", "w");
  try {
    const r = spawnSync(process.execPath, ["bin/kassen.mjs", ...args], {
      cwd: ROOT,
      env: CLI_ENV,
      stdio: ["ignore", full, "pipe"],
      encoding: "utf8",
      timeout: 60_000,
    });
    return { code: r.status, stderr: r.stderr };
  } finally {
    closeSync(full);
  }
}

describe("writing output fails", { skip: !existsSync("/dev/full") && "no /dev/full here" }, () => {
  for (const args of [
    ["run", "vision", "--seed", "3"],
    ["odds", "2D6+3>=10"],
    ["odds", "2D6", "--json"],
  ]) {
    it(`kassen ${args.join(" ")} > /dev/full: one line, exit 2`, () => {
      const r = toDevFull(args);
      assert.equal(r.code, 2, r.stderr);
      assert.equal(r.stderr, "kassen: stdout: cannot write: ENOSPC: no space left on device\n");
    });
  }

  it("a reader that closes early (EPIPE) ends the program quietly", async () => {
    // ~140 KB of JSON: more than a pipe holds, so the writer meets the closed end.
    const args = ["bin/kassen.mjs", "run", "magical-girl", "--seed", "7", "--json"];
    const child = spawn(process.execPath, args, { cwd: ROOT, env: CLI_ENV });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += String(d);
    });
    // Read the first chunk, then close the pipe as `head -1` does.
    child.stdout.once("data", () => child.stdout.destroy());
    const code = await new Promise<number | null>((r) => child.on("exit", (c) => r(c)));
    assert.equal(stderr, "");
    assert.equal(code, 0);
  });
});
