/**
 * The replay viewer's calls: a finished table's replay (with one of its links' tokens, sent as a
 * Bearer header — never in an address) and the steps of a replay for one seat, which the server
 * makes (`POST /api/replays/steps`, in ranges): the browser cannot load the engine's content.
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

/**
 * Steps the viewer asks for first: enough to show step 0 and step through the start while the
 * rest comes (a 250-choice game's first answer is then ~8% of its steps, not all of them).
 */
export const FIRST_RANGE = 20;

/** Steps asked for in each later request: the server's largest range. */
export { MAX_REPLAY_RANGE as NEXT_RANGE } from "../../../src/shared/limits.ts";

/**
 * `count` steps of `replay` from step `from`, as `seat` (null: a spectator) saw them, in
 * `lang`; the answer's `total` says how many steps the whole replay has.
 */
export async function fetchSteps(
  replay: ReplaySource,
  seat: string | null,
  lang: Lang,
  from: number,
  count: number,
): Promise<ReplaySteps> {
  const q = new URLSearchParams({
    seat: seat ?? "spectator",
    lang,
    from: String(from),
    count: String(count),
  });
  const res = await fetch(`/api/replays/steps?${q}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: replay.text,
  });
  return answerOf<ReplaySteps>(res);
}
