/**
 * `GET /api/systems`: what the lobby offers — each system's id, name in every language, and the
 * seats of its new game (a seat named `gm`/`kp` is the GM's/KP's). Public facts only.
 */
import type { FastifyInstance } from "fastify";
import type { Lang } from "../../engine/index.ts";
import { SYSTEM_ENTRIES } from "../../systems/registry.ts";
import { GM_SEATS } from "../create-table.ts";
import type { SystemInfo } from "../protocol/api-types.ts";

/** Every system's lobby facts, computed once (a new game's seats never change). */
function systemInfos(): SystemInfo[] {
  return Object.entries(SYSTEM_ENTRIES).map(([id, entry]) => {
    const system = entry.system;
    const seats =
      entry.newGame === undefined
        ? []
        : system.create({ seed: 1, setup: entry.newGame, options: {}, pinned: [] }).seats;
    const nameOf = (seat: string) =>
      Object.fromEntries(
        (["ja", "zh", "en"] as Lang[]).map((l) => [l, system.seatName?.(seat, l) ?? seat]),
      ) as Record<Lang, string>;
    return {
      id,
      name: system.name,
      lang: system.lang,
      seats: seats.map((seat) => ({ seat, name: nameOf(seat), gm: GM_SEATS.includes(seat) })),
      newGame: entry.newGame !== undefined,
    };
  });
}

/** Registers `GET /api/systems`. */
export function systemRoutes(app: FastifyInstance): void {
  let infos: SystemInfo[] | null = null;
  app.get("/api/systems", async () => ({ systems: (infos ??= systemInfos()) }));
}
