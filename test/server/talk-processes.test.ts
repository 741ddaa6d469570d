/**
 * Talk across processes (issue 31): `kassen serve` killed with SIGKILL while two seats talk
 * loses no line a seat saw acknowledged (SQLite and PostgreSQL), and two server processes on
 * one PostgreSQL, their sockets talking at once, send every socket the same lines in the same
 * order (ids decided by the store's key; the loser of an id takes the next).
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { ServerMessage, TalkLine } from "../../src/server/protocol/server-messages.ts";
import { openStore } from "../../src/server/store/open-store.ts";
import { createTable, tokenOf } from "./server-helpers.ts";
import { spawnServer, twoServersOnPostgres } from "./server-process.ts";
import { type Backend, pgSkip, postgresBackend } from "./store-helpers.ts";
import { WsClient } from "./ws-client.ts";

const PG_SKIP = await pgSkip();

/** Kills per database (each after a random part of the seats' lines). */
const KILLS = 4;

/** The talk lines of `talk` messages a socket got, in the order they came. */
function received(c: WsClient): TalkLine[] {
  return c.messages.flatMap((m) => (m.type === "talk" ? m.lines : []));
}

/**
 * Says `n` lines from `c` (seat `seat`), each after the last was acknowledged (its own line
 * came back); `acked` collects each acknowledged text with its id. Stops quietly when the
 * socket dies.
 */
async function chatter(
  c: WsClient,
  seat: string,
  n: number,
  tag: string,
  acked: Map<string, number>,
): Promise<void> {
  for (let i = 0; i < n; i++) {
    const text = `${tag} ${seat} ${i}`;
    const from = c.messages.length;
    c.send({ say: text });
    try {
      const { msg } = await c.next(
        (m): m is ServerMessage => m.type === "talk" && m.lines.some((l) => l.text === text),
        from,
        10_000,
      );
      if (msg.type === "talk")
        acked.set(text, (msg.lines.find((l) => l.text === text) as TalkLine).id);
    } catch {
      return;
    }
  }
}

describe("talk and processes", { concurrency: 2 }, () => {
  for (const kind of ["sqlite", "postgres"] as const)
    describe(`kill -9 while talking (${kind})`, {
      skip: kind === "postgres" ? PG_SKIP : false,
    }, () => {
      const dir = mkdtempSync(join(tmpdir(), "kassen-talk-kill-"));
      let pg: Backend | null = null;
      const where = () => (pg === null ? ["--data", dir] : ["--db", pg.db]);
      before(async () => {
        if (kind === "postgres") pg = await postgresBackend();
      });
      after(async () => {
        rmSync(dir, { recursive: true, force: true });
        await pg?.cleanup();
      });

      it(`keeps every acknowledged line over ${KILLS} kills`, async () => {
        const acked = new Map<string, number>();
        let table: Awaited<ReturnType<typeof createTable>> | null = null;
        for (let round = 0; round < KILLS; round++) {
          const srv = await spawnServer(where());
          table ??= await createTable(srv.url, { system: "vision" });
          const t = table;
          const socks = await Promise.all(
            ["p1", "p2"].map(async (seat) => {
              const c = await WsClient.open(srv.url, t.id);
              c.send({ hello: tokenOf(t, seat) });
              await c.next((m): m is ServerMessage => m.type === "talk");
              return { seat, c };
            }),
          );
          // Both seats talk (within a seat's burst of 8); the server dies mid-way.
          const talk = Promise.all(
            socks.map(({ seat, c }) => chatter(c, seat, 8, `round ${round}`, acked)),
          );
          await new Promise((r) => setTimeout(r, 30 + round * 40));
          srv.child.kill("SIGKILL");
          await srv.exited;
          await talk;
          for (const { c } of socks) await c.close().catch(() => {});
        }
        assert.ok(acked.size >= 4, `only ${acked.size} lines acknowledged before the kills`);
        const store = await openStore(pg === null ? { dataDir: dir } : { db: pg.db });
        try {
          const rows = await store.talk((table as { id: string }).id);
          const byId = new Map(rows.map((r) => [r.id, r]));
          for (const [text, id] of acked)
            assert.deepEqual(byId.get(id)?.body, { text }, `acknowledged line #${id} "${text}"`);
          // Ids stay dense across the kills: no line lost in the middle.
          assert.deepEqual(
            rows.map((r) => r.id),
            rows.map((_, i) => i + 1),
          );
        } finally {
          await store.close();
        }
      });
    });

  describe("two processes, one PostgreSQL", { skip: PG_SKIP }, () => {
    const two = twoServersOnPostgres();

    it("every socket sees the same talk in the same order", async () => {
      const t = await createTable(two.a.url, { system: "ygo-trpg", talk: { spectators: true } });
      const seats = t.seats.filter((x) => x.token).map((x) => x.seat);
      // Each seat on both processes, and a spectator on each.
      const socks: { seat: string | null; c: WsClient }[] = [];
      for (const [i, url] of [two.a.url, two.b.url].entries())
        for (const seat of [...seats, null]) {
          const c = await WsClient.open(url, t.id);
          c.send({ hello: seat === null ? t.spectator.token : tokenOf(t, seat) });
          await c.next((m): m is ServerMessage => m.type === "talk");
          socks.push({ seat, c });
          void i;
        }
      // First one line through a: b, where nobody has talked yet, sends it to its sockets.
      const acked = new Map<string, number>();
      const first = socks[0];
      await chatter(first.c, first.seat as string, 1, "first", acked);
      for (const { c } of socks) {
        const deadline = Date.now() + 10_000;
        while (received(c).length < 1 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 50));
      }
      // Then every seat talks at once through both processes: ids are raced for.
      await Promise.all(
        socks
          .filter((x) => x.seat !== null)
          .map(({ seat, c }, i) => chatter(c, seat as string, 4, `via ${i}`, acked)),
      );
      const total = acked.size;
      assert.equal(total, seats.length * 2 * 4 + 1);
      // Everyone has them all, in id order, each once.
      for (const { seat, c } of socks) {
        const deadline = Date.now() + 10_000;
        while (received(c).length < total && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 50));
        const ids = received(c).map((l) => l.id);
        assert.deepEqual(
          ids,
          Array.from({ length: total }, (_, i) => i + 1),
          `${seat ?? "spectator"}: ${ids.join(",")}`,
        );
      }
      const texts = (c: WsClient) => received(c).map((l) => l.text);
      for (const { c } of socks) assert.deepEqual(texts(c), texts(socks[0].c));
      for (const { c } of socks) await c.close();
    });
  });
});
