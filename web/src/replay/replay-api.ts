/**
 * The replay viewer's calls: a finished table's replay (with one of its links' tokens, sent as a
 * Bearer header — never in an address) and the steps of a replay for one seat, which the server
 * makes (`POST /api/replays/steps`): the browser cannot load the engine's content.
 */

import type { ReplaySteps } from "../../../src/server/protocol/api-types.ts";
import { answerOf } from "../net/answer.ts";
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

/** The largest replay the server takes: checked here first, before a byte is sent. */
export { MAX_REPLAY_BYTES } from "../../../src/shared/limits.ts";

/** The replay of a finished table (named by its title), fetched with one of its links' tokens. */
export async function fetchTableReplay(id: string, token: string): Promise<ReplaySource> {
  const at = `/api/tables/${encodeURIComponent(id)}`;
  const [replay, table] = await Promise.all([
    fetch(`${at}/replay`, { headers: { authorization: `Bearer ${token}` } }).then(
      answerOf<unknown>,
    ),
    fetch(at).then(answerOf<{ title?: string }>),
  ]);
  return { name: table.title ?? id, text: JSON.stringify(replay) };
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
  return answerOf<ReplaySteps>(res);
}
