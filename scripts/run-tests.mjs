#!/usr/bin/env node
// Runs every *.test.ts under test/ with node:test through tsx.
// Node 20 does not expand test globs, so the files are listed here; the run fails when zero tests ran.
import { spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

function collect(dir, out = []) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) collect(p, out);
    else if (name.endsWith(".test.ts")) out.push(p);
  }
  return out;
}

const only = process.argv.slice(2);
// A per-run file: concurrent runs must not read or delete each other's counts.
const tapFile = join(tmpdir(), `kassen-tests-${process.pid}.tap`);
const files = only.length > 0 ? only : collect("test");
if (files.length === 0) {
  console.error("run-tests: no *.test.ts files found under test/");
  process.exit(1);
}
const child = spawn(
  process.execPath,
  [
    "--import",
    "tsx",
    "--test",
    "--test-reporter=spec",
    "--test-reporter-destination=stdout",
    "--test-reporter=tap",
    `--test-reporter-destination=${tapFile}`,
    ...files,
  ],
  // NO_COLOR: tests parse the CLI's output, which must stay plain even when npm test runs on a
  // terminal (the spec report loses its colours too).
  { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, NO_COLOR: "1" } },
);
child.on("exit", async (code) => {
  const { readFileSync, rmSync } = await import("node:fs");
  let tap = "";
  try {
    tap = readFileSync(tapFile, "utf8");
    rmSync(tapFile);
  } catch {}
  const tests = Number(/^# tests (\d+)/m.exec(tap)?.[1] ?? 0);
  const pass = Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
  const fail = Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0);
  console.log(`${pass} passed, ${fail} failed`);
  if (tests === 0) {
    console.error("run-tests: zero tests ran");
    process.exit(1);
  }
  process.exit(code ?? 1);
});
