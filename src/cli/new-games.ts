/**
 * "New game" setups for `kassen menu`, by system id (from the system registry). A system without
 * one offers only its scenarios.
 */
import type { Json } from "../engine/index.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";

/** Setups of a fresh game, by system id. */
export const NEW_GAMES: Record<string, Json> = Object.fromEntries(
  Object.entries(SYSTEM_ENTRIES).flatMap(([id, e]) =>
    e.newGame === undefined ? [] : [[id, e.newGame]],
  ),
);
