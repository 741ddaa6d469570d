/**
 * How long the server takes to rebuild a long battle from its store: a table played over
 * sockets to exactly 300 stored choices (magical-girl: vision's random games rarely last that
 * long), the server stopped, then
 *
 * - in this process, `loadTable` on the same store (what the hub runs at a table's first hello),
 *   from the snapshot the server took at choice 300, from a snapshot 50 choices back (the most
 *   `SNAPSHOT_EVERY` leaves to replay) and from no snapshot (all 300 replayed): the first load
 *   (cold code) and the median of warm ones;
 * - a fresh server process's first hello on that table: socket open to the first state (cold).
 */

import { openStore } from "../src/server/store/open-store.ts";
import type { StoredTable, TableStore } from "../src/server/store/types.ts";
import { SNAPSHOT_EVERY } from "../src/server/table/hub.ts";
import { loadTable } from "../src/server/table/load-table.ts";
import { median } from "./median.ts";
import { type ServeOptions, startServerProcess } from "./server-process.ts";
import { BenchSeat } from "./server-seat.ts";
import { type BenchTable, closeAll, newRun, openTable } from "./server-tables.ts";

/** The choices the rebuilt battle holds. */
export const REBUILD_CHOICES = 300;
const SYSTEM = "magical-girl";

/** One way of rebuilding, timed. */
export interface RebuildTime {
  how: string;
  replayed: number;
  firstMs: number;
  medianMs: number;
}

/** The rebuild figures of one store. */
export interface RebuildResult {
  system: string;
  choices: number;
  inProcess: RebuildTime[];
  /** Fresh `kassen serve`: socket open + hello → first state, from the stored snapshot. */
  freshServerHelloMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Plays tables over sockets until one holds REBUILD_CHOICES choices; returns it and a token. */
async function playLongTable(opts: ServeOptions): Promise<{ id: string; token: string }> {
  const server = await startServerProcess(opts);
  const run = newRun(null, REBUILD_CHOICES);
  const tables: BenchTable[] = [];
  try {
    for (let round = 0; round < 5; round++) {
      const batch = await Promise.all(
        Array.from({ length: 4 }, () => openTable(server.url, SYSTEM, run)),
      );
      tables.push(...batch);
      run.playing = true;
      for (const t of batch) for (const s of t.seats) s.consider();
      const deadline = performance.now() + 60_000;
      while (performance.now() < deadline) {
        const states = batch.map((t) => t.seats[0].state);
        const long = batch.find((_, i) => states[i]?.seq === REBUILD_CHOICES);
        if (long !== undefined) {
          // The snapshot at the last choice is written after its state is sent: give it time.
          await sleep(500);
          return { id: long.id, token: long.tokens[0] };
        }
        if (states.every((s) => s?.result !== null)) break;
        await sleep(50);
      }
    }
    throw new Error(`no ${SYSTEM} battle lasted ${REBUILD_CHOICES} choices in 20 tries`);
  } finally {
    run.playing = false;
    await closeAll(tables);
    await server.stop();
  }
}

/**
 * The store as `loadTable` sees it (its snapshot and choices), showing another snapshot (or
 * none) and only the choices up to `lastSeq`.
 */
function storeView(
  store: TableStore,
  snap: { seq: number; state: string } | null,
  lastSeq = Number.POSITIVE_INFINITY,
): TableStore {
  const view: Pick<TableStore, "latestSnapshot" | "choices"> = {
    latestSnapshot: async () => snap,
    choices: async (t, after) => (await store.choices(t, after)).filter((c) => c.seq <= lastSeq),
  };
  return view as TableStore;
}

/** Times `loadTable` on `store`: the first run and the median of `runs` more. */
async function timeLoads(
  how: string,
  store: TableStore,
  meta: StoredTable,
  runs = 20,
): Promise<RebuildTime> {
  const times: number[] = [];
  let replayed = 0;
  for (let i = 0; i <= runs; i++) {
    const snap = await store.latestSnapshot(meta.id);
    const t0 = performance.now();
    const t = await loadTable(store, meta);
    times.push(performance.now() - t0);
    replayed = t.seq - (snap?.seq ?? 0);
    if (t.seq !== REBUILD_CHOICES)
      throw new Error(`rebuilt ${t.seq} choices, not ${REBUILD_CHOICES}`);
  }
  return { how, replayed, firstMs: times[0], medianMs: median(times.slice(1)) };
}

/** Plays, stops, rebuilds; the server is started and stopped here. */
export async function benchRebuild(opts: ServeOptions): Promise<RebuildResult> {
  const { id, token } = await playLongTable(opts);
  const store = await openStore({ db: opts.db, dataDir: opts.dataDir });
  const inProcess: RebuildTime[] = [];
  try {
    const meta = await store.getTable(id);
    const stored = await store.latestSnapshot(id);
    if (meta === null || stored === null || stored.seq !== REBUILD_CHOICES)
      throw new Error(`table ${id}: no snapshot at choice ${REBUILD_CHOICES} was stored`);
    // The snapshot SNAPSHOT_EVERY choices back: the table rebuilt that far, as the hub takes it.
    const earlier = REBUILD_CHOICES - SNAPSHOT_EVERY;
    const back = {
      seq: earlier,
      state: (await loadTable(storeView(store, null, earlier), meta)).snapshot(),
    };
    inProcess.push(await timeLoads(`snapshot at ${REBUILD_CHOICES}`, store, meta));
    inProcess.push(
      await timeLoads(`snapshot ${SNAPSHOT_EVERY} back`, storeView(store, back), meta),
    );
    inProcess.push(await timeLoads("no snapshot", storeView(store, null), meta));
  } finally {
    await store.close();
  }
  const server = await startServerProcess(opts);
  try {
    const t0 = performance.now();
    const seat = await BenchSeat.open(server.url, id, token, newRun(null), 1);
    const freshServerHelloMs = performance.now() - t0;
    await seat.close();
    return { system: SYSTEM, choices: REBUILD_CHOICES, inProcess, freshServerHelloMs };
  } finally {
    await server.stop();
  }
}
