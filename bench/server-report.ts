/**
 * The server bench's lines in `npm run bench`: one row per load run as it finishes, then the
 * rebuild times, and what the figures include.
 */
import { benchServer, type ServerBenchOptions, type ServerBenchResult } from "./server.ts";
import type { LoadResult } from "./server-load.ts";

const f0 = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString("en") : "—");
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : "—");
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : "—");

/** The header of the load rows. */
const HEADER =
  "  store     tables  think s   choices/s  p50 ms  p99 ms  max ms  KB/table open→played  CPU ms/choice  server/client/other cores";

/** One load row. */
export function loadRow(store: string, r: LoadResult): string {
  const think = r.thinkMs === null ? "none" : `${r.thinkMs[0] / 1000}–${r.thinkMs[1] / 1000}`;
  const errors = Object.entries(r.errors).map(([k, n]) => `${k} ${n}`);
  const notes = [
    `${f1(r.stateKB)} KB/state`,
    ...(errors.length === 0 ? [] : [`errors: ${errors.join(", ")}`]),
  ];
  return [
    `  ${store.padEnd(9)}`,
    f0(r.tables).padStart(6),
    think.padStart(8),
    f0(r.choicesPerSecond).padStart(11),
    f1(r.p50Ms).padStart(7),
    f1(r.p99Ms).padStart(7),
    f0(r.maxMs).padStart(7),
    `${f0(r.kbPerTable).padStart(8)} → ${f0(r.kbPerTableAfter).padEnd(10)}`,
    f2(r.cpuMsPerChoice).padStart(14),
    `${f2(r.serverCores).padStart(9)}/${f2(r.clientCores)}/${f2(r.otherCores)}`,
    ` ${notes.join("; ")}`,
  ].join(" ");
}

/** Runs the server bench, printing as it goes through `say`; returns the results. */
export async function printServerBench(
  opts: Omit<ServerBenchOptions, "onLoad" | "onNote">,
  say: (line?: string) => void,
): Promise<ServerBenchResult[]> {
  say("\nserver: kassen serve (child process) ↔ scripted sockets in this process, loopback");
  say(
    `  vision, 2 person seats per table, random legal options; ${opts.seconds} s timed window; the client shares the 2 cores`,
  );
  say(HEADER);
  const out = await benchServer({
    ...opts,
    onLoad: (store, r) => say(loadRow(store, r)),
    onNote: (line) => say(`  ${line}`),
  });
  for (const r of out) {
    if (r.rebuild === null) continue;
    const b = r.rebuild;
    say(
      `  ${r.store}: rebuild of a ${b.choices}-choice ${b.system} battle (loadTable in-process, first / median warm):`,
    );
    for (const t of b.inProcess)
      say(
        `    ${t.how.padEnd(20)} ${String(t.replayed).padStart(3)} replayed  ${f1(t.firstMs).padStart(7)} ms / ${f2(t.medianMs)} ms`,
      );
    say(`    fresh server, first hello → state: ${f1(b.freshServerHelloMs)} ms`);
  }
  return out;
}
