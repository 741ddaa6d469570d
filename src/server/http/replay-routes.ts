/**
 * `POST /api/replays/steps?seat=<seat>&lang=<lang>`: the browser's replay viewer sends a replay
 * file (the JSON `kassen tables export --replay` writes, or `GET /api/tables/<id>/replay`
 * answers) and gets every step as the chosen seat (absent or `spectator`: a spectator) would
 * have seen it; with `from` and `count`, only those steps (at most MAX_REPLAY_RANGE), each
 * exactly as the whole answer holds it. The browser cannot load the engine's content, so the steps are made here.
 * The body's size is checked before it is parsed; every refusal is `{ "error": one line }`.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { KassenError, LANGS, type Lang } from "../../engine/index.ts";
import { parseReplay } from "../../scenario/replay-file.ts";
import {
  grouped,
  MAX_REPLAY_BYTES,
  MAX_REPLAY_RANGE,
  MAX_REPLAY_VIEW_STEPS,
} from "../../shared/limits.ts";
import { replaySteps, type StepRange } from "../replay/replay-steps.ts";
import { AddressAllowance } from "./request-limits.ts";

/**
 * Replay steps one address may ask for a minute (and at once): each is a seat view made and
 * sent, ~0.7 ms of the server's time. A viewer asks for a game's steps again only when the
 * player picks another seat or language; a whole game is a few hundred steps.
 */
export const REPLAY_STEPS_PER_MINUTE = 20_000;

type StepsRequest = FastifyRequest<{
  Querystring: { seat?: string; lang?: string; from?: string; count?: string };
}>;

/** A whole number query parameter in [min, max], or an error line naming it. */
function wholeParam(name: string, value: string, min: number, max: number): number | string {
  const n = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  return `${name}: expected a whole number from ${min} to ${grouped(max)}, got ${JSON.stringify(value.slice(0, 20))}`;
}

/** Registers the replay viewer's route. */
export function replayRoutes(app: FastifyInstance): void {
  const budgets = new AddressAllowance(REPLAY_STEPS_PER_MINUTE);
  app.post(
    "/api/replays/steps",
    { bodyLimit: MAX_REPLAY_BYTES },
    async (req: StepsRequest, reply) => {
      const fail = (error: string) => reply.code(400).send({ error });
      const lang = req.query.lang ?? "en";
      if (!(LANGS as string[]).includes(lang))
        return fail(`lang: expected ${LANGS.join(", ")}, got ${JSON.stringify(lang.slice(0, 20))}`);
      const seatParam = req.query.seat;
      const seat = seatParam === undefined || seatParam === "spectator" ? null : seatParam;
      // A range (`from`, `count`: both or neither): the viewer's first step shows after one
      // small answer, not after a whole long game's steps.
      const { from: fromParam, count: countParam } = req.query;
      let range: StepRange | null = null;
      if (fromParam !== undefined || countParam !== undefined) {
        if (fromParam === undefined || countParam === undefined)
          return fail("from, count: expected both or neither");
        const from = wholeParam("from", fromParam, 0, MAX_REPLAY_VIEW_STEPS);
        if (typeof from === "string") return fail(from);
        const count = wholeParam("count", countParam, 1, MAX_REPLAY_RANGE);
        if (typeof count === "string") return fail(count);
        range = { from, count };
      }
      if (req.body === null || typeof req.body !== "object" || Array.isArray(req.body))
        return fail("body: expected a replay file's JSON object");
      try {
        // The replay's own checks, as `kassen replay` makes them (format, system, setup).
        const { replay, system } = parseReplay(JSON.stringify(req.body), "replay");
        // A replay over the viewer's limit is refused by replaySteps (a 400), not counted here.
        const asked = Math.min(replay.choices.length, MAX_REPLAY_VIEW_STEPS) + 1;
        if (!budgets.take(req.ip, range === null ? asked : Math.min(asked, range.count + 1)))
          return reply.code(429).send({
            error: `too many replay steps asked from this address: at most ${grouped(REPLAY_STEPS_PER_MINUTE)} a minute`,
          });
        return await replaySteps(system, replay, seat, lang as Lang, "replay", range);
      } catch (err) {
        if (err instanceof KassenError) return fail(err.message.split("\n")[0]);
        throw err;
      }
    },
  );
}
