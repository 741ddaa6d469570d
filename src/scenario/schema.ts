/**
 * The scenario file format: a battle setup, a scripted line of play, bots for whatever follows,
 * and what must hold at the end. Scenarios are how Kassen proves each rule (VIS-22 …) works as
 * the rulebook says, so every key here is something a rules author can write by hand.
 */
import { z } from "zod";
import type { Json } from "../engine/index.ts";
import {
  MAX_DECISIONS,
  MAX_ID_CHARS,
  MAX_OPTION_ID_CHARS,
  MAX_PINNED_DICE,
  MAX_SCENARIO_NAME_CHARS,
  MAX_SCRIPT_STEPS,
  MAX_TEXT_CHARS,
} from "../shared/limits.ts";

/** Any JSON value (setups and expected values are checked by the system, not here). */
export const JsonValue: z.ZodType<Json> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string(),
    z.array(JsonValue),
    z.record(z.string(), JsonValue),
  ]),
);

/** A seat id such as `p1` or `gm`. */
const SeatId = z
  .string()
  .max(MAX_ID_CHARS)
  .regex(/^[\w-]+$/, "a seat id like p1");

/** An option id as a script or an expectation names it. */
const OptionId = z.string().max(MAX_OPTION_ID_CHARS);

/** A partial match against one log event: its type `t` plus any fields to compare. */
const EventPattern = z.object({ t: z.string() }).catchall(JsonValue);

/** What the decision pending at the end must look like; `null` means none is pending. */
const PendingExpect = z
  .object({
    seat: SeatId.optional(),
    /** Option ids that must be offered. */
    includes: z.array(OptionId).optional(),
    /** Option ids that must not be offered. */
    excludes: z.array(OptionId).optional(),
  })
  .strict();

/** The `expect` block: every key is optional and only the keys given are checked. */
export const ScenarioExpect = z
  .object({
    winner: SeatId.nullable().optional(),
    outcome: z.string().optional(),
    pending: PendingExpect.nullable().optional(),
    players: z.record(SeatId, z.record(z.string(), JsonValue)).optional(),
    life: z.record(SeatId, z.number()).optional(),
    cards: z.record(z.string(), z.record(z.string(), JsonValue)).optional(),
    zones: z.record(z.string(), z.string()).optional(),
    damage: z.record(z.string(), z.number()).optional(),
    stats: z.record(z.string(), z.record(z.string(), z.number())).optional(),
    log: z.array(z.string()).optional(),
    events: z.array(EventPattern).optional(),
    absent: z.array(EventPattern).optional(),
    error: z.string().optional(),
  })
  .strict();
export type ScenarioExpect = z.infer<typeof ScenarioExpect>;

/** One scripted decision: a one-key map from the deciding seat to the option id it picks. */
const ScriptStep = z
  .record(SeatId, OptionId)
  .refine((step) => Object.keys(step).length === 1, "exactly one seat: option-id pair")
  // The refinement is invisible to JSON Schema; say the same thing there for editors.
  .meta({ minProperties: 1, maxProperties: 1 });

/** A whole scenario file. */
export const Scenario = z
  .object({
    name: z.string().min(1).max(MAX_SCENARIO_NAME_CHARS),
    description: z.string().max(MAX_TEXT_CHARS).optional(),
    /** Rule system id, e.g. `vision`. */
    system: z.string().min(1).max(MAX_ID_CHARS),
    /** Rule ids this scenario proves, e.g. `VIS-22`. */
    rules: z.array(z.string().max(MAX_ID_CHARS)).optional(),
    seed: z.number().int().default(1),
    /**
     * How cards are named: `readable` (default; scripts name cards as `reisen-1`) or `opaque`
     * (a played battle: ids that say nothing of the card, see docs/architecture.md).
     */
    ids: z.enum(["readable", "opaque"]).optional(),
    /** Language of the `expect.log` lines (default: the system's rulebook language). */
    lang: z.enum(["ja", "zh", "en"]).optional(),
    /** House rules / system options. */
    options: z.record(z.string(), JsonValue).optional(),
    /**
     * Content packs added to the system's shipped content for this battle: a pack file or
     * folder (relative to this scenario), or a list of such paths and packs written inline
     * (`{cards: [...]}`; `system:` defaults to the scenario's).
     */
    content: z
      .union([
        z.string().min(1),
        z.array(z.union([z.string().min(1), z.record(z.string(), JsonValue)])),
      ])
      .optional(),
    /** The system's setup; the system itself validates it. */
    setup: z.custom<Json>((v) => v !== undefined, "the system's setup (a mapping)"),
    /** Die results to use before the seeded generator. */
    dice: z.array(z.number().int().min(1)).max(MAX_PINNED_DICE).optional(),
    script: z.array(ScriptStep).max(MAX_SCRIPT_STEPS).optional(),
    /** Seats played by a bot once the script is exhausted, e.g. `{p2: random}`. */
    bots: z.record(SeatId, z.string().max(MAX_ID_CHARS)).optional(),
    /** Bot decisions allowed before the run stops (guards against endless games). */
    maxDecisions: z.number().int().min(0).max(MAX_DECISIONS).default(10000),
    expect: ScenarioExpect.optional(),
  })
  .strict();
export type Scenario = z.infer<typeof Scenario>;
/** A scenario as written in the file, before defaults are filled in. */
export type ScenarioInput = z.input<typeof Scenario>;
