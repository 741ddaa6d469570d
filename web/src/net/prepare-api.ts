/**
 * The prepare page's calls to the build API (issue 30): a system's shipped content, the server's
 * answer about a prepared battle (its problems and summary), a quick sim and "make it X %
 * winnable" (a tune). A refusal is thrown as an Error with the server's one line.
 */
import type {
  PrepAnswer,
  PrepDoc,
  PrepSystem,
  ShippedContent,
  SimAnswer,
  TuneAnswer,
} from "../../../src/build/prepare/prep-types.ts";
import { answerOf } from "./answer.ts";
import type { Lang } from "./protocol.ts";

const post = (url: string, body: unknown, signal?: AbortSignal) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    ...(signal === undefined ? {} : { signal }),
  });

/** `GET /api/systems/:id/content`: the system's shipped content, each list's entries as data. */
export async function shippedContent(system: PrepSystem): Promise<ShippedContent> {
  return answerOf<ShippedContent>(
    await fetch(`/api/systems/${encodeURIComponent(system)}/content`),
  );
}

/** `POST /api/build/prepare`: the prepared battle's problems and, when it plays, its summary. */
export async function prepareAnswer(
  doc: PrepDoc,
  lang: Lang,
  signal?: AbortSignal,
): Promise<PrepAnswer> {
  return answerOf<PrepAnswer>(await post("/api/build/prepare", { doc, lang }, signal));
}

/** `POST /api/build/sim`: `battles` battles of it with its bots (1..400). */
export async function quickSim(doc: PrepDoc, battles: number, lang: Lang): Promise<SimAnswer> {
  return answerOf<SimAnswer>(await post("/api/build/sim", { doc, battles, lang }));
}

/** What a tune searches: one number (`WHAT=LO..HI`), whose win rate, and the rate wanted (0..1). */
export interface TuneRequest {
  vary: string;
  seat: string;
  target: number;
  battles?: number;
}

/** `POST /api/build/tune`: the value of one number that makes `seat` win `target` of its battles. */
export async function tune(doc: PrepDoc, req: TuneRequest, lang: Lang): Promise<TuneAnswer> {
  return answerOf<TuneAnswer>(await post("/api/build/tune", { doc, ...req, lang }));
}
