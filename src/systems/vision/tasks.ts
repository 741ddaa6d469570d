/**
 * Vision's tasks as a discriminated union on `k`, and the battle's own fields (`state.x`) as one
 * record type, so handlers read their fields without casts. The engine stores tasks and `x` as
 * plain JSON and dispatches a task by its `k`: the one cast from the engine's types to these is
 * here ({@link visionHandlers}, {@link xOf}), where the shapes are written.
 */

import type { BattleState, Json, TaskHandler } from "../../engine/index.ts";
import { type HandlersOf, typedHandlers } from "../shared/typed-handlers.ts";
import type { AbilityKind } from "./abilities.ts";
import type { Combat } from "./triggers.ts";

/** A task with no data of its own. */
interface Plain<K extends string> {
  [key: string]: Json | undefined;
  k: K;
}

/** A decision's continuation: the engine sets `choice` to the chosen option id. */
interface Answer<K extends string> extends Plain<K> {
  choice?: string;
}

/** Runs effect `i` of an ability (see abilities.ts): who acts, on what, and where it is printed. */
export interface EffectTask extends Plain<"v.effect"> {
  src: string;
  ctrl: string;
  target: string | null;
  def: string;
  ab: AbilityKind;
  n: number;
  i: number;
}

/** A stat change a setup lists (start.ts). */
export type SetupMod = {
  target: string;
  layer: "change" | "swap" | "add" | "always";
  attack?: number;
  toughness?: number;
  until: string;
};

/** The first task of a battle (setup.ts writes it, start.ts runs it). */
export interface StartTask extends Plain<"v.start"> {
  attach: [string, string][];
  mods: SetupMod[];
  deal: boolean;
  hand: Record<string, number>;
  shuffle: Record<string, boolean>;
}

/** One plain task type per kind in `K`. */
type PlainOf<K extends string> = K extends string ? Plain<K> : never;
/** One answer type per kind in `K`. */
type AnswerOf<K extends string> = K extends string ? Answer<K> : never;

/** Every vision task. */
export type VisionTask =
  | StartTask
  | PlainOf<
      | "v.turn"
      | "v.phase-active"
      | "v.phase-maintenance"
      | "v.phase-draw"
      | "v.phase-main"
      | "v.phase-discard"
      | "v.phase-end"
      | "v.main"
      | "v.discard"
      | "v.combat"
      | "v.graze"
      | "v.combat-reset"
      | "v.combat-over"
    >
  | AnswerOf<"v.main-answer" | "v.discard-answer" | "v.block-answer" | "v.graze-answer">
  | (Plain<"v.attack"> & { card: string })
  | (Plain<"v.to-grave"> & { card: string })
  | (Plain<"v.combat-window"> & { w: string })
  | (Plain<"v.combat-damage"> & { first: boolean })
  | EffectTask;

/** A vision task's name. */
export type VisionTaskKind = VisionTask["k"];

/** The task of kind `K`. */
export type TaskOf<K extends VisionTaskKind> = Extract<VisionTask, { k: K }>;

/** Handlers by task kind, each reading its own task's shape. */
export type VisionHandlers = HandlersOf<VisionTask>;

/** The engine's handler table for typed handlers (shared/typed-handlers.ts). */
export const visionHandlers: (h: VisionHandlers) => Record<string, TaskHandler> =
  typedHandlers<VisionTask>;

/** The battle's own fields (setup.ts writes them). */
export interface VisionX {
  turn: number;
  /** The turn player. */
  active: string;
  first: string;
  phase: string;
  life: Record<string, number>;
  deckedOut: Record<string, boolean>;
  combat: Combat | null;
  /** A node was set / a character played in this main phase (VIS-51, VIS-52). */
  nodeSet: boolean;
  charPlayed: boolean;
}

/** The battle's own fields of a vision state. */
export function xOf(s: BattleState): VisionX {
  return s.x as unknown as VisionX;
}
