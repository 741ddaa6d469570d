/**
 * Tables for the server bench: created over the HTTP API like a client would, one scripted
 * socket per person seat (bench/server-seat.ts), and closed again.
 */
import { BenchSeat, type SeatRun } from "./server-seat.ts";

/** A table of the bench and its seats' sockets. */
export interface BenchTable {
  id: string;
  seats: BenchSeat[];
  /** The seats' secret tokens, in the order of `seats`. */
  tokens: string[];
  done: boolean;
}

/** Runs `fn(i)` for i < count, at most `width` at a time. */
export async function inParallel(
  width: number,
  count: number,
  fn: (i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) await fn(next++);
    }),
  );
}

/** A fresh run's shared state (not playing yet). */
export function newRun(thinkMs: SeatRun["thinkMs"], maxSeq?: number): SeatRun {
  return {
    playing: false,
    timedFrom: Number.POSITIVE_INFINITY,
    timedUntil: Number.POSITIVE_INFINITY,
    thinkMs,
    maxSeq,
    latencies: [],
    stateBytes: 0,
    stateCount: 0,
    errors: {},
    onResult: () => {},
  };
}

let seeds = 1;

/** Creates a table of `system` and opens a socket for each of its person seats. */
export async function openTable(url: string, system: string, run: SeatRun): Promise<BenchTable> {
  const r = await fetch(`${url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    // Every seat a person's (a new game's default): each is a socket of the bench.
    body: JSON.stringify({ system }),
  });
  const body = (await r.json()) as { id: string; seats: { token?: string }[]; error?: string };
  if (r.status !== 201) throw new Error(`creating a table: ${r.status} ${body.error}`);
  const tokens = body.seats.flatMap((s) => (s.token === undefined ? [] : [s.token]));
  const seats = await Promise.all(
    tokens.map((token) => BenchSeat.open(url, body.id, token, run, seeds++)),
  );
  return { id: body.id, seats, tokens, done: false };
}

/** Closes every socket of the tables. */
export async function closeAll(tables: Iterable<BenchTable>): Promise<void> {
  await Promise.all([...tables].flatMap((t) => t.seats.map((s) => s.close())));
}
