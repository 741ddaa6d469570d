/**
 * The GM's/KP's prepared battle over HTTP (issue 30, docs/server.md "Preparing a battle"):
 * `POST /api/build/prepare` answers its problems, each at its place, and a summary at a glance
 * when it has none; `POST /api/build/sim` plays a quick sim of it with bots and answers each side's win rate with
 * its 95 % interval; `POST /api/build/tune` finds the value of one number that makes a seat win
 * the asked share ("make it 70 % winnable"). Both are bounded before any battle: battles and
 * seconds, cheap bots, one at a time per server process beyond a small queue (503), an allowance
 * per address a minute (429). Every refusal is `{ error: one line }` naming the body field.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { KassenError, seatLabel } from "../../engine/index.ts";
import {
  BUILD_PREPARES_PER_MINUTE,
  BUILD_QUEUE,
  BUILD_SIM_BATTLES,
  BUILD_SIM_SECONDS,
  BUILD_SIMS_PER_MINUTE,
  BUILD_TUNE_BATTLES,
  BUILD_TUNE_SECONDS,
  BUILD_TUNES_PER_MINUTE,
  echo,
  grouped,
  MAX_BUILD_SIM_BATTLES,
  MAX_BUILD_TUNE_BATTLES,
  MAX_ID_CHARS,
} from "../../shared/limits.ts";
import { SYSTEM_ENTRIES } from "../../systems/registry.ts";
import { prepareTune, runTune } from "../../tune/run-tune.ts";
import { parseVary, type VarySpec } from "../../tune/vary-spec.ts";
import { BotPoolError } from "../bots/bot-pool-error.ts";
import { BuildQueue, BuildQueueFull } from "../build/build-queue.ts";
import { BuildRefusal } from "../build/build-refusal.ts";
import { prepPlan } from "../build/prep-plan.ts";
import { bodyDoc, docScenario } from "../build/prep-scenario.ts";
import { type Preparer, prepareInThread } from "../build/prepare-job.ts";
import { simAnswer } from "../build/sim-answer.ts";
import { SimWorkerKeeper } from "../build/sim-worker-keeper.ts";
import { timedSim } from "../build/timed-sim.ts";
import { parseInThread, type UploadParser } from "../upload-parser.ts";
import { AddressAllowance, issueLine } from "./request-limits.ts";

/** The answer's interval half-width at which a tune stops refining (as `kassen tune`'s default). */
const TUNE_PRECISION = 0.025;

const Lang = z.enum(["ja", "zh", "en"]);

/** The prepared battle (its shape is readPrepDoc's to check, with the place it names). */
const Doc = z.custom<unknown>(
  (v) => v !== undefined,
  "expected a prepared battle (a mapping with system:, name: and setup:)",
);

/** `POST /api/build/prepare`. */
const PrepareBody = z.strictObject({ doc: Doc, lang: Lang });

/** `POST /api/build/sim`. */
const SimBody = z.strictObject({
  doc: Doc,
  battles: z
    .number()
    .int()
    .min(1)
    .max(MAX_BUILD_SIM_BATTLES, {
      message: `expected at most ${grouped(MAX_BUILD_SIM_BATTLES)} battles in a quick sim`,
    })
    .optional(),
  lang: Lang,
});

/** `POST /api/build/tune`. */
const TuneBody = z.strictObject({
  doc: Doc,
  vary: z.string().max(300),
  seat: z.string().min(1).max(MAX_ID_CHARS),
  target: z.number().min(0).max(1),
  battles: z
    .number()
    .int()
    .min(1)
    .max(MAX_BUILD_TUNE_BATTLES, {
      message: `expected at most ${grouped(MAX_BUILD_TUNE_BATTLES)} battles in a tune`,
    })
    .optional(),
  lang: Lang,
});

/** How many checks, sims and tunes one address may ask a minute (0: no limit). */
export interface BuildAllowances {
  preparesPerMinute?: number;
  simsPerMinute?: number;
  tunesPerMinute?: number;
}

/** The `vary` field read (BuildRefusal naming it). */
function varyOf(text: string): VarySpec {
  try {
    return parseVary(text);
  } catch (err) {
    if (err instanceof KassenError) throw new BuildRefusal(`vary: ${err.message}`);
    throw err;
  }
}

/** A KassenError of the tune's checks (`--vary X: …` in the CLI's words) as the body's field. */
function tuneLine(err: KassenError): string {
  return `vary: ${err.message.replace(/^--vary /, "")}`;
}

/** Where the routes' checks run (the server: its upload worker; default: in this thread). */
export interface BuildCheckers {
  /** Parses a prepared battle's scenario as an uploaded scenario is parsed. */
  parseUpload?: UploadParser;
  /** Answers `POST /api/build/prepare`. */
  prepare?: Preparer;
}

/** Registers the build routes. Sims and tunes share one queue: one plays at a time. */
export function buildRoutes(
  app: FastifyInstance,
  checkers: BuildCheckers = {},
  allow: BuildAllowances = {},
): void {
  const parseUpload = checkers.parseUpload ?? parseInThread;
  const prepare = checkers.prepare ?? prepareInThread;
  const preparesPerMinute = allow.preparesPerMinute ?? BUILD_PREPARES_PER_MINUTE;
  const prepares = new AddressAllowance(preparesPerMinute);
  const simsPerMinute = allow.simsPerMinute ?? BUILD_SIMS_PER_MINUTE;
  const tunesPerMinute = allow.tunesPerMinute ?? BUILD_TUNES_PER_MINUTE;
  const sims = new AddressAllowance(simsPerMinute);
  const tunes = new AddressAllowance(tunesPerMinute);
  const queue = new BuildQueue(BUILD_QUEUE);
  // Quick sims share one worker kept between them (its start costs more than their battles).
  const keeper = new SimWorkerKeeper();
  app.addHook("onClose", async () => keeper.close());

  /** Sends a refusal; rethrows what is not one (a defect: 500). */
  const refuse = (reply: FastifyReply, err: unknown) => {
    if (err instanceof BuildRefusal) return reply.code(err.status).send({ error: err.message });
    if (err instanceof BuildQueueFull)
      return reply.code(503).send({
        error: `busy: ${BUILD_QUEUE + 1} sims or tunes are playing or waiting on this server; try again in a minute`,
      });
    throw err;
  };

  app.post("/api/build/prepare", async (req, reply) => {
    const parsed = PrepareBody.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ error: issueLine(parsed.error.issues) });
    if (!prepares.take(req.ip))
      return reply.code(429).send({
        error: `too many prepared battles checked from this address: at most ${grouped(preparesPerMinute)} a minute`,
      });
    try {
      // A doc that is no prepared battle is its first problem, at its place: the page shows it.
      return await prepare({ doc: parsed.data.doc, lang: parsed.data.lang });
    } catch (err) {
      if (err instanceof BotPoolError)
        return reply.code(503).send({ error: err.message.split("\n")[0] });
      throw err;
    }
  });

  app.post("/api/build/sim", async (req, reply) => {
    const parsed = SimBody.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ error: issueLine(parsed.error.issues) });
    const { battles = BUILD_SIM_BATTLES, lang } = parsed.data;
    try {
      const doc = bodyDoc(parsed.data.doc);
      if (!sims.take(req.ip))
        throw new BuildRefusal(
          `too many sims asked from this address: at most ${grouped(simsPerMinute)} a minute`,
          429,
        );
      const scenario = await docScenario(doc, parseUpload);
      const { plan, sides } = prepPlan(doc.system, scenario, battles, lang);
      const run = await queue.run(() => timedSim(plan, BUILD_SIM_SECONDS, keeper));
      return simAnswer(run.tally, sides, run.seconds);
    } catch (err) {
      // A battle the engine refuses mid-play: the document's doing (its entries, its setup).
      if (err instanceof KassenError && !(err instanceof BuildRefusal))
        return refuse(reply, new BuildRefusal(`doc: ${err.message}`));
      return refuse(reply, err);
    }
  });

  app.post("/api/build/tune", async (req, reply) => {
    const parsed = TuneBody.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ error: issueLine(parsed.error.issues) });
    const { battles = BUILD_TUNE_BATTLES, lang, seat, target } = parsed.data;
    try {
      const doc = bodyDoc(parsed.data.doc);
      const spec = varyOf(parsed.data.vary);
      if (!tunes.take(req.ip))
        throw new BuildRefusal(
          `too many tunes asked from this address: at most ${grouped(tunesPerMinute)} a minute`,
          429,
        );
      const scenario = await docScenario(doc, parseUpload);
      const { plan, seats } = prepPlan(doc.system, scenario, battles, lang);
      if (!seats.includes(seat))
        throw new BuildRefusal(
          `seat: no seat ${JSON.stringify(echo(seat))} in this battle (seats: ${seats.join(", ")})`,
        );
      let prepared: ReturnType<typeof prepareTune>;
      try {
        prepared = prepareTune(plan, [spec]);
      } catch (err) {
        if (err instanceof KassenError) throw new BuildRefusal(tuneLine(err));
        throw err;
      }
      const system = SYSTEM_ENTRIES[doc.system].system;
      return await queue.run(() =>
        runTune(
          {
            plan,
            specs: [spec],
            seat,
            seatName: seatLabel(system, seat, lang),
            target,
            battles,
            precision: TUNE_PRECISION,
            seconds: BUILD_TUNE_SECONDS,
            workers: 1,
          },
          prepared,
        ),
      );
    } catch (err) {
      // A varied value the battle refuses mid-play (a schema allows it, a rule does not).
      if (err instanceof KassenError && !(err instanceof BuildRefusal))
        return refuse(reply, new BuildRefusal(tuneLine(err)));
      return refuse(reply, err);
    }
  });
}
