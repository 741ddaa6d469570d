/** The lobby's calls to the table API (one line of error text on a refusal). */

import type {
  CreatedTable,
  HeldTables,
  Preset,
  ScenarioSeats,
  SystemInfo,
} from "../../../src/server/protocol/api-types.ts";
import { answerOf } from "../net/answer.ts";
import type { Lang } from "../net/protocol.ts";

export type {
  CreatedSeat,
  CreatedTable,
  LobbySeat,
  Preset,
  ScenarioSeats,
  SystemInfo,
} from "../../../src/server/protocol/api-types.ts";

/** The body of `POST /api/tables`. */
export interface CreateRequest {
  system: string;
  lang: Lang;
  scenario?: string;
  title?: string;
  seats: Record<string, { kind: "person" | "bot"; bot?: string; lang?: Lang }>;
  /** A new game's form (a system's mode). */
  mode?: string;
  /** Table options (house rules) set away from their defaults (`SystemInfo.options`). */
  options?: Record<string, string>;
  /** The finished table a campaign continues from, and one of its links' tokens. */
  carryFrom?: { table: string; token: string };
  /**
   * Seats that play a deck of the library (vision, geo-march), by seat: the item's id and one
   * of its tokens (read or edit). The table plays a new game with those decks.
   */
  library?: Record<string, { id: string; token: string }>;
  /** Table talk: whether spectators read the public talk (absent: the server's default, no). */
  talk?: { spectators: boolean };
}

/** The systems the server runs. */
export async function fetchSystems(): Promise<SystemInfo[]> {
  return (await answerOf<{ systems: SystemInfo[] }>(await fetch("/api/systems"))).systems;
}

/** Makes a table. */
export async function createTable(req: CreateRequest): Promise<CreatedTable> {
  return answerOf<CreatedTable>(
    await fetch("/api/tables", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(req),
    }),
  );
}

/** The preset games of every system. */
export async function fetchPresets(): Promise<Preset[]> {
  return (await answerOf<{ presets: Preset[] }>(await fetch("/api/presets"))).presets;
}

/** An uploaded scenario's name and seats (the server parses it: the browser cannot). */
export async function fetchScenarioSeats(system: string, scenario: string): Promise<ScenarioSeats> {
  return answerOf<ScenarioSeats>(
    await fetch("/api/scenarios/seats", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ system, scenario }),
    }),
  );
}

/**
 * The status (`open`, `finished`) of each table the tokens open, by table id: one request for
 * the links this browser kept (`POST /api/tables/mine`; the server lists no one's tables). A
 * table missing from the answer is gone, or closed: its links open nothing any more.
 */
export async function fetchHeldStatus(tokens: string[]): Promise<Map<string, string>> {
  if (tokens.length === 0) return new Map();
  const answer = await answerOf<HeldTables>(
    await fetch("/api/tables/mine", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tokens }),
    }),
  );
  return new Map(answer.tables.map((t) => [t.id, t.status]));
}

/**
 * What a table continuing finished table `id` would carry over, as one line in `lang` (each
 * player's character and life), asked with one of that table's links' tokens.
 */
export async function fetchCarry(id: string, token: string, lang: Lang): Promise<string> {
  const res = await fetch(`/api/tables/${encodeURIComponent(id)}/carry?lang=${lang}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answerOf<{ text: string }>(res)).text;
}
