/**
 * `kassen join <link>`: a person at a table of a real server from a terminal (here a pipe): the
 * seat plays to the end against a server-side bot, a spectator watches a bot game to its end
 * (the table's house rules shown under its title), and a bad link is one line.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { after, before, describe, it } from "node:test";
import { createTable, startTestServer, type TestServer } from "../server/server-helpers.ts";
import { CLI_ENV, kassen, ROOT } from "./cli-helpers.ts";

/** Runs `kassen join` as a child with `input` on stdin (async: the server is in this process). */
function join(
  args: string[],
  input: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
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
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe("kassen join", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  it("plays a seat to the end of the battle through a pipe", async () => {
    const t = await createTable(s.url, {
      system: "vision",
      lang: "en",
      seats: { p2: { kind: "bot", bot: "random" } },
    });
    const link = t.seats.find((x) => x.seat === "p1")?.link as string;
    const r = await join([link], "1\n".repeat(3000));
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /you are Player 1 \[p1\]/);
    assert.match(r.stdout, /^result: /m);
    assert.equal(r.stderr, "");
    assert.equal((await s.hub.store.getTable(t.id))?.status, "finished");
  });

  it("watches a bot game to its end from the spectator link", async () => {
    const t = await createTable(s.url, {
      system: "geo-march",
      lang: "ja",
      seats: { p1: { kind: "bot", bot: "random" }, p2: { kind: "bot", bot: "random" } },
      options: { speedDie: 8 },
    });
    const r = await join([t.spectator.link], "");
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /あなたの席 観戦者/, "the client's words in the table's language");
    // Issue 33: the table's house rules under its title, by name in the table's language.
    assert.match(r.stdout, /^ハウスルール：速度ダイスの面数 = 8$/m);
    assert.doesNotMatch(r.stdout, /speedDie/, "names, not ids");
    assert.match(r.stdout, /^結果: /m);
  });

  it("refuses a bad link or a wrong token in one line", async () => {
    const bad = kassen(["join", "not a link"]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /^kassen: <link>: expected http:\/\/host:port\/t\/<table>#<token>/);
    const t = await createTable(s.url, { system: "vision" });
    const wrong = await join([`${s.url}/t/${t.id}#AAAAAAAAAAAAAAAAAAAAAA`], "");
    assert.equal(wrong.code, 2);
    assert.match(wrong.stderr, /^kassen: server: bad-token: /);
  });
});
