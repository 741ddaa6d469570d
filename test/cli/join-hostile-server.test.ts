/**
 * `kassen join` trusts no server: against a hostile WebSocket server written here (not the real
 * one), every way of breaking the protocol — text that is not JSON, a binary frame, a message the
 * published schemas refuse, a message over the size cap, no answer at all, no server at all —
 * ends the join within a time bound with exit 2 and one `kassen:` line on stderr, never a stack
 * trace, never a hang. And what a server says reaches the terminal escaped.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { after, before, describe, it } from "node:test";
import { CLI_ENV, ROOT } from "./cli-helpers.ts";
import { type HostileServer, startHostileServer, TOKEN } from "./hostile-ws-server.ts";

/** What one join run produced, and how long it took. */
interface JoinRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Runs `kassen join` as a child; kills it after `limitMs` (the test then fails on the time).
 * `input` null leaves stdin open: the player never answers.
 */
function join(args: string[], input: string | null = "", limitMs = 30_000): Promise<JoinRun> {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, ["bin/kassen.mjs", "join", ...args], {
      cwd: ROOT,
      env: CLI_ENV,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += String(d);
    });
    child.stderr.on("data", (d) => {
      stderr += String(d);
    });
    const killer = setTimeout(() => child.kill("SIGKILL"), limitMs);
    child.on("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr, ms: Date.now() - t0 });
    });
    if (input !== null) child.stdin.end(input);
  });
}

/** A join that failed as it must: exit 2, exactly one `kassen:` line, no trace; the line. */
function oneLine(r: JoinRun, boundMs: number): string {
  assert.equal(r.code, 2, `exit code (stderr: ${r.stderr})`);
  assert.ok(r.ms < boundMs, `took ${r.ms} ms, expected under ${boundMs}`);
  const lines = r.stderr.trimEnd().split("\n");
  assert.equal(lines.length, 1, `one stderr line, got:\n${r.stderr}`);
  assert.match(lines[0], /^kassen: /);
  assert.doesNotMatch(r.stderr, /\n\s+at |internal error|Error:/);
  return lines[0];
}

describe("kassen join against a hostile server", () => {
  let hostile: HostileServer;
  before(async () => {
    hostile = await startHostileServer();
  });
  after(() => hostile.stop());

  const link = (behaviour: string) => hostile.link(behaviour);

  it("text that is not JSON: one line naming the message and what was expected", async () => {
    const line = oneLine(await join([link("badjson")]), 15_000);
    assert.match(
      line,
      /server at 127\.0\.0\.1:\d+: message 1: expected JSON, got "\{this is not json"/,
    );
  });

  it("a binary frame", async () => {
    const line = oneLine(await join([link("binary")]), 15_000);
    assert.match(line, /message 1: expected a text frame of JSON, got a binary frame of 4 bytes/);
  });

  it("a message the published schema refuses names the field", async () => {
    const line = oneLine(await join([link("badlog")]), 15_000);
    assert.match(line, /message 2: state message, at log: .*expected array/);
  });

  it("a state before the welcome", async () => {
    const line = oneLine(await join([link("statefirst")]), 15_000);
    assert.match(line, /message 1: expected a welcome \(or an error\) first/);
  });

  it("a message over the cap is refused as it starts, not read into memory", async () => {
    const line = oneLine(await join([link("oversize")]), 15_000);
    assert.match(line, /message 1: larger than 8,388,608 bytes, the most kassen join takes/);
  });

  it("a server that never answers the hello: --timeout", async () => {
    const r = await join([link("silent"), "--timeout", "1"]);
    const line = oneLine(r, 15_000);
    assert.match(line, /no welcome within 1 s of the hello \(--timeout\)/);
    assert.ok(r.ms >= 1000, `waited the timeout, took ${r.ms} ms`);
  });

  it("a refused port says refused once, without trying again", async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", () => r()));
    const port = (probe.address() as { port: number }).port;
    await new Promise((r) => probe.close(r));
    const line = oneLine(await join([`http://127.0.0.1:${port}/t/abc#${TOKEN}`]), 15_000);
    assert.equal(line, `kassen: <link>: cannot reach 127.0.0.1:${port}: connection refused`);
  });

  it("a server gone silent after the welcome: bounded tries, then one last line", async () => {
    const r = await join([link("idle"), "--idle-timeout", "0.2"], "", 40_000);
    assert.equal(r.code, 2);
    assert.ok(r.ms < 30_000, `took ${r.ms} ms`);
    const lines = r.stderr.trimEnd().split("\n");
    assert.equal(lines.length, 6, r.stderr);
    assert.match(lines[0], /silent for 0\.2 s, no heartbeat \(--idle-timeout\); joining again…$/);
    assert.match(lines[5], /^kassen: <link>: the server at .* is gone \(silent for 0\.2 s/);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  });

  it("a server breaking the protocol while the player decides ends the join at once", async () => {
    // stdin stays open: only the server's fault can end this join.
    const r = await join([link("midturn")], null);
    const line = oneLine(r, 15_000);
    assert.match(line, /message 3: expected JSON, got "garbage after the question"/);
    assert.match(r.stdout, /pick\n {2}1\. end the turn/);
  });

  it("a bad --timeout is one line naming the flag", async () => {
    const line = oneLine(await join([link("silent"), "--timeout", "0"]), 15_000);
    assert.equal(line, "kassen: --timeout 0: expected seconds from 0.1 to 3,600");
  });

  it("titles, seat names, log lines and results reach the terminal escaped", async () => {
    const r = await join([link("controls")]);
    assert.equal(r.code, 0, r.stderr);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: their absence is the point
    assert.doesNotMatch(r.stdout, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    assert.match(r.stdout, /\\x1b\]0;pwned\\x07\\x1b\[2J title/);
    assert.match(r.stdout, /card \\x1b\[1A\\x1b\[2Kname\\x07 \\x9b2J/);
    assert.match(r.stdout, /P\\u202eone\\r\\x00 \[p1\]/);
    assert.match(r.stdout, /won \\x1b\]2;x\\x07/);
  });

  it("an error message from the server is escaped on its one line", async () => {
    const line = oneLine(await join([link("errorcontrols")]), 15_000);
    assert.equal(line, "kassen: server: bad-token: no\\x1b[2J\\r\\x07 such");
  });
});
