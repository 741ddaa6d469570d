/**
 * Geo-march's tasks as a discriminated union on `k`, so handlers read their fields without
 * casts. The engine stores tasks as plain JSON and dispatches a task by its `k`: the one cast from
 * the engine's types to these is here ({@link geoHandlers}), where the shapes are written.
 */

import type { Json, TaskHandler } from "../../engine/index.ts";
import { type HandlersOf, typedHandlers } from "../shared/typed-handlers.ts";

/** A task with no data of its own. */
interface Plain<K extends string> {
  [key: string]: Json | undefined;
  k: K;
}

/** A decision's continuation: the engine sets `choice` to the chosen option id. */
interface Answer<K extends string> extends Plain<K> {
  choice?: string;
}

/** A repeated decision step of one seat (step.ts). */
export interface StepTask<K extends string = StepKind> extends Answer<K> {
  seat: string;
}

/** The kinds of the repeated steps. */
export type StepKind = "g.fs-summon" | "g.fs-equip" | "g.fs-declare" | "gm.summon" | "gm.march";

/** The first task of a stand-alone battle: equipment a setup lists, `[card, unit]`. */
export interface BattleTask extends Plain<"g.battle"> {
  equips?: [string, string][];
}

/** The formation step: `placed` units already named from the front. */
export interface FormationTask extends StepTask<"g.formation"> {
  placed?: number;
}

/** A normal timing; `open` once its first question was asked (the timing was announced). */
export interface NormalTask extends StepTask<"g.normal"> {
  open?: boolean;
}

/** Asking which parties join a march on `to`, `froms` already marching. */
export interface JoinTask extends StepTask<"gm.join"> {
  to: string;
  froms: string[];
}

/** A step of the end of battle, with the outcome (end-battle.ts). */
export interface OutcomeTask<K extends string> extends Answer<K> {
  why: string;
}

/** One outcome task type per kind in `K`. */
type OutcomeOf<K extends string> = K extends string ? OutcomeTask<K> : never;
/** One plain task type per kind in `K`. */
type PlainOf<K extends string> = K extends string ? Plain<K> : never;
/** One step type per kind in `K`. */
type StepOf<K extends string> = K extends string ? StepTask<K> : never;

/** Every geo-march task. */
export type GeoTask =
  | BattleTask
  | (Plain<"g.phase"> & { phase: string })
  | StepOf<StepKind>
  | FormationTask
  | NormalTask
  | JoinTask
  | PlainOf<"g.speed" | "g.speed-decide" | "g.melee" | "g.end" | "gm.turn">
  | (Plain<"g.attack"> & { seat: string })
  | (Plain<"g.attack-strike"> & { seat: string })
  | OutcomeOf<"g.return" | "g.over-limit">
  | (Plain<"gm.after-battle"> & { why: string })
  | (Plain<"gm.start"> & { hand: number });

/** A geo-march task's name. */
export type GeoTaskKind = GeoTask["k"];

/** The task of kind `K`. */
export type TaskOf<K extends GeoTaskKind> = Extract<GeoTask, { k: K }>;

/** Handlers by task kind, each reading its own task's shape. */
export type GeoHandlers = HandlersOf<GeoTask>;

/** The engine's handler table for typed handlers (shared/typed-handlers.ts). */
export const geoHandlers: (h: GeoHandlers) => Record<string, TaskHandler> = typedHandlers<GeoTask>;
