/**
 * Every print path of the CLI goes through src/cli/output.ts (say, sayError, sayJson), which
 * escapes data: a command that wrote to process.stdout or stderr itself, or through console,
 * could print a card name or a server's text raw. This reads the CLI's sources and fails on any
 * such write outside output.ts and errors.ts (the output guard, which writes fixed text).
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { it } from "node:test";
import { ROOT } from "./cli-helpers.ts";

/** Writes allowed elsewhere, each fixed text: sim's progress line restores the cursor. */
const ALLOWED = [/process\.stderr\.write\("\\x1b\[\?25h\\x1b\[\?7h\\n"\)/];

it("no CLI source writes to stdout or stderr but output.ts", () => {
  const dir = join(ROOT, "src/cli");
  const offenders: string[] = [];
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".ts") || file === "output.ts") continue;
    const lines = readFileSync(join(dir, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      if (!/process\.(stdout|stderr)\.write|console\.(log|error|warn|info)/.test(line)) return;
      if (file === "errors.ts" && /kassen: stdout: cannot write/.test(line)) return;
      if (ALLOWED.some((a) => a.test(line))) return;
      offenders.push(`src/cli/${file}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(offenders, [], "print through say/sayError/sayJson (src/cli/output.ts)");
});
