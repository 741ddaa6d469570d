/**
 * A simulation plan: everything needed to play battle i of a run, as plain JSON so it can be
 * sent to worker threads. Made from a scenario (its setup, options, pinned dice and script) or
 * from a system's fresh whole game.
 */
import type { Json, Lang, Seat } from "../engine/index.ts";

/** What `kassen sim` plays. */
export interface SimPlan {
  /** The scenario file, or `new:<system>` for a fresh whole game. */
  source: string;
  system: string;
  setup: Json;
  options: Record<string, Json>;
  /** Pinned dice every battle rolls first (only with `--pinned`; usually none). */
  pinned: number[];
  /** Choices made before the bots take over (the scenario's script). */
  script: [Seat, string][];
  /** Bot spec for every seat. */
  bots: Record<Seat, string>;
  seed: number;
  battles: number;
  /** Decisions per battle before it counts as unfinished. */
  maxDecisions: number;
  lang: Lang;
}
