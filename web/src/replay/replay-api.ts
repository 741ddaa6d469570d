/**
 * The replay viewer's calls: a finished table's replay (with one of its links' tokens, sent as a
 * Bearer header — never in an address) and the steps of a replay for one seat, which the server
 * makes (`POST /api/replays/steps`): the browser cannot load the engine's content.
 */

import type { ReplaySteps } from "../../../src/server/protocol/api-types.ts";
import type { Lang } from "../net/protocol.ts";

export type {
  ReplayStep,
  ReplaySteps,
  StepChoice,
} from "../../../src/server/protocol/api-types.ts";

/** A replay file as text, and where it came from (a file name or a table id). */
export interface ReplaySource {
  name: string;
  text: string;
}

/** The largest replay the server takes (src/shared/limits.ts MAX_REPLAY_BYTES). */
export const MAX_REPLAY_BYTES = 8 * 1024 * 1024;

async function answer(res: Response): Promise<unknown> {
  const body = (await res.json().catch(() => ({}))) as { error?: string };
  if (!res.ok) throw new Error(body.error ?? `${res.status} ${res.statusText}`);
  return body;
}

/** The replay of a finished table (named by its title), fetched with one of its links' tokens. */
export async function fetchTableReplay(id: string, token: string): Promise<ReplaySource> {
  const at = `/api/tables/${encodeURIComponent(id)}`;
  const [replay, table] = await Promise.all([
    fetch(`${at}/replay`, { headers: { authorization: `Bearer ${token}` } }).then(answer),
    fetch(at).then(answer),
  ]);
  return { name: (table as { title?: string }).title ?? id, text: JSON.stringify(replay) };
}

/** Every step of `replay` as `seat` (null: a spectator) saw it, in `lang`. */
export async function fetchSteps(
  replay: ReplaySource,
  seat: string | null,
  lang: Lang,
): Promise<ReplaySteps> {
  const q = new URLSearchParams({ seat: seat ?? "spectator", lang });
  const res = await fetch(`/api/replays/steps?${q}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: replay.text,
  });
  return (await answer(res)) as ReplaySteps;
}
