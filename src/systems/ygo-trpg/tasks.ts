/**
 * ygo-trpg's tasks as a discriminated union on `k`, so handlers read their fields without casts.
 * The engine stores tasks as plain JSON and dispatches a task by its `k`: the one cast from the
 * engine's task type to these is {@link ygoHandlers}, where the shapes are written.
 */

import type { Json, Seat, TaskHandler } from "../../engine/index.ts";
import { type HandlersOf, typedHandlers } from "../shared/typed-handlers.ts";
import type { Phase } from "./phases.ts";

/** A task with no data of its own. */
interface Plain<K extends string> {
  [key: string]: Json | undefined;
  k: K;
}

/** A decision's continuation as the engine hands it back: `choice` is the chosen option id. */
interface Answer<K extends string> extends Plain<K> {
  choice: string;
}

/** One task type per kind in `K`, each with the fields `F`. */
type With<K extends string, F> = K extends string ? Plain<K> & F : never;
/** One answer type per kind in `K`, each with the fields `F`. */
type AnswerWith<K extends string, F> = K extends string ? Answer<K> & F : never;

/** The phase steps, each walking the seats from seat index `i` on (phases.ts). */
export type StepKind = "y.strategy" | "y.charge" | "y.summon" | "y.st" | "y.battle" | "y.end";
/** A phase step from seat index `i` on. */
type StepOf<K extends StepKind> = With<K, { i: number }>;

/** Tied allies whose acting order a side still decides (battle-order.ts). */
export interface Group {
  [key: string]: string | string[];
  side: "players" | "gm";
  ids: string[];
}

/** Where the acting order stands: the groups still to order and the order so far. */
interface Ordering {
  groups: Group[];
  order: string[];
}

/**
 * What every step of a declared attack carries (one shape from declaration to resolution). A
 * type, not an interface: a task of its kind is then plain JSON to the engine's `Task`.
 */
export type AttackFields = {
  /** The attacker. */
  card: string;
  /** The attacked monster, or null for a direct attack. */
  target: string | null;
  /** The attacked player of a direct attack, or null. */
  seat: Seat | null;
};

/** The steps of a declared attack (attack.ts). */
export type AttackKind =
  | "y.attack-traps"
  | "y.attack-trap-answer"
  | "y.substitute"
  | "y.substitute-answer"
  | "y.resolve-attack";
/** A step of a declared attack, as {@link AttackFields} and its kind. */
type AttackTask<K extends AttackKind> = With<K, AttackFields>;
/** The next step of a declared attack, made from the last (its kind `K`, not yet answered). */
export type AttackStep<K extends AttackKind> = { k: K } & AttackFields;

/** A player's summon, from its declaration on (summon.ts). */
interface SummonFields {
  seat: Seat;
  card: string;
}

/** Every ygo-trpg task. */
export type YgoTask =
  | With<"y.round" | "y.gm-again" | "y.act", unknown>
  | With<"y.deal", { shuffle: string[] }>
  | With<"y.resume" | "y.phase", { phase: Phase }>
  | StepOf<StepKind>
  | AnswerWith<"y.strategy-answer", { seat: Seat; i: number; revealed: boolean }>
  | With<"y.strategy-again", { seat: Seat; i: number; revealed: boolean }>
  | AnswerWith<"y.gm-answer", unknown>
  | AnswerWith<"y.charge-answer", { seat: Seat }>
  | AnswerWith<"y.summon-answer" | "y.st-answer", { seat: Seat; i: number }>
  | With<"y.summon-traps" | "y.summon-roll", SummonFields>
  | AnswerWith<"y.summon-trap-answer", SummonFields>
  | With<"y.order", Ordering>
  | AnswerWith<"y.order-answer", Ordering>
  | AnswerWith<"y.act-answer", { card: string }>
  | AttackTask<"y.attack-traps" | "y.substitute" | "y.resolve-attack">
  | AnswerWith<"y.attack-trap-answer" | "y.substitute-answer", AttackFields>;

/** A ygo-trpg task's name. */
export type YgoTaskKind = YgoTask["k"];

/** The task of kind `K`. */
export type TaskOf<K extends YgoTaskKind> = Extract<YgoTask, { k: K }>;

/** Handlers by task kind, each reading its own task's shape. */
export type YgoHandlers = HandlersOf<YgoTask>;

/** The engine's handler table for typed handlers (shared/typed-handlers.ts). */
export const ygoHandlers: (h: YgoHandlers) => Record<string, TaskHandler> = typedHandlers<YgoTask>;
