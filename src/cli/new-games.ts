/**
 * "New game" setups for `kassen menu`, by system id: a whole game from the start. A system
 * without an entry offers only its scenarios.
 */
import type { Json } from "../engine/index.ts";

/** Setups of a fresh game, by system id. */
export const NEW_GAMES: Record<string, Json> = {
  vision: { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } },
};
