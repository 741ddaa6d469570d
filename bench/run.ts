/**
 * `npm run bench`: engine throughput per rule system on one core (this process), logging off.
 * Figures go in the issue notes, never into timed tests. `--games N` to change the run length,
 * `--json` for machine-readable output.
 */
import { SYSTEM_ENTRIES } from "../src/systems/registry.ts";
import { benchRandomGames, type GamesResult } from "./random-games.ts";

const args = process.argv.slice(2);
const games = Number(args[args.indexOf("--games") + 1]) || 5000;
const json = args.includes("--json");

// Every registered system with a whole-game setup gets a suite: adding a system adds its figures.
const suites = Object.entries(SYSTEM_ENTRIES).flatMap(([id, e]) => {
  const setup = e.newGame;
  if (setup === undefined) return [];
  return [
    {
      name: `${id}: whole games, random vs random`,
      run: (n: number) =>
        benchRandomGames(e.system, (seed) => ({ seed, setup, options: e.benchOptions }), n),
    },
  ];
});

const results: Record<string, GamesResult> = {};
for (const s of suites) {
  s.run(Math.max(50, Math.floor(games / 10))); // warm-up: let the JIT settle before measuring
  results[s.name] = s.run(games);
}

if (json) {
  console.log(JSON.stringify({ node: process.version, results }, null, 2));
} else {
  console.log(`Kassen bench — Node ${process.version}, one core, logging off`);
  for (const [name, r] of Object.entries(results)) {
    console.log(`\n${name}`);
    console.log(
      `  games      ${r.games} in ${r.seconds.toFixed(2)} s → ${Math.round(r.gamesPerSecond).toLocaleString("en")} games/s`,
    );
    console.log(
      `  decisions  ${r.decisions} → ${Math.round(r.decisionsPerSecond).toLocaleString("en")} decisions/s (${(r.decisions / r.games).toFixed(1)} per game)`,
    );
    console.log(
      `  state size ${r.stateBytes.toLocaleString("en")} bytes of JSON at the end of a game`,
    );
  }
}
