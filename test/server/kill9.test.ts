/**
 * An acknowledged choice survives kill -9: `kassen serve` (on SQLite, then on PostgreSQL) is killed at random moments
 * while scripted sockets and server-side bots play, more than twenty times; after each kill every
 * choice a client was acknowledged is stored as it was made, the table rebuilt from the store
 * (snapshot + choices) has the hash of an offline replay of the stored choices, and after the
 * restart play goes on from where it was.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { applyChoices, startBattle } from "../../src/engine/index.ts";
import { openStore } from "../../src/server/store/open-store.ts";
import { loadTable } from "../../src/server/table/load-table.ts";
import { storedStart } from "../../src/server/table/stored-start.ts";
import { picker } from "../../src/shared/picker.ts";
import { autoPlay } from "./scripted-player.ts";
import { type CreatedTable, createTable } from "./server-helpers.ts";
import { spawnServer } from "./server-process.ts";
import { type Backend, pgSkip, postgresBackend } from "./store-helpers.ts";
import { isState, WsClient } from "./ws-client.ts";

/**
 * Kills per database: 22 in every run; `npm run test:stress` (KASSEN_STRESS=1) soaks three times
 * as long.
 */
const KILLS = process.env.KASSEN_STRESS === "1" ? 66 : 22;

/** One scripted seat: its token, the last seq it saw, the choices it was acknowledged. */
interface Player {
  table: string;
  seat: string;
  token: string;
  lastSeq: number | undefined;
  acked: Map<number, string>;
}

const SETUPS: Record<string, unknown>[] = [
  { system: "vision", seats: { p2: { kind: "bot", bot: "random" } } },
  { system: "ygo-trpg", seats: { p2: { kind: "bot", bot: "random" } } },
  { system: "magical-girl" },
];

const PG_SKIP = await pgSkip();

// SQLite and PostgreSQL side by side: separate servers and stores, so each one's rounds are the
// same as when they ran one after the other, and the file takes the time of the slower one.
describe("kill -9", { concurrency: 2 }, () => {
  for (const kind of ["sqlite", "postgres"] as const)
    describe(`kill -9 (${kind})`, { skip: kind === "postgres" ? PG_SKIP : false }, () => {
      const dir = mkdtempSync(join(tmpdir(), "kassen-kill9-"));
      let pg: Backend | null = null;
      /** The flags naming the store, and how the test opens it between kills. */
      const where = () => (pg === null ? ["--data", dir] : ["--db", pg.db]);
      const open = () => (pg === null ? openStore({ dataDir: dir }) : openStore({ db: pg.db }));
      before(async () => {
        if (kind === "postgres") pg = await postgresBackend();
      });
      after(async () => {
        rmSync(dir, { recursive: true, force: true });
        await pg?.cleanup();
      });

      it(`loses no acknowledged choice over ${KILLS} kills`, async () => {
        const players: Player[] = [];
        const tables = new Map<string, CreatedTable>();
        const pick = picker(2026);
        let totalAcked = 0;
        for (let round = 0; round < KILLS; round++) {
          const srv = await spawnServer(where());
          // Keep three live tables: a finished one is replaced by a new one.
          for (const setup of SETUPS) {
            const live = [...tables.values()].filter((t) => t.system === setup.system);
            const open = await Promise.all(
              live.map(
                async (t) =>
                  (await fetch(`${srv.url}/api/tables/${t.id}`).then((r) => r.json())) as {
                    status: string;
                  },
              ),
            );
            if (open.some((t) => t.status === "open")) continue;
            const t = await createTable(srv.url, setup);
            tables.set(t.id, t);
            for (const s of t.seats)
              if (s.token !== undefined)
                players.push({
                  table: t.id,
                  seat: s.seat,
                  token: s.token,
                  lastSeq: undefined,
                  acked: new Map(),
                });
          }
          // Reconnect every seat with the last seq it saw (all at once: a round's time is the
          // server's start and the play, not the sockets' handshakes one after another); count
          // acknowledgements this round.
          let ackedNow = 0;
          const clients = await Promise.all(
            players.map(async (p, k) => {
              const c = await WsClient.open(srv.url, p.table);
              let sent: { seq: number; option: string } | null = null;
              autoPlay(c, 100 + k + round * 31, 100_000, (seq, option) => {
                sent = { seq, option };
              });
              c.ws.on("message", (data) => {
                const m = JSON.parse(String(data));
                if (m.type !== "state") return;
                p.lastSeq = m.seq;
                // The state after a choice of ours is its acknowledgement: it was stored first.
                if (sent !== null && m.seq === sent.seq + 1) {
                  p.acked.set(m.seq, sent.option);
                  ackedNow++;
                  totalAcked++;
                  sent = null;
                }
              });
              c.send(
                p.lastSeq === undefined ? { hello: p.token } : { hello: p.token, seq: p.lastSeq },
              );
              return c;
            }),
          );
          await Promise.all(clients.map((c) => c.next(isState())));
          // Play goes on after every restart: wait for an acknowledged choice, then kill at random.
          for (let i = 0; i < 400 && ackedNow === 0; i++)
            await new Promise((r) => setTimeout(r, 10));
          assert.ok(ackedNow > 0, `round ${round}: no choice was acknowledged after the restart`);
          await new Promise((r) => setTimeout(r, 20 + pick(400)));
          srv.child.kill("SIGKILL");
          assert.equal(await srv.exited, "SIGKILL");
          await Promise.all(clients.map((c) => c.close().catch(() => {})));

          const store = await open();
          try {
            for (const id of tables.keys()) {
              const meta = await store.getTable(id);
              assert.ok(meta !== null, `table ${id} stored`);
              const rows = await store.choices(id);
              assert.deepEqual(
                rows.map((r) => r.seq),
                rows.map((_, i) => i + 1),
                `${id}: seqs 1..n without gaps`,
              );
              for (const p of players.filter((x) => x.table === id))
                for (const [seq, option] of p.acked)
                  assert.equal(
                    rows[seq - 1]?.option,
                    option,
                    `round ${round}: ${id} seq ${seq} of ${p.seat} acknowledged but not stored`,
                  );
              const { system, init } = storedStart(meta);
              const offline = startBattle(system, init);
              applyChoices(
                offline,
                rows.map((r) => [r.seat, r.option]),
              );
              const rebuilt = await loadTable(store, meta);
              assert.equal(
                rebuilt.hash(),
                offline.hash(),
                `round ${round}: ${id} rebuilt ≠ offline replay`,
              );
            }
          } finally {
            await store.close();
          }
        }
        assert.ok(totalAcked >= KILLS, `${totalAcked} acknowledged choices in all`);
      });
    });
});
