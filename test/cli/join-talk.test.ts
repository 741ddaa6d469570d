/**
 * Table talk from `kassen join` (issue 31), through a pipe against a real server: a seat says,
 * whispers and rolls while the other seat plays; a GM/KP rolls in secret and hides a player's
 * line; a refused roll is one line; and what other seats say — escape codes, bidi overrides —
 * reaches the terminal escaped.
 */
import assert from "node:assert/strict";
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { after, before, describe, it } from "node:test";
import type { ServerMessage, TalkLine } from "../../src/server/protocol/server-messages.ts";
import { autoPlay } from "../server/scripted-player.ts";
import {
  createTable,
  startTestServer,
  type TestServer,
  tokenOf,
} from "../server/server-helpers.ts";
import { WsClient } from "../server/ws-client.ts";
import { CLI_ENV, ROOT } from "./cli-helpers.ts";

/** A `kassen join` child whose stdin stays open until {@link Joined.end}. */
interface Joined {
  child: ChildProcessWithoutNullStreams;
  out: () => string;
  err: () => string;
  /** Waits until stdout matches `re` (or fails after 20 s, showing what came). */
  until(re: RegExp): Promise<void>;
  type(line: string): void;
  end(): Promise<number | null>;
}

function join(link: string, lang = "en"): Joined {
  const child = spawn(process.execPath, ["bin/kassen.mjs", "join", link, "--lang", lang], {
    cwd: ROOT,
    env: CLI_ENV,
  });
  let stdout = "";
  let stderr = "";
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const f of waiters.splice(0)) f();
  };
  child.stdout.on("data", (d) => {
    stdout += String(d);
    wake();
  });
  child.stderr.on("data", (d) => {
    stderr += String(d);
    wake();
  });
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  return {
    child,
    out: () => stdout,
    err: () => stderr,
    async until(re) {
      const deadline = Date.now() + 20_000;
      while (!re.test(stdout) && !re.test(stderr)) {
        if (Date.now() > deadline)
          throw new Error(`no ${re} in:\n${stdout}\n--- stderr:\n${stderr}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    type(line) {
      child.stdin.write(`${line}\n`);
    },
    async end() {
      child.stdin.end();
      const t = setTimeout(() => child.kill("SIGKILL"), 30_000);
      const code = await exited;
      clearTimeout(t);
      return code;
    },
  };
}

/** The talk lines a socket got, by id. */
function lines(c: WsClient): Map<number, TalkLine> {
  const out = new Map<number, TalkLine>();
  for (const m of c.messages)
    if (m.type === "talk") for (const l of m.lines) out.set(l.id, l);
    else if (m.type === "talk-update") out.set(m.line.id, m.line);
  return out;
}

/** Waits until socket `c` holds a talk line matching `pred`. */
async function heard(c: WsClient, pred: (l: TalkLine) => boolean): Promise<TalkLine> {
  const { msg } = await c.next(
    (m): m is ServerMessage =>
      (m.type === "talk" && m.lines.some(pred)) || (m.type === "talk-update" && pred(m.line)),
  );
  return msg.type === "talk"
    ? (msg.lines.find(pred) as TalkLine)
    : (msg as { line: TalkLine }).line;
}

describe("kassen join: table talk", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  it("says, whispers and rolls; another seat's hostile text is shown escaped", async () => {
    const t = await createTable(s.url, { system: "vision", lang: "en" });
    const p2 = await WsClient.open(s.url, t.id);
    autoPlay(p2, 3, 1_000);
    p2.send({ hello: tokenOf(t, "p2") });
    const j = join(t.seats.find((x) => x.seat === "p1")?.link as string);
    await j.until(/table talk: say/);
    j.type("talk");
    await j.until(/whisper <seat\[,seat\]> <text>/);
    j.type("say hello table");
    j.type("whisper p2 just between us");
    j.type("roll 2D6+3 # Attack");
    j.type("roll 1D6+STR");
    j.type("secret 1D100<=50");
    assert.equal((await heard(p2, (l) => l.text === "hello table")).from, "p1");
    const w = await heard(p2, (l) => l.text === "just between us");
    assert.deepEqual(w.to, ["p2"]);
    const r = await heard(p2, (l) => l.roll?.label === "Attack");
    assert.match(r.roll?.detail ?? "", /^2D6\[\d,\d\]\+3 = \d+$/);
    // Refused in one line each: a variable; a player's secret roll at a table without a GM.
    await j.until(/server: bad-message: roll: unknown variable "STR"/);
    await j.until(/server: not-allowed: a player's secret roll goes to the GM\/KP/);
    // The other seat's hostile text: escape codes and a bidi override, and a whisper.
    p2.send({ say: "\u001b[2J\u001b]0;pwned\u0007 \u202eevil" });
    p2.send({ say: "psst", to: ["p1"] });
    await j.until(/psst/);
    const out = j.out();
    assert.match(out, /#1 .*: hello table/);
    assert.match(out, /#2 .*→ .* \(whisper\): just between us/);
    assert.match(out, /#3 .* rolls: Attack: 2D6\[\d,\d\]\+3 = \d+/);
    assert.ok(!out.includes("\u001b[2J") && !out.includes("\u202e") && !out.includes("\u0007"));
    assert.match(out, /\\x1b\[2J\\x1b\]0;pwned\\x07 \\u202eevil/);
    assert.equal(
      j
        .err()
        .split("\n")
        .filter((l) => l !== "").length,
      2,
      `one line per refusal:\n${j.err()}`,
    );
    assert.equal(await j.end(), 0);
    await p2.close();
  });

  it("a KP rolls in secret, reveals nothing it need not, and hides a player's line", async () => {
    const t = await createTable(s.url, { system: "magical-girl", lang: "zh" });
    const p1 = await WsClient.open(s.url, t.id);
    autoPlay(p1, 5, 1_000);
    p1.send({ hello: tokenOf(t, "p1") });
    await p1.next((m): m is ServerMessage => m.type === "talk");
    const kp = join(t.seats.find((x) => x.seat === "kp")?.link as string, "en");
    await kp.until(/table talk: say/);
    kp.type("secret 1D100<=40 # Sanity");
    const bare = await heard(p1, (l) => l.from === "kp" && l.secret === true);
    assert.equal(bare.roll, undefined, "the player sees only that the KP rolled in secret");
    await kp.until(/#1 .* rolls: Sanity: 1D100\[\d+\] = \d+ <= 40 → \w+/);
    p1.send({ say: "something rude" });
    await kp.until(/#2 .*: something rude/);
    kp.type("hide 2");
    const stub = await heard(p1, (l) => l.id === 2 && l.hidden === true);
    assert.deepEqual(Object.keys(stub).sort(), ["at", "from", "hidden", "id", "kind", "seq"]);
    await kp.until(/#2 .*: something rude \[hidden\]/);
    // The player's own secret roll goes to the KP: shown there whole.
    p1.send({ roll: "1D100<=60", secret: true, label: "Dodge" });
    await kp.until(/#3 .* rolls → .*\(whisper\): Dodge: /);
    assert.equal(lines(p1).get(1)?.roll, undefined);
    assert.equal(await kp.end(), 0);
    await p1.close();
  });
});
