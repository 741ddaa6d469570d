/**
 * `GET /api/systems`: what the lobby offers — each system's id, name in every language, and the
 * seats of its new game (a seat named `gm`/`kp` is the GM's/KP's), its new game's modes and
 * whether it continues campaigns, and its named table options (house rules) with their values, the
 * default first, named in every language with the rule lines each rests on. Public facts only.
 */
import type { FastifyInstance } from "fastify";
import { namedOptions } from "../../scenario/system-options.ts";
import { SYSTEM_ENTRIES } from "../../systems/registry.ts";
import type { SystemInfo } from "../protocol/api-types.ts";
import { lobbySeats } from "../scenario-seats.ts";

/** Every system's lobby facts, computed once (a new game's seats never change). */
function systemInfos(): SystemInfo[] {
  return Object.entries(SYSTEM_ENTRIES).map(([id, entry]) => {
    const system = entry.system;
    const seats =
      entry.newGame === undefined
        ? []
        : system.create({ seed: 1, setup: entry.newGame, options: {}, pinned: [] }).seats;
    return {
      id,
      name: system.name,
      lang: system.lang,
      seats: lobbySeats(system, seats),
      newGame: entry.newGame !== undefined,
      modes: Object.entries(entry.modes ?? {}).map(([mode, m]) => ({ id: mode, name: m.name })),
      carry: system.carry !== undefined,
      options: namedOptions(id),
    };
  });
}

/** Registers `GET /api/systems`. */
export function systemRoutes(app: FastifyInstance): void {
  let infos: SystemInfo[] | null = null;
  app.get("/api/systems", async () => ({ systems: (infos ??= systemInfos()) }));
}
