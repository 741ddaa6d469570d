/**
 * Every rule system Kassen ships, by id, with what the tools need to know about it: the rules,
 * a fresh whole-game setup for the menu, and the schemas of its content and setup files. Adding
 * a system is one entry here.
 */
import type { z } from "zod";
import type { OddsQuestion } from "../analysis/odds-question.ts";
import type { SystemAnalysis } from "../analysis/system-analysis.ts";
import { type Json, type RuleSystem, setFastStarter } from "../engine/index.ts";
import { geoMarchAnalysis } from "./geo-march/analysis/index.ts";
import { GEO_MARCH_STORE } from "./geo-march/content/index.ts";
import {
  GEO_MARCH_NEW_GAME,
  GeoMarchContentFile,
  GeoMarchSetup,
  geoMarch,
} from "./geo-march/index.ts";
import { GEO_MARCH_QUESTIONS } from "./geo-march/odds/questions.ts";
import { geoMarchLowered } from "./geo-march/runtime/index.ts";
import { magicalGirlAnalysis } from "./magical-girl/analysis/index.ts";
import { MG_STORE } from "./magical-girl/content/index.ts";
import {
  type GameMode,
  MAGICAL_GIRL_MODES,
  MAGICAL_GIRL_NEW_GAME,
  MagicalGirlContentFile,
  MagicalGirlSetup,
  magicalGirl,
} from "./magical-girl/index.ts";
import { MAGICAL_GIRL_QUESTIONS } from "./magical-girl/odds/questions.ts";
import { magicalGirlLowered } from "./magical-girl/runtime/index.ts";
import type { PackStore } from "./shared/content-store.ts";
import { fastStarter } from "./shared/fast-start.ts";
import type { LoweredRuntime } from "./shared/lowered-runtime.ts";
import { visionAnalysis } from "./vision/analysis/index.ts";
import { VISION_STORE } from "./vision/content/index.ts";
import { vision } from "./vision/index.ts";
import { VISION_QUESTIONS } from "./vision/odds/questions.ts";
import { visionLowered } from "./vision/runtime/index.ts";
import { ContentFile as VisionContentFile } from "./vision/schema.ts";
import { VisionSetup } from "./vision/setup.ts";
import { ygoTrpgAnalysis } from "./ygo-trpg/analysis/index.ts";
import { YGO_STORE } from "./ygo-trpg/content/index.ts";
import { YGO_TRPG_NEW_GAME, YgoTrpgContentFile, YgoTrpgSetup, ygoTrpg } from "./ygo-trpg/index.ts";
import { YGO_TRPG_QUESTIONS } from "./ygo-trpg/odds/questions.ts";
import { ygoTrpgLowered } from "./ygo-trpg/runtime/index.ts";

export type { LoweredBattle, LoweredRuntime } from "./shared/lowered-runtime.ts";

/** One system and its data formats. */
export interface SystemEntry {
  system: RuleSystem;
  /** The setup of a fresh whole game (menu "New game", bench), if the system has one. */
  newGame?: Json;
  /**
   * Other forms a new game can take (the lobby's "mode"), each a whole setup with its name; the
   * new game is the first's. Absent: the new game is the only form.
   */
  modes?: Record<string, GameMode>;
  /**
   * The options that give a person at the GM/KP seat the tools (`on`) and keep a bot there from
   * using them (`off`): the server's default by who sits there, when a table does not set them.
   */
  gmTools?: { on: Record<string, Json>; off: Record<string, Json> };
  /** Schema of one content file (`src/systems/<id>/content/*.yaml`). */
  content?: z.ZodType;
  /** Schema of a scenario's `setup:` block. */
  setup?: z.ZodType;
  /** The system's content by battle, which content packs add to (`--content`, `content:`). */
  packs?: PackStore;
  /** Options for whole games between bots in the bench (e.g. GM tools off). */
  benchOptions?: Record<string, Json>;
  /** Hooks for bots and simulation (position value, what events mean). */
  analysis?: SystemAnalysis;
  /** Exact questions for `kassen odds <system> <question>`. */
  questions: readonly OddsQuestion[];
  /**
   * A lowered runtime that plays this system's battles exactly as the engine does, faster
   * (`kassen sim` uses it for random bots; `KASSEN_LOWERED=0` turns it off).
   */
  lowered?: LoweredRuntime;
}

/** Systems with their data formats, by id. */
export const SYSTEM_ENTRIES: Record<string, SystemEntry> = {
  vision: {
    system: vision,
    newGame: { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } },
    content: VisionContentFile,
    packs: VISION_STORE,
    setup: VisionSetup,
    analysis: visionAnalysis,
    questions: VISION_QUESTIONS,
    lowered: visionLowered,
  },
  "geo-march": {
    system: geoMarch,
    newGame: GEO_MARCH_NEW_GAME,
    content: GeoMarchContentFile,
    packs: GEO_MARCH_STORE,
    setup: GeoMarchSetup,
    analysis: geoMarchAnalysis,
    questions: GEO_MARCH_QUESTIONS,
    lowered: geoMarchLowered,
  },
  "magical-girl": {
    system: magicalGirl,
    newGame: MAGICAL_GIRL_NEW_GAME,
    modes: MAGICAL_GIRL_MODES,
    gmTools: { on: { kpTools: "on" }, off: { kpTools: "off" } },
    content: MagicalGirlContentFile,
    packs: MG_STORE,
    setup: MagicalGirlSetup,
    benchOptions: { reactionApproval: "auto" },
    analysis: magicalGirlAnalysis,
    questions: MAGICAL_GIRL_QUESTIONS,
    lowered: magicalGirlLowered,
  },
  "ygo-trpg": {
    system: ygoTrpg,
    newGame: YGO_TRPG_NEW_GAME,
    content: YgoTrpgContentFile,
    packs: YGO_STORE,
    setup: YgoTrpgSetup,
    benchOptions: { gmTools: false },
    gmTools: { on: { gmTools: true }, off: { gmTools: false } },
    lowered: ygoTrpgLowered,
    analysis: ygoTrpgAnalysis,
    questions: YGO_TRPG_QUESTIONS,
  },
};

// Battles nobody watches play on these runtimes until someone looks (engine/fast-path.ts).
setFastStarter(fastStarter(SYSTEM_ENTRIES));

/** Systems by id. */
export const SYSTEMS: Record<string, RuleSystem> = Object.fromEntries(
  Object.entries(SYSTEM_ENTRIES).map(([id, e]) => [id, e.system]),
);

/** The system with this id, or undefined. */
export function findSystem(id: string): RuleSystem | undefined {
  return Object.hasOwn(SYSTEMS, id) ? SYSTEMS[id] : undefined;
}
