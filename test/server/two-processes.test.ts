/**
 * Several `kassen serve` processes on one PostgreSQL: clients connected to different processes
 * play one battle to its end (a choice accepted by one reaches the other's sockets through
 * LISTEN/NOTIFY), and two choices racing for one seq through two processes → exactly one is
 * stored, the other told "stale" and sent the table as it now is.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { StateMessage } from "../../src/server/protocol/server-messages.ts";
import { autoPlay } from "./scripted-player.ts";
import { createTable, get, tokenOf } from "./server-helpers.ts";
import { twoServersOnPostgres } from "./server-process.ts";
import { pgSkip } from "./store-helpers.ts";
import { isError, isState, WsClient } from "./ws-client.ts";

const SKIP = await pgSkip();

describe("two server processes, one PostgreSQL", { skip: SKIP }, () => {
  const two = twoServersOnPostgres();

  it("plays one battle to its end with its seats on different processes", async () => {
    const t = await createTable(two.a.url, { system: "vision" });
    const p1 = await WsClient.open(two.a.url, t.id);
    const p2 = await WsClient.open(two.b.url, t.id);
    autoPlay(p1, 1, 100_000);
    autoPlay(p2, 2, 100_000);
    p1.send({ hello: tokenOf(t, "p1") });
    p2.send({ hello: tokenOf(t, "p2") });
    const end = (m: { type: string }): m is StateMessage =>
      m.type === "state" && (m as StateMessage).result !== null;
    const [e1, e2] = await Promise.all([p1.next(end, 0, 120_000), p2.next(end, 0, 120_000)]);
    assert.equal(e1.msg.seq, e2.msg.seq, "both processes end on the same seq");
    assert.ok(e1.msg.seq > 10);
    const stored = await get(two.b.url, `/api/tables/${t.id}`);
    assert.equal(stored.body.seq, e1.msg.seq);
    assert.equal(stored.body.status, "finished");
    await p1.close();
    await p2.close();
  });

  it("lets exactly one of two racing choices through", async () => {
    for (let round = 0; round < 5; round++) {
      const t = await createTable(two.a.url, { system: "vision" });
      const x = await WsClient.open(two.a.url, t.id);
      const y = await WsClient.open(two.b.url, t.id);
      x.send({ hello: tokenOf(t, "p1") });
      y.send({ hello: tokenOf(t, "p1") });
      const sx = (await x.next(isState())).msg;
      await y.next(isState());
      const [o1, o2] = [sx.options[0].id, sx.options[sx.options.length - 1].id];
      x.send({ choose: o1, seq: 0 });
      y.send({ choose: o2, seq: 0 });
      await x.next(isState(1));
      await y.next(isState(1));
      // The loser's "stale" may come after the winner's broadcast reached it: wait a little.
      const staleOnes = () => [x, y].filter((c) => c.messages.some(isError("stale")));
      for (let i = 0; i < 100 && staleOnes().length === 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
      const stale = staleOnes();
      const stored = await get(two.a.url, `/api/tables/${t.id}`);
      assert.equal(stored.body.seq, 1, `round ${round}: one choice stored`);
      assert.equal(stale.length, 1, `round ${round}: one of the two told stale`);
      await x.close();
      await y.close();
    }
  });
});
