/**
 * Nobody unauthenticated writes the operator's error log (issue 26). `kassen serve` runs as a
 * child process at log level info, its JSON log captured: frames and requests any stranger can
 * send — over the size limit, invalid UTF-8, binary, not JSON — are logged at info without a
 * stack, and a SIGTERM while a bot thinks shuts down without an error line.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import WebSocket from "ws";
import { type CreatedTable, createTable, tokenOf } from "./server-helpers.ts";
import { spawnServer } from "./server-process.ts";
import { isError, isState, WsClient } from "./ws-client.ts";

/** The JSON lines of a server's output (the start line and anything else left out). */
function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Lines at warn or above, or with a stack anywhere in them. */
function loud(output: string): string[] {
  return output
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .filter((l) => Number((JSON.parse(l) as { level: number }).level) >= 40 || /stack/.test(l));
}

/** A socket's close code, once the server closes it. */
function closeCode(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once("close", (code) => resolve(code)));
}

/** Opens a raw socket on a table. */
async function raw(url: string, t: CreatedTable): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, "ws")}/api/tables/${t.id}/ws`);
  ws.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return ws;
}

describe("the operator's error log", () => {
  it("takes no error line and no stack from a client's bad frames", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kassen-quiet-"));
    const srv = await spawnServer(["--log-level", "info", "--data", dir]);
    try {
      const t = await createTable(srv.url, { system: "vision" });
      // A seat's socket, said hello, then a 70 KB frame: over the WebSocket layer's limit.
      const seat = await raw(srv.url, t);
      seat.send(JSON.stringify({ hello: tokenOf(t, "p1") }));
      const big = closeCode(seat);
      seat.send(`{"choose": "${"x".repeat(70_000)}", "seq": 0}`);
      assert.equal(await big, 1009);
      // Invalid UTF-8 in a text frame, from a socket that never said hello.
      const utf = await raw(srv.url, t);
      const bad = closeCode(utf);
      utf.send(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), { binary: false });
      assert.equal(await bad, 1007);
      // Refused without closing: over 16 KB, binary, not JSON, an unknown token.
      const c = await WsClient.open(srv.url, t.id);
      c.send(`{"hello": "${"y".repeat(20_000)}"}`);
      await c.next(isError("too-large"));
      c.ws.send(Buffer.from("{}"), { binary: true });
      await c.next(isError("bad-message"));
      c.send("{not json");
      await c.next(isError("bad-json"));
      c.send({ hello: "no-such-token" });
      await c.next(isError("bad-token"));
      c.send({ hello: t.spectator.token });
      await c.next(isState());
      await c.close();
      // The same over HTTP: a body over the limit, not JSON, invalid UTF-8, the wrong type.
      const send = (body: string | Blob, type = "application/json") =>
        fetch(`${srv.url}/api/tables`, {
          method: "POST",
          headers: { "content-type": type },
          body,
        }).then((r) => r.status);
      assert.equal(await send(`{"system": "${"v".repeat(400_000)}"}`), 413);
      assert.equal(await send("{oops"), 400);
      assert.equal(
        await send(new Blob([new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])])),
        400,
      );
      assert.equal(await send("x", "text/plain"), 400);
      srv.child.kill("SIGTERM");
      assert.equal(await srv.exited, 0);
      const out = srv.output();
      assert.deepEqual(loud(out), [], "no warning, error or stack from a client's frames");
      // The log was captured and the faults are in it, at info: the check above can fail.
      const faults = logLines(out).filter((l) => /client broke the protocol/.test(String(l.msg)));
      assert.deepEqual(
        faults.map((l) => [l.level, l.code]).sort(),
        [
          [30, "WS_ERR_INVALID_UTF8"],
          [30, "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH"],
        ],
        out.slice(-2000),
      );
    } finally {
      if (srv.child.exitCode === null) srv.child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stays quiet when SIGTERM comes while a bot thinks", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kassen-quiet-bot-"));
    const srv = await spawnServer(["--log-level", "info", "--data", dir]);
    try {
      // A bot given 10 s a decision is still thinking when the signal comes.
      const t = await createTable(srv.url, {
        system: "vision",
        seats: { p1: { kind: "bot", bot: "mcts:10000ms" }, p2: { kind: "bot", bot: "random" } },
      });
      const watch = await WsClient.open(srv.url, t.id);
      watch.send({ hello: t.spectator.token });
      const first = (await watch.next(isState())).msg;
      assert.equal(first.waitingFor, "p1", "the thinking bot's decision comes first");
      await new Promise((r) => setTimeout(r, 500));
      assert.equal(watch.lastState()?.seq, 0, "the bot is still thinking");
      srv.child.kill("SIGTERM");
      assert.equal(await srv.exited, 0);
      const out = srv.output();
      assert.deepEqual(loud(out), [], "shutdown is quiet");
      assert.match(out, /shutting down/, "the log was captured");
    } finally {
      if (srv.child.exitCode === null) srv.child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
