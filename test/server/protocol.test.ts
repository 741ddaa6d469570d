/**
 * The table server's protocol, over a real socket on a real server (SQLite, and PostgreSQL as
 * the store tests reach it): a game's first
 * choices, and every kind of bad input refused with a clear error, nothing stored, nothing
 * changed, the socket kept (a flood closes it with 1008).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { CREATES_PER_MINUTE } from "../../src/server/http/table-routes.ts";
import { MAX_SOCKETS_PER_TABLE } from "../../src/server/table/hub.ts";
import {
  createTable,
  get,
  post,
  startTestServer,
  stored,
  type TestServer,
  tokenOf,
} from "./server-helpers.ts";
import { type Backend, pgSkip, postgresBackend } from "./store-helpers.ts";
import { isError, isState, WsClient } from "./ws-client.ts";

const PG_SKIP = await pgSkip();

for (const kind of ["sqlite", "postgres"] as const)
  describe(`table server protocol (${kind})`, {
    skip: kind === "postgres" ? PG_SKIP : false,
  }, () => {
    let s: TestServer;
    let pg: Backend | null = null;
    before(async () => {
      if (kind === "postgres") pg = await postgresBackend();
      s = await startTestServer(pg?.db);
    });
    after(async () => {
      await s?.stop();
      await pg?.cleanup();
    });

    /** A vision table for two people, both seats connected and greeted. */
    async function visionTable() {
      const t = await createTable(s.url, { system: "vision", lang: "en" });
      const p1 = await WsClient.open(s.url, t.id);
      const p2 = await WsClient.open(s.url, t.id);
      p1.send({ hello: tokenOf(t, "p1"), seq: 0 });
      p2.send({ hello: tokenOf(t, "p2"), seq: 0 });
      const s1 = (await p1.next(isState())).msg;
      const s2 = (await p2.next(isState())).msg;
      return { t, p1, p2, s1, s2 };
    }

    it("greets each seat with its view and plays a choice to both", async () => {
      const { t, p1, p2, s1, s2 } = await visionTable();
      assert.equal(s1.seq, 0);
      assert.equal(s1.waitingFor, "p1");
      assert.ok(s1.options.length > 0, "p1 decides first and is offered options");
      assert.deepEqual(s2.options, [], "p2 is offered nothing while p1 decides");
      assert.ok(s1.options.every((o) => o.label.length > 0));
      p1.send({ choose: s1.options[0].id, seq: 0 });
      const a = await p1.next(isState(1));
      const b = await p2.next(isState(1));
      assert.equal(a.msg.seq, 1);
      assert.equal(b.msg.seq, 1);
      const table = await stored(s, t.id);
      assert.equal(table.seq, 1);
      // 53 random bits: below 2^32 once in two million tables.
      assert.ok(JSON.parse(table.init).seed >= 2 ** 32, "the secret seed is wider than 32 bits");
      await p1.close();
      await p2.close();
    });

    it("refuses bad input with one clear error and changes nothing", async () => {
      const { t, p1, p2, s1 } = await visionTable();
      const cases: [WsClient, unknown, string][] = [
        [p1, "{not json", "bad-json"],
        [p1, { choose: 5, seq: 0 }, "bad-message"],
        [p1, { choose: "x", seq: -1 }, "bad-message"],
        [p1, { hello: tokenOf(t, "p1"), seq: 0 }, "bad-message"],
        [p1, [1, 2], "bad-message"],
        [p1, { what: 1 }, "bad-message"],
        [p2, { choose: s1.options[0].id, seq: 0 }, "not-your-turn"],
        [p1, { choose: "no-such-option", seq: 0 }, "not-offered"],
        [p1, { undo: true, seq: 0 }, "not-allowed"],
        [p1, { choose: "x".repeat(20_000), seq: 0 }, "too-large"],
      ];
      for (const [c, msg, code] of cases) {
        const from = c.messages.length;
        c.send(msg);
        const e = await c.next(isError(), from);
        assert.equal(e.msg.code, code, `${JSON.stringify(msg).slice(0, 60)} → ${e.msg.message}`);
        assert.ok(
          !e.msg.message.includes("\n") && !/\bat .*\.ts:\d+/.test(e.msg.message),
          "one line, no stack",
        );
      }
      // A stale seq: the error, then the current view.
      const from = p1.messages.length;
      p1.send({ choose: s1.options[0].id, seq: 7 });
      assert.equal((await p1.next(isError("stale"), from)).msg.code, "stale");
      assert.equal((await p1.next(isState(), from)).msg.seq, 0);
      assert.equal((await stored(s, t.id)).seq, 0, "nothing stored");
      assert.equal(p1.closed, null, "the socket is kept");
      // And play goes on.
      p1.send({ choose: s1.options[0].id, seq: 0 });
      await p2.next(isState(1));
      await p1.close();
      await p2.close();
    });

    it("refuses sockets without a good token", async () => {
      const t = await createTable(s.url, { system: "vision" });
      const c = await WsClient.open(s.url, t.id);
      c.send({ choose: "x", seq: 0 });
      assert.equal((await c.next(isError())).msg.code, "no-hello");
      const held = s.hub.held;
      c.send({ hello: "AAAAAAAAAAAAAAAAAAAAAA", seq: 0 });
      assert.equal((await c.next(isError("bad-token"))).msg.code, "bad-token");
      assert.equal(s.hub.held, held, "a refused hello rebuilds no battle into memory");
      const other = await createTable(s.url, { system: "vision" });
      c.send({ hello: tokenOf(other, "p1"), seq: 0 });
      assert.equal((await c.next(isError("bad-token"), 2)).msg.code, "bad-token");
      const u = await WsClient.open(s.url, "nosuchtable");
      u.send({ hello: tokenOf(t, "p1"), seq: 0 });
      assert.equal((await u.next(isError())).msg.code, "unknown-table");
      await c.close();
      await u.close();
    });

    it("refuses a hello beyond the table's socket limit, and takes it once one leaves", async () => {
      const t = await createTable(s.url, { system: "vision" });
      const socks: WsClient[] = [];
      for (let i = 0; i < MAX_SOCKETS_PER_TABLE; i++) {
        const c = await WsClient.open(s.url, t.id);
        c.send({ hello: t.spectator.token });
        socks.push(c);
      }
      await Promise.all(socks.map((c) => c.next(isState())));
      const extra = await WsClient.open(s.url, t.id);
      extra.send({ hello: tokenOf(t, "p1") });
      assert.equal((await extra.next(isError())).msg.code, "full");
      assert.equal(extra.messages.length, 1, "no welcome, no view");
      await socks[0].close();
      await new Promise((r) => setTimeout(r, 50));
      extra.send({ hello: tokenOf(t, "p1") });
      assert.equal((await extra.next(isState())).msg.seq, 0);
      for (const c of [...socks, extra]) await c.close();
    });

    it("closes a flooding socket with 1008 and stores nothing", async () => {
      const { t, p1, p2 } = await visionTable();
      for (let i = 0; i < 500; i++) p1.send({ choose: "no-such-option", seq: 0 });
      await p1.next(isError("flood"));
      for (let i = 0; i < 50 && p1.closed === null; i++)
        await new Promise((r) => setTimeout(r, 20));
      assert.equal(p1.closed?.code, 1008);
      assert.equal((await stored(s, t.id)).seq, 0);
      assert.equal(p2.closed, null, "the other seat's socket is untouched");
      await p2.close();
    });

    it("answers bad HTTP requests with one line", async () => {
      assert.equal((await get(s.url, "/api/tables/nosuch")).status, 404);
      const bad = await post(s.url, "/api/tables", { system: "nope" });
      assert.equal(bad.status, 400);
      assert.match(bad.body.error, /^system: unknown system "nope"/);
      const seat = await post(s.url, "/api/tables", { system: "vision", seats: { p3: {} } });
      assert.match(seat.body.error, /^seats\.p3: not a seat/);
      const bot = await post(s.url, "/api/tables", {
        system: "vision",
        seats: { p2: { kind: "bot", bot: "wizard" } },
      });
      assert.match(bot.body.error, /^seats\.p2\.bot: /);
      const json = await post(s.url, "/api/tables", "{oops");
      assert.equal(json.status, 400);
      assert.equal(typeof json.body.error, "string");
      const health = await get(s.url, "/health");
      assert.equal(health.body.ok, true);
    });

    // Last: it spends this server's allowance of tables.
    it("refuses an address making tables faster than the limit", async () => {
      let status = 201;
      // Until the first refusal: the bucket refills one every 2 s, so on a slow machine 35
      // creates could keep pace with it; 4× the burst is far past any refill.
      for (let i = 0; i < CREATES_PER_MINUTE * 4 && status === 201; i++)
        status = (await post(s.url, "/api/tables", { system: "vision" })).status;
      assert.equal(status, 429);
      const r = await post(s.url, "/api/tables", { system: "vision" });
      assert.match(r.body.error, /too many tables made from this address/);
    });
  });
