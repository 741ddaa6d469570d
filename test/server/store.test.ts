/**
 * The table store, one suite run on both backends: SQLite (a real file) and PostgreSQL (a real
 * server, a database of this run's own). See store-helpers.ts for when PostgreSQL is skipped.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import pg from "pg";
import { StoreError } from "../../src/server/store/errors.ts";
import { MIGRATIONS } from "../../src/server/store/migrations/index.ts";
import { openStore } from "../../src/server/store/open-store.ts";
import type { ChoiceNotice, TableStore } from "../../src/server/store/types.ts";
import { hashToken, newToken } from "../../src/server/tokens.ts";
import {
  appliedMigrations,
  type Backend,
  newTable,
  pgSkip,
  postgresBackend,
  sqliteBackend,
  storeChild,
} from "./store-helpers.ts";

const PG_SKIP = await pgSkip();

/** Appends choices 1..n (options o1..on) to a table; asserts each is accepted. */
async function appendN(s: TableStore, tableId: string, n: number, from = 1): Promise<void> {
  for (let seq = from; seq < from + n; seq++) {
    const r = await s.appendChoice({
      tableId,
      seq,
      seat: "p1",
      option: `o${seq}`,
      at: 2_000 + seq,
    });
    assert.equal(r, "ok", `seq ${seq}`);
  }
}

/** Resolves with the first value `check` returns that is not undefined, polling every 20 ms. */
async function eventually<T>(check: () => T | undefined, what: string, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

for (const kind of ["sqlite", "postgres"] as const) {
  describe(`table store on ${kind}`, { skip: kind === "postgres" ? PG_SKIP : false }, () => {
    let backend: Backend;
    let store: TableStore;
    before(async () => {
      backend = kind === "sqlite" ? sqliteBackend() : await postgresBackend();
      store = await backend.open();
    });
    after(async () => {
      await store?.close();
      await backend?.cleanup();
    });

    test("creates, gets and lists tables, seats in their order", async () => {
      const { table } = newTable({
        seats: [
          { seat: "zed", kind: "gm", bot: null, lang: "zh", tokenHash: hashToken(newToken()) },
          {
            seat: "amy",
            kind: "bot",
            bot: "mcts:200",
            lang: "en",
            tokenHash: hashToken(newToken()),
          },
        ],
      });
      await store.createTable(table);
      const got = await store.getTable(table.id);
      assert.deepEqual(got, {
        id: table.id,
        system: "vision",
        init: table.init,
        title: "new vision game",
        status: "open",
        createdAt: 1_000,
        updatedAt: 1_000,
        seq: 0,
        seats: [
          { seat: "zed", kind: "gm", bot: null, lang: "zh" },
          { seat: "amy", kind: "bot", bot: "mcts:200", lang: "en" },
        ],
      });
      assert.equal(await store.getTable("no-such-table"), null);

      const older = newTable({ createdAt: 500, title: "older" }).table;
      const newer = newTable({ createdAt: 9_000, title: "newer" }).table;
      await store.createTable(older);
      await store.createTable(newer);
      const ids = (await store.listTables()).map((t) => t.id);
      assert.deepEqual(
        ids.filter((id) => [older.id, table.id, newer.id].includes(id)),
        [newer.id, table.id, older.id],
      );
      const listed = (await store.listTables()).find((t) => t.id === table.id);
      assert.deepEqual(
        listed?.seats.map((s) => s.seat),
        ["zed", "amy"],
      );
      assert.equal((await store.listTables({ limit: 2 })).length, 2);
      await store.setStatus(older.id, "finished");
      assert.deepEqual(
        (await store.listTables({ status: "finished" })).map((t) => t.id),
        [older.id],
      );
    });

    test("a table id or token stored twice is refused whole", async () => {
      const { table } = newTable();
      await store.createTable(table);
      const again = newTable({ spectatorTokenHash: table.spectatorTokenHash }).table;
      await assert.rejects(store.createTable(again), StoreError);
      assert.equal(await store.getTable(again.id), null, "no half-stored table");
    });

    test("tokens: a seat's or the spectators', by hash only", async () => {
      const { table, tokens, spectator } = newTable();
      await store.createTable(table);
      assert.deepEqual(await store.findToken(hashToken(tokens.p1)), {
        tableId: table.id,
        seat: "p1",
      });
      assert.deepEqual(await store.findToken(hashToken(tokens.p2)), {
        tableId: table.id,
        seat: "p2",
      });
      assert.deepEqual(await store.findToken(hashToken(spectator)), {
        tableId: table.id,
        seat: null,
      });
      assert.equal(await store.findToken(tokens.p1), null, "the token itself is no key");
      assert.equal(await store.findToken(hashToken(newToken())), null);
    });

    test("choices come back in order, from after a seq", async () => {
      const { table } = newTable();
      await store.createTable(table);
      await appendN(store, table.id, 5);
      const all = await store.choices(table.id);
      assert.deepEqual(
        all.map((c) => [c.seq, c.option, c.at]),
        [1, 2, 3, 4, 5].map((n) => [n, `o${n}`, 2_000 + n]),
      );
      assert.deepEqual(all[0], { tableId: table.id, seq: 1, seat: "p1", option: "o1", at: 2_001 });
      assert.deepEqual(
        (await store.choices(table.id, 3)).map((c) => c.seq),
        [4, 5],
      );
      assert.deepEqual(await store.choices(table.id, 5), []);
      const t = await store.getTable(table.id);
      assert.equal(t?.seq, 5);
      assert.equal(t?.updatedAt, 2_005);
    });

    test("a duplicate seq or a gap is stale and stores nothing", async () => {
      const { table } = newTable();
      await store.createTable(table);
      await appendN(store, table.id, 2);
      const dup = { tableId: table.id, seq: 2, seat: "p2", option: "other", at: 9_999 };
      assert.equal(await store.appendChoice(dup), "stale");
      assert.equal(await store.appendChoice({ ...dup, seq: 4 }), "stale", "a gap");
      assert.equal(await store.appendChoice({ ...dup, seq: 0 }), "stale");
      assert.equal(await store.appendChoice({ ...dup, tableId: "no-such-table", seq: 1 }), "stale");
      assert.deepEqual(
        (await store.choices(table.id)).map((c) => c.option),
        ["o1", "o2"],
      );
      const t = await store.getTable(table.id);
      assert.equal(t?.seq, 2);
      assert.equal(t?.updatedAt, 2_002);
      assert.equal(await store.appendChoice({ ...dup, seq: 3 }), "ok", "the next seq still fits");
    });

    test("a race: two stores append the same seq at once, exactly one wins", async () => {
      const other = await backend.open();
      try {
        const { table } = newTable();
        await store.createTable(table);
        for (let seq = 1; seq <= 25; seq++) {
          const [a, b] = await Promise.all([
            store.appendChoice({ tableId: table.id, seq, seat: "p1", option: "a", at: seq }),
            other.appendChoice({ tableId: table.id, seq, seat: "p2", option: "b", at: seq }),
          ]);
          assert.deepEqual([a, b].sort(), ["ok", "stale"], `seq ${seq}: ${a}, ${b}`);
          const stored = await other.choices(table.id, seq - 1);
          assert.equal(stored.length, 1);
          assert.equal(stored[0].option, a === "ok" ? "a" : "b", "the winner's choice is stored");
        }
      } finally {
        await other.close();
      }
    });

    test("a race between processes: every seq stored once, no gap", async () => {
      const { table } = newTable();
      await store.createTable(table);
      const last = 40;
      const children = ["x", "y", "z"].map((name) =>
        storeChild(["race", backend.db, table.id, String(last), name]),
      );
      const codes = await Promise.all(children.map((c) => c.done));
      assert.deepEqual(codes, [0, 0, 0]);
      const oks = children.map((c) => Number(/^ok (\d+)$/.exec(c.lines[0] ?? "")?.[1]));
      assert.equal(
        oks.reduce((a, b) => a + b, 0),
        last,
        `oks per process: ${oks}`,
      );
      const rows = await store.choices(table.id);
      assert.deepEqual(
        rows.map((c) => c.seq),
        Array.from({ length: last }, (_, i) => i + 1),
      );
      for (const [i, name] of ["x", "y", "z"].entries()) {
        assert.equal(rows.filter((r) => r.option === name).length, oks[i], name);
      }
    });

    test("an acknowledged choice survives kill -9 of its process", async () => {
      const { table } = newTable();
      await store.createTable(table);
      const child = storeChild(["ack", backend.db, table.id]);
      let acked = 0;
      await new Promise<void>((resolve) =>
        child.onLine((line) => {
          acked = Math.max(acked, Number(/^acked (\d+)$/.exec(line)?.[1] ?? 0));
          if (acked >= 20) {
            child.kill();
            resolve();
          }
        }),
      );
      await child.done;
      const reopened = await backend.open();
      try {
        const rows = await reopened.choices(table.id);
        assert.ok(rows.length >= acked, `${rows.length} stored, ${acked} acknowledged`);
        assert.deepEqual(
          rows.slice(0, acked).map((r) => r.option),
          Array.from({ length: acked }, (_, i) => `o${i + 1}`),
        );
      } finally {
        await reopened.close();
      }
    });

    test("snapshots: the newest is kept, a late older one does not replace it", async () => {
      const { table } = newTable();
      const { table: second } = newTable();
      await store.createTable(table);
      await store.createTable(second);
      assert.equal(await store.latestSnapshot(table.id), null);
      await store.saveSnapshot(table.id, 5, "state-5");
      await store.saveSnapshot(table.id, 10, "state-10");
      await store.saveSnapshot(table.id, 7, "state-7");
      await store.saveSnapshot(second.id, 3, "second-3");
      assert.deepEqual(await store.latestSnapshot(table.id), { seq: 10, state: "state-10" });
      assert.deepEqual(await store.latestSnapshot(second.id), { seq: 3, state: "second-3" });
    });

    test("a finished table keeps its tokens; a closed one lets nobody in", async () => {
      const { table, tokens, spectator } = newTable();
      await store.createTable(table);
      await store.setStatus(table.id, "finished");
      assert.equal((await store.getTable(table.id))?.status, "finished");
      assert.notEqual(await store.findToken(hashToken(tokens.p1)), null);
      await store.setStatus(table.id, "closed");
      assert.equal((await store.getTable(table.id))?.status, "closed");
      assert.equal(await store.findToken(hashToken(tokens.p1)), null);
      assert.equal(await store.findToken(hashToken(tokens.p2)), null);
      assert.equal(await store.findToken(hashToken(spectator)), null);
    });

    test("data survives close and reopen; migrations run once", async () => {
      const first = await backend.open();
      const { table, tokens } = newTable();
      await first.createTable(table);
      await appendN(first, table.id, 3);
      await first.saveSnapshot(table.id, 3, "s3");
      await first.close();
      await first.close(); // closing twice is harmless
      const again = await backend.open();
      try {
        assert.equal((await again.getTable(table.id))?.seq, 3);
        assert.equal((await again.choices(table.id)).length, 3);
        assert.deepEqual(await again.latestSnapshot(table.id), { seq: 3, state: "s3" });
        assert.deepEqual(await again.findToken(hashToken(tokens.p1)), {
          tableId: table.id,
          seat: "p1",
        });
      } finally {
        await again.close();
      }
      assert.deepEqual(await appliedMigrations(backend), Object.keys(MIGRATIONS).sort());
    });

    test("three processes opening a fresh database at once: migrated once, all open", async () => {
      const db = await backend.another();
      const at = String(Date.now() + 2_500);
      const children = [1, 2, 3].map(() => storeChild(["open", db, at]));
      assert.deepEqual(await Promise.all(children.map((c) => c.done)), [0, 0, 0]);
      assert.deepEqual(
        children.map((c) => c.lines),
        [["opened"], ["opened"], ["opened"]],
      );
      assert.deepEqual(await appliedMigrations(backend, db), Object.keys(MIGRATIONS).sort());
    });

    test("three stores of one process opening a fresh database at once all work", async () => {
      const db = await backend.another();
      const stores = await Promise.all([openStore({ db }), openStore({ db }), openStore({ db })]);
      try {
        const { table } = newTable();
        await stores[0].createTable(table);
        assert.equal((await stores[2].getTable(table.id))?.id, table.id);
      } finally {
        for (const s of stores) await s.close();
      }
      assert.deepEqual(await appliedMigrations(backend, db), Object.keys(MIGRATIONS).sort());
    });

    if (kind === "sqlite") {
      test("SQLite: the file is in WAL mode; listen is a no-op", async () => {
        const { default: Database } = await import("better-sqlite3");
        const raw = new Database(backend.db.replace(/^sqlite:/, ""), { readonly: true });
        try {
          assert.equal(raw.pragma("journal_mode", { simple: true }), "wal");
        } finally {
          raw.close();
        }
        await store.listen(() => assert.fail("SQLite has nothing to hear"));
      });
    }

    if (kind === "postgres") {
      test("PostgreSQL: another store's listener hears accepted choices, not stale ones", async () => {
        const listener = await backend.open();
        try {
          const heard: ChoiceNotice[] = [];
          let reconnected = 0;
          await listener.listen(
            (n) => heard.push(n),
            () => reconnected++,
          );
          const { table } = newTable();
          await store.createTable(table);
          await appendN(store, table.id, 2);
          const stale = { tableId: table.id, seq: 2, seat: "p1", option: "x", at: 1 };
          assert.equal(await store.appendChoice(stale), "stale");
          await appendN(store, table.id, 1, 3);
          await eventually(() => (heard.length >= 3 ? true : undefined), "three notices");
          assert.deepEqual(
            heard,
            [1, 2, 3].map((seq) => ({ tableId: table.id, seq })),
          );

          // The listening connection is cut: it comes back, says so, and hears again.
          const c = new pg.Client({ connectionString: backend.db });
          await c.connect();
          const cut = await c.query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'kassen-listener' AND datname = current_database()",
          );
          await c.end();
          assert.equal(cut.rowCount, 1, "one listening connection");
          await eventually(() => (reconnected > 0 ? true : undefined), "the listener back");
          await appendN(store, table.id, 1, 4);
          await eventually(() => (heard.length >= 4 ? true : undefined), "the fourth notice");
          assert.deepEqual(heard[3], { tableId: table.id, seq: 4 });
        } finally {
          await listener.close();
        }
      });
    }
  });
}

describe("opening a store from --db", () => {
  const expected = (got: string) =>
    `--db: expected postgres://…, postgresql://… or sqlite:<file>, got "${got}"`;

  for (const db of ["mysql://localhost/kassen", "http:foo", "", "sqlite:"]) {
    test(`${JSON.stringify(db)} is refused in one line`, async () => {
      await assert.rejects(openStore({ db }), (err: unknown) => {
        assert.ok(err instanceof StoreError);
        assert.equal(err.message, expected(db));
        return true;
      });
    });
  }

  test("a password in a refused URL is not echoed", async () => {
    await assert.rejects(openStore({ db: "mysql://kassen:hunter2@db/k" }), (err: Error) => {
      assert.equal(err.message, expected("mysql://kassen:***@db/k"));
      return true;
    });
  });

  test("an unreachable PostgreSQL is one line naming it", async () => {
    await assert.rejects(
      openStore({ db: "postgresql://postgres:secret@127.0.0.1:1/test" }),
      (err: unknown) => {
        assert.ok(err instanceof StoreError);
        assert.match(
          err.message,
          /^--db postgresql:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/test: cannot connect to PostgreSQL: .*ECONNREFUSED/,
        );
        assert.doesNotMatch(err.message, /\n/);
        return true;
      },
    );
  });

  test("a database that does not exist is one line too", { skip: PG_SKIP }, async () => {
    await assert.rejects(
      openStore({ db: "postgres://postgres@127.0.0.1:5432/kassen_no_such_database" }),
      /^StoreError: --db postgres:\/\/postgres@127\.0\.0\.1:5432\/kassen_no_such_database: cannot connect to PostgreSQL: database "kassen_no_such_database" does not exist$/,
    );
  });
});
