/**
 * Table talk's limits (issue 31, docs/limits.md), each refused over a real socket with one
 * `error` line naming what is wrong, nothing stored, and the socket kept.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { ServerMessage } from "../../src/server/protocol/server-messages.ts";
import {
  MAX_ERROR_CHARS,
  MAX_TALK_CHARS,
  MAX_TALK_EXPRESSION_CHARS,
  MAX_TALK_LABEL_CHARS,
  TALK_BURST,
} from "../../src/shared/limits.ts";
import { createTable, startTestServer, type TestServer, tokenOf } from "./server-helpers.ts";
import { isError, WsClient } from "./ws-client.ts";

describe("talk limits", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  it("refuses each limit in one line and stores nothing", async () => {
    const t = await createTable(s.url, { system: "magical-girl" });
    const c = await WsClient.open(s.url, t.id);
    c.send({ hello: tokenOf(t, "p1") });
    await c.next((m): m is ServerMessage => m.type === "talk");
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ say: "x".repeat(MAX_TALK_CHARS + 1) }, "bad-message", /^say message, say: Too big/],
      [{ say: "" }, "bad-message", /^say message, say: Too small/],
      [
        { roll: "1".repeat(MAX_TALK_EXPRESSION_CHARS + 1) },
        "bad-message",
        /^roll message, roll: Too big/,
      ],
      [
        { roll: "1D6", label: "l".repeat(MAX_TALK_LABEL_CHARS + 1) },
        "bad-message",
        /^roll message, label: Too big/,
      ],
      [{ roll: "101D6" }, "bad-message", /^roll: 101 dice in all: at most 100 a roll$/],
      [{ roll: "1D2000000" }, "bad-message", /^roll: a die of 2,000,000 sides: at most 1,000,000$/],
      [
        { roll: "50D100000" },
        "bad-message",
        /^roll: too costly \(estimated .* steps, at most 1,000,000\)$/,
      ],
      [{ roll: "2D6 b1" }, "bad-message", /^roll: bonus and penalty dice go on a d100 check only/],
      [{ roll: "1D100<=50 b3" }, "bad-message", /^roll: b3: expected 1 to 2 bonus/],
      [{ roll: "1D6/0" }, "bad-message", /^roll: .*division by zero/i],
      [{ say: "hi", to: Array(9).fill("p1") }, "bad-message", /^say message, to: Too big/],
      [{ say: "hi", to: ["\u001b[31mred"] }, "bad-message", /^to: "\\u001b\[31mred" is not a seat/],
      [{ reveal: 999 }, "bad-message", /^no talk line #999 that this seat can see$/],
    ];
    for (const [msg, code, re] of cases) {
      const from = c.messages.length;
      c.send(msg);
      const { msg: e } = await c.next(isError(), from);
      assert.equal(e.code, code, `${JSON.stringify(msg).slice(0, 80)}: ${e.message}`);
      assert.match(e.message, re);
      assert.ok(!e.message.includes("\n") && e.message.length <= MAX_ERROR_CHARS);
      assert.ok(!/[\u0000-\u001f]/.test(e.message), "control characters escaped");
    }
    assert.equal((await s.hub.store.talk(t.id)).length, 0, "nothing stored");

    // A seat's rate: its burst at once, then refused (the socket stays open).
    for (let i = 0; i < TALK_BURST + 2; i++) c.send({ say: `line ${i}` });
    const { msg: flood } = await c.next(isError("flood"));
    assert.match(flood.message, /^talking too fast: at most 8 lines at once, then 1 a second$/);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await s.hub.store.talk(t.id)).length, TALK_BURST);
    assert.equal(c.closed, null, "the socket is kept");
    await c.close();
  });
});
