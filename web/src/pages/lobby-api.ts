/** The lobby's calls to the table API (one line of error text on a refusal). */

import type {
  CreatedTable,
  Preset,
  ScenarioSeats,
  SystemInfo,
} from "../../../src/server/protocol/api-types.ts";
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
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({}))) as { error?: string };
  if (!res.ok) throw new Error(body.error ?? `${res.status} ${res.statusText}`);
  return body as T;
}

/** The systems the server runs. */
export async function fetchSystems(): Promise<SystemInfo[]> {
  return (await json<{ systems: SystemInfo[] }>(await fetch("/api/systems"))).systems;
}

/** Makes a table. */
export async function createTable(req: CreateRequest): Promise<CreatedTable> {
  return json<CreatedTable>(
    await fetch("/api/tables", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(req),
    }),
  );
}

/** The preset games of every system. */
export async function fetchPresets(): Promise<Preset[]> {
  return (await json<{ presets: Preset[] }>(await fetch("/api/presets"))).presets;
}

/** An uploaded scenario's name and seats (the server parses it: the browser cannot). */
export async function fetchScenarioSeats(system: string, scenario: string): Promise<ScenarioSeats> {
  return json<ScenarioSeats>(
    await fetch("/api/scenarios/seats", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ system, scenario }),
    }),
  );
}

/** A table's public status (`open`, `finished` or `closed`); null when the server has no such table. */
export async function fetchTableStatus(id: string): Promise<string | null> {
  const res = await fetch(`/api/tables/${encodeURIComponent(id)}`);
  if (res.status === 404) return null;
  return (await json<{ status: string }>(res)).status;
}
