/**
 * Nobody lists other people's tables (issue 26): `GET /api/tables` lists nothing to anyone, and
 * `POST /api/tables/mine` tells a caller only about the tables its tokens open. Real server,
 * on SQLite and on PostgreSQL (skipped when unreachable, but under CI=true).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  type CreatedTable,
  createTable,
  get,
  post,
  startTestServer,
  type TestServer,
  tokenOf,
} from "./server-helpers.ts";
import { type Backend, pgSkip, postgresBackend } from "./store-helpers.ts";

const PG_SKIP = await pgSkip();

for (const kind of ["sqlite", "postgres"] as const)
  describe(`whose tables a caller learns of (${kind})`, {
    skip: kind === "postgres" && PG_SKIP,
  }, () => {
    let s: TestServer;
    let pg: Backend | null = null;
    let a: CreatedTable;
    let b: CreatedTable;
    before(async () => {
      if (kind === "postgres") pg = await postgresBackend();
      s = await startTestServer(pg?.db);
      a = await createTable(s.url, { system: "vision", title: "Alice's table" });
      b = await createTable(s.url, { system: "ygo-trpg", title: "Bob's table" });
    });
    after(async () => {
      await s?.stop();
      await pg?.cleanup();
    });

    /** The ids and titles `POST /api/tables/mine` answers for `tokens`. */
    async function mine(tokens: string[]): Promise<string[]> {
      const r = await post(s.url, "/api/tables/mine", { tokens });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return (r.body.tables as { id: string; title: string }[]).map((t) => `${t.id} ${t.title}`);
    }

    it("lists no table to a caller without links", async () => {
      const r = await get(s.url, "/api/tables");
      assert.equal(r.status, 403);
      assert.match(r.body.error, /lists no one's tables/);
      for (const q of ["", "?status=open", "?status=finished"]) {
        const text = JSON.stringify((await get(s.url, `/api/tables${q}`)).body);
        for (const t of [a, b]) {
          assert.ok(!text.includes(t.id), `GET /api/tables${q} names no table`);
          assert.ok(!text.includes(t.title));
        }
      }
      assert.deepEqual(await mine([]), []);
      assert.deepEqual(await mine(["not-a-token", "x".repeat(128)]), []);
    });

    it("gives a caller exactly the tables its tokens open", async () => {
      assert.deepEqual(await mine([tokenOf(a, "p1")]), [`${a.id} Alice's table`]);
      assert.deepEqual(await mine([a.spectator.token]), [`${a.id} Alice's table`]);
      // Two links of one table: the table once.
      assert.deepEqual(await mine([tokenOf(a, "p1"), tokenOf(a, "p2")]), [`${a.id} Alice's table`]);
      const both = await mine([tokenOf(b, "gm"), tokenOf(a, "p2"), "nope"]);
      assert.deepEqual(both.sort(), [`${a.id} Alice's table`, `${b.id} Bob's table`].sort());
      // The public facts only: never a seed, a start or a token.
      const r = await post(s.url, "/api/tables/mine", { tokens: [tokenOf(b, "gm")] });
      const [t] = r.body.tables as Record<string, unknown>[];
      assert.deepEqual(Object.keys(t).sort(), [
        "createdAt",
        "id",
        "seats",
        "seq",
        "status",
        "system",
        "title",
        "updatedAt",
      ]);
      assert.ok(!JSON.stringify(r.body).includes(tokenOf(b, "gm")));
    });

    it("lists a closed table to nobody: its links open nothing", async () => {
      const c = await createTable(s.url, { system: "vision", title: "closed one" });
      assert.equal((await mine([tokenOf(c, "p1")])).length, 1);
      await s.hub.store.setStatus(c.id, "closed");
      assert.deepEqual(await mine([tokenOf(c, "p1")]), []);
    });

    it("refuses a body that is not a short list of tokens", async () => {
      for (const body of [
        {},
        { tokens: "abc" },
        { tokens: [1] },
        { tokens: [""] },
        { tokens: ["x".repeat(129)] },
        { tokens: Array.from({ length: 101 }, (_, i) => `t${i}`) },
        { tokens: [], status: "open" },
      ]) {
        const r = await post(s.url, "/api/tables/mine", body);
        assert.equal(r.status, 400, JSON.stringify(body).slice(0, 80));
        assert.match(r.body.error, /^(tokens|body)/);
      }
    });
  });
