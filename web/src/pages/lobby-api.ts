/** The lobby's calls to the table API (one line of error text on a refusal). */
import type { Lang } from "../net/protocol.ts";

/** A system as `GET /api/systems` describes it. */
export interface SystemInfo {
  id: string;
  name: Record<Lang, string>;
  lang: Lang;
  seats: { seat: string; name: Record<Lang, string>; gm: boolean }[];
  newGame: boolean;
}

/** One seat of a made table, as `POST /api/tables` answers. */
export interface CreatedSeat {
  seat: string;
  kind: string;
  bot: string | null;
  token?: string;
  link?: string;
}

/** The answer to `POST /api/tables`. */
export interface CreatedTable {
  id: string;
  title: string;
  system: string;
  seats: CreatedSeat[];
  spectator: { token: string; link: string };
}

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
