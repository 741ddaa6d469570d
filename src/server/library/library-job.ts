/**
 * The library's heavy work as a job: accepting a saved or imported pack (YAML parsed, pack
 * sized and checked), checking one for an editor, writing one as YAML. A 250 KB YAML import
 * takes the event loop ~0.7 s, a 250 KB pack's check ~0.1 s and its YAML ~0.1 s
 * (`bench/library-pack.ts`, on a busy 2-core machine), so the server runs these on
 * its upload worker (`BotPool.checkLibrary`), as it parses uploaded scenarios; an app built
 * without a pool runs them in its own thread. A refusal is an answer, not an error: it crosses
 * the thread as plain data, its status and problems whole.
 */
import { isPrepSystem } from "../../build/prepare/prep-types.ts";
import type { LibraryKind } from "../store/types.ts";
import {
  type AcceptedPack,
  acceptPack,
  type LibraryBody,
  LibraryRefusal,
  type PackProblem,
  packProblems,
  packSystem,
  sizedPack,
} from "./library-pack.ts";
import { scenarioYaml } from "./library-scenario.ts";
import { packYaml } from "./pack-yaml.ts";

/**
 * Accept a save or import (`POST`/`PUT /api/library`), check a pack (`/api/library/check`), or
 * write a stored pack as YAML (`GET /api/library/:id/yaml`).
 */
export type LibraryJob =
  | { op: "accept"; body: LibraryBody }
  | { op: "check"; system: string; kind?: LibraryKind; pack: Record<string, unknown> }
  | { op: "yaml"; system: string; kind: LibraryKind; pack: string };

/** What a job comes to: the accepted pack, a check's problems, or a refusal (status, line). */
export type LibraryAnswer =
  | { accepted: AcceptedPack }
  | { problems: PackProblem[] }
  | { yaml: string }
  | { refused: { status: number; error: string; problems: PackProblem[] } };

/** Runs a job (throws only on a defect: every refusal is an answer). */
export function runLibraryJob(job: LibraryJob): LibraryAnswer {
  try {
    if (job.op === "accept") return { accepted: acceptPack(job.body) };
    if (job.op === "yaml")
      return {
        yaml:
          job.kind === "scenario" && isPrepSystem(job.system)
            ? scenarioYaml(job.system, job.pack)
            : packYaml(JSON.parse(job.pack)),
      };
    const system = packSystem(job.system);
    const { pack } = sizedPack(system, job.pack);
    return { problems: packProblems(system, job.kind, pack) };
  } catch (err) {
    if (!(err instanceof LibraryRefusal)) throw err;
    return { refused: { status: err.status, error: err.message, problems: err.problems } };
  }
}

/** Runs library jobs somewhere (rejects with BotPoolError when a pool cannot take one now). */
export type LibraryChecker = (job: LibraryJob) => Promise<LibraryAnswer>;

/** The in-thread runner (an app built without a pool). */
export const checkLibraryInThread: LibraryChecker = async (job) => runLibraryJob(job);
