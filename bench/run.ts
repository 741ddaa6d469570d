/**
 * `npm run bench`: throughput figures for the issue notes (never for timed tests).
 *
 * 1. engine — whole games per system between bare random players, in this thread, logging off
 *    (CPU time), and the heap a live battle holds at its first decision;
 * 2. sim — the same through `kassen sim` (worker threads, tallies) on one worker and on all;
 *    with the projection for one million vision battles (`--million` plays them for real);
 * 3. bots — greedy and MCTS decisions per second;
 * 4. odds — milliseconds per `kassen odds` answer;
 * 5. cli — a command's start-to-exit time from the launcher's bundle and from the sources;
 * 6. pool — the table server's bot pool: random-bot decisions through worker threads vs in-process;
 * 7. server — `kassen serve` under scripted sockets on SQLite and PostgreSQL (bench/server.ts).
 *    Not in the default set (about 5 minutes): `npm run bench -- --only server`, with
 *    `--server-tables 100,300,1000` (tables played with think time), `--server-think 1000-2000`
 *    (ms per choice), `--server-max 100` (tables played without; 0: none), `--server-seconds 20`
 *    (timed window), `--server-db sqlite,postgres`, `--server-profile <dir>` (node --cpu-prof),
 *    `--server-data-root <dir>` (where SQLite's data folders go; /dev/shm takes the disk out).
 *
 * 9. tune — `kassen tune` per system against a brute-force grid at the same precision (battles,
 *    time; bench/tune-vs-grid.ts). Not in the default set (about a minute and a half):
 *    `npm run bench -- --only tune`.
 *
 * 8. web — a choice clicked in chromium → the next view rendered, p50/p99 on loopback
 *    (bench/web-click.ts). Not in the default set (needs /usr/bin/chromium; about a minute):
 *    `npm run bench -- --only web`, with `--web-choices 300` (timed choices per system).
 *
 * 9. packs — strangers' 250 KB content packs against `kassen serve`: /health p50/p99 while they
 *    are uploaded, and the server's RSS after N pack tables were made and left
 *    (bench/pack-tables.ts). Not in the default set (about two minutes):
 *    `npm run bench -- --only packs`, with `--pack-tables 60`.
 *
 * 10. talk — table talk under load: N vision tables whose seats chat and roll over loopback
 *    sockets against `kassen serve`, p50/p99 from a line sent to its acknowledgement and to the
 *    other seat (bench/talk-latency.ts). Not in the default set (about a minute per store):
 *    `npm run bench -- --only talk`, with `--talk-tables 200`, `--talk-seconds 20`,
 *    `--talk-db sqlite,postgres`.
 *
 * Flags: `--games N` (engine and sim runs), `--only engine,sim,bots,odds,cli,pool,server,web,packs,tune,talk`,
 * `--systems vision,…` (default all), `--json`.
 */

import { SYSTEM_ENTRIES } from "../src/systems/registry.ts";
import { withLowered } from "../src/systems/shared/lowered-runtime.ts";
import { battleBytes } from "./battle-memory.ts";
import { benchBotPool } from "./bot-pool.ts";
import { benchBot } from "./bot-speed.ts";
import { benchCliStart } from "./cli-start.ts";
import {
  benchLoweredGames,
  type LoweredGamesResult,
  loweredBattleBytes,
  loweredTemplateOf,
  sumLowered,
} from "./lowered-games.ts";
import { benchOdds } from "./odds.ts";
import { benchPackTables } from "./pack-tables.ts";
import { benchRandomGames, type GamesResult, sumGames } from "./random-games.ts";
import { servedBattleBytes } from "./served-battle-memory.ts";
import { printServerBench } from "./server-report.ts";
import { benchSim, workerCounts } from "./sim-throughput.ts";
import { benchTalk } from "./talk-latency.ts";
import { benchTune, tuneLines } from "./tune-vs-grid.ts";
import { benchWebClicks } from "./web-click.ts";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const games = Number(flag("--games")) || 5000;
const json = args.includes("--json");
const only = new Set((flag("--only") ?? "engine,sim,bots,odds,cli,pool").split(","));
const pick = flag("--systems")?.split(",");
const systems = Object.entries(SYSTEM_ENTRIES).filter(
  ([id, e]) => e.newGame !== undefined && (pick === undefined || pick.includes(id)),
);
const results: Record<string, unknown> = { node: process.version };
const say = (line = ""): void => {
  if (!json) console.log(line);
};
const int = (x: number): string => Math.round(x).toLocaleString("en");

say(`Kassen bench — Node ${process.version}`);
if (only.has("engine")) {
  say("\nengine: whole games, bare random players, this thread, logging off, CPU time");
  say("  (the API: startBattle + pendingSeat/optionCount/chooseIndex, on the runtime behind it;");
  say("   engine path: the same with KASSEN_LOWERED=0; lowered: the runtime driven directly)");
  const out: Record<string, unknown> = {};
  for (const [id, e] of systems) {
    const init = (seed: number) => ({ seed, setup: e.newGame ?? null, options: e.benchOptions });
    const prepared =
      e.lowered === undefined
        ? undefined
        : loweredTemplateOf(e.lowered, { ...init(0), log: false });
    const t = typeof prepared === "string" ? undefined : prepared;
    // Both warmed up, then measured in alternating blocks: the API and the runtime driven
    // directly run the same runtime code, and whichever ran first would pay its JIT warm-up.
    benchRandomGames(e.system, init, Math.max(50, Math.floor(games / 10)));
    if (t !== undefined) benchLoweredGames(t, Math.max(200, Math.floor(games / 5)));
    let r: GamesResult | undefined;
    let lr: LoweredGamesResult | undefined;
    for (let block = 0; block < 4; block++) {
      r = sumGames(r, benchRandomGames(e.system, init, games));
      if (t !== undefined) lr = sumLowered(lr, benchLoweredGames(t, games));
    }
    if (r === undefined) throw new Error("no blocks");
    const liveBytes = battleBytes(e.system, init);
    out[id] = { ...r, usPerDecision: (1e6 * r.seconds) / r.decisions, liveBytes };
    say(
      `  ${id.padEnd(13)} ${int(r.gamesPerSecond).padStart(6)} games/CPU-s  ${((1e6 * r.seconds) / r.decisions).toFixed(2).padStart(5)} µs/decision  (${(r.decisions / r.games).toFixed(0)} decisions/game, ${int(r.stateBytes)} B state JSON, ${int(liveBytes)} B per live battle, heap + typed arrays)`,
    );
    const engineOnly = withLowered(false, () => {
      benchRandomGames(e.system, init, Math.max(50, Math.floor(games / 10))); // JIT warm-up
      const er = benchRandomGames(e.system, init, games);
      return { ...er, liveBytes: battleBytes(e.system, init) };
    });
    out[`${id}:engine-path`] = {
      ...engineOnly,
      usPerDecision: (1e6 * engineOnly.seconds) / engineOnly.decisions,
    };
    say(
      `  ${"  engine path".padEnd(13)} ${int(engineOnly.gamesPerSecond).padStart(6)} games/CPU-s  ${((1e6 * engineOnly.seconds) / engineOnly.decisions).toFixed(2).padStart(5)} µs/decision  (${int(engineOnly.liveBytes)} B per live battle; the API is ${(r.gamesPerSecond / engineOnly.gamesPerSecond).toFixed(1)}× it)`,
    );
    // The system's lowered runtime (what kassen sim plays on), same games, same chooser.
    if (typeof prepared === "string") say(`  ${"".padEnd(13)} lowered: refused (${prepared})`);
    if (t !== undefined && lr !== undefined) {
      const lowBytes = loweredBattleBytes(t);
      out[`${id}:lowered`] = { ...lr, liveBytes: lowBytes };
      say(
        `  ${"  lowered".padEnd(13)} ${int(lr.gamesPerSecond).padStart(6)} games/CPU-s  ${lr.usPerDecision.toFixed(2).padStart(5)} µs/decision  (${(lr.decisions / lr.games).toFixed(0)} decisions/game, ${int(lowBytes)} B per live battle, ${(lr.gamesPerSecond / r.gamesPerSecond).toFixed(1)}× the API)`,
      );
    }
  }
  // Battles as the table server starts them (opaque ids, log kept): bench/served-battle-memory.ts.
  for (const r of servedBattleBytes(pick, 1000)) {
    (out[r.system] as Record<string, unknown>).servedBytes = r.logOn;
    say(
      `  ${r.system.padEnd(13)} ${int(r.logOn)} B heap per live served battle (opaque ids, log on)`,
    );
  }
  results.engine = out;
}
if (only.has("sim")) {
  say("\nsim: kassen sim with random bots (worker start-up included)");
  const out: unknown[] = [];
  for (const [id] of systems) {
    for (const workers of workerCounts()) {
      // Vision's runs are long enough that worker start-up (~1–2 s) does not hide the rate the
      // one-million projection needs.
      const r = await benchSim(id, id === "vision" ? Math.max(games, 30_000) : games, workers);
      out.push(r);
      say(
        `  ${id.padEnd(13)} ${String(workers).padStart(2)} worker(s) ${int(r.battlesPerSecond).padStart(6)} battles/s  ${int(r.decisionsPerSecond).padStart(8)} decisions/s`,
      );
    }
  }
  const vision = out.filter((r) => (r as { system: string }).system === "vision");
  const best = vision.at(-1) as { battlesPerSecond: number; workers: number } | undefined;
  if (best !== undefined) {
    const seconds = 1_000_000 / best.battlesPerSecond;
    results.millionVisionSeconds = seconds;
    say(
      `  → one million vision battles on ${best.workers} workers: ≈ ${int(seconds)} s (target 60 s)`,
    );
  }
  if (args.includes("--million")) {
    const r = await benchSim("vision", 1_000_000, workerCounts().at(-1) ?? 1);
    results.million = r;
    say(`  one million vision battles: ${r.seconds.toFixed(1)} s`);
  }
  results.sim = out;
}
if (only.has("bots")) {
  say("\nbots: decisions per CPU-second (bot on the first seat, random elsewhere)");
  const out: unknown[] = [];
  for (const [id] of systems) {
    for (const [spec, n] of [
      // Greedy decides in well under a millisecond: enough decisions to be past the JIT's
      // warm-up, where runtime greedy is ~3× cheaper than in its first few hundred decisions.
      ["greedy", 1500],
      // ≥ 100 decisions: fewer left the figure too noisy to show even a 2× change.
      ["mcts:100", 120],
    ] as const) {
      // The same decisions with the samples on the engine and on the runtime, interleaved.
      benchBot(id, spec, Math.ceil(n / 4), "engine"); // JIT warm-up
      benchBot(id, spec, Math.ceil(n / 4), "runtime");
      const e = benchBot(id, spec, n, "engine");
      const r = benchBot(id, spec, n, "runtime");
      out.push(e, r);
      say(
        `  ${id.padEnd(13)} ${spec.padEnd(9)} ${r.decisionsPerSecond.toFixed(1).padStart(8)} decisions/s  (${r.msPerDecision.toFixed(2)} ms each; on the engine ${e.msPerDecision.toFixed(2)} ms: ${(e.msPerDecision / r.msPerDecision).toFixed(1)}×)`,
      );
    }
  }
  results.bots = out;
}
if (only.has("odds")) {
  say("\nodds: milliseconds per answer (median, answer + rendering)");
  const out = benchOdds();
  for (const r of out) say(`  ${r.question.padEnd(44)} ${r.ms.toFixed(2)} ms`);
  results.odds = out;
}
if (only.has("cli")) {
  say("\ncli: kassen command, process start to exit (median; bundle vs TypeScript sources)");
  const out = await benchCliStart();
  for (const r of out) {
    say(`  ${r.command.padEnd(54)} ${int(r.bundleMs).padStart(5)} ms  vs ${int(r.sourcesMs)} ms`);
  }
  results.cli = out;
}
if (only.has("pool")) {
  say("\npool: table server bots, random on every seat of vision games (decisions/s)");
  const out = await benchBotPool(Math.max(20, Math.floor(games / 100)));
  for (const r of out)
    say(`  ${r.how.padEnd(36)} ${int(r.decisionsPerSecond).padStart(8)} decisions/s`);
  results.pool = out;
}
if (only.has("tune")) {
  say("\ntune: one case per system, tune vs a brute-force grid at the answer's precision");
  const out = await benchTune();
  for (const line of tuneLines(out)) say(line);
  results.tune = out;
}
if (only.has("server")) {
  const [lo, hi] = (flag("--server-think") ?? "1000-2000").split("-").map(Number);
  const opts = {
    tables: (flag("--server-tables") ?? "100,300,1000").split(",").map(Number),
    thinkMs: [lo, hi ?? lo] as [number, number],
    maxTables: Number(flag("--server-max") ?? 100),
    seconds: Number(flag("--server-seconds") ?? 20),
    stores: (flag("--server-db") ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[],
    profileDir: flag("--server-profile"),
    dataRoot: flag("--server-data-root"),
  };
  results.server = await printServerBench(opts, say);
}
if (only.has("web")) {
  say("\nweb: a choice clicked in chromium → its answer received / in the DOM / painted (ms)");
  const out = await benchWebClicks(
    systems.map(([id]) => id),
    Number(flag("--web-choices") ?? 300),
  );
  for (const r of out)
    say(
      `  ${r.system.padEnd(13)} ${String(r.choices).padStart(4)} choices (${r.tables} tables)  received p50 ${r.receivedP50.toFixed(1)} p99 ${r.receivedP99.toFixed(1)}  in DOM p50 ${r.stateP50.toFixed(1)} p99 ${r.stateP99.toFixed(1)}  painted p50 ${r.viewP50.toFixed(1)} p99 ${r.viewP99.toFixed(1)} max ${r.viewMax.toFixed(1)}`,
    );
  results.web = out;
}
if (only.has("packs")) {
  say("\npacks: 250 KB content packs uploaded to kassen serve (SQLite)");
  const r = await benchPackTables(Number(flag("--pack-tables") ?? 60));
  say(
    `  /health during ${r.uploads} uploads: ${r.healthRequests} requests, p50 ${r.healthP50Ms.toFixed(1)} ms, p99 ${r.healthP99Ms.toFixed(1)} ms, max ${r.healthMaxMs.toFixed(1)} ms`,
  );
  say(
    `  server RSS: idle ${int(r.rssIdleMb)} MB → ${int(r.rssAfterMb)} MB after ${r.tables} pack tables made and left (peak ${int(r.rssPeakMb)} MB)`,
  );
  results.packs = r;
}
if (only.has("talk")) {
  const tables = Number(flag("--talk-tables") ?? 200);
  const seconds = Number(flag("--talk-seconds") ?? 20);
  const dbs = (flag("--talk-db") ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
  say(`\ntalk: ${tables} tables, each seat a line every 2–4 s (a free roll every fourth)`);
  const out = await benchTalk(tables, seconds, dbs);
  for (const r of out) {
    if (typeof r === "string") {
      say(`  skipped: ${r}`);
      continue;
    }
    say(
      `  ${r.db.padEnd(10)} ${r.linesPerSecond.toFixed(0)} lines/s  acknowledged p50 ${r.ackP50Ms.toFixed(1)} ms, p99 ${r.ackP99Ms.toFixed(1)} ms  delivered p50 ${r.deliverP50Ms.toFixed(1)} ms, p99 ${r.deliverP99Ms.toFixed(1)} ms  server CPU ${r.serverCpuMsPerLine.toFixed(2)} ms/line  (refused ${r.refused}; others kept ${r.otherCores.toFixed(1)} cores busy)`,
    );
  }
  results.talk = out;
}
if (json) console.log(JSON.stringify(results, null, 2));
