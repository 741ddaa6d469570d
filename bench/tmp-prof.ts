import { vision } from "../src/systems/vision/index.ts";
import { benchRandomGames } from "./random-games.ts";

const r = benchRandomGames(
  vision,
  (seed) => ({ seed, setup: { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } } }),
  6000,
);
console.log(Math.round(r.decisionsPerSecond));
