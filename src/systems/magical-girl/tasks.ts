/**
 * Magical-girl's tasks as a discriminated union on `k`, so handlers read their fields without
 * casts. The engine stores tasks as plain JSON and dispatches a task by its `k`: the one cast
 * from the engine's handler type to these is here ({@link mgHandlers}), where the shapes are
 * written. Tasks are still built as plain objects where they are pushed (their key order is part
 * of the state's text, so it stays as each site writes it).
 */

import type { Json, TaskHandler } from "../../engine/index.ts";
import { type HandlersOf, typedHandlers } from "../shared/typed-handlers.ts";
import type { CheckResult } from "./checks.ts";

/** A task with no data of its own. */
interface Plain<K extends string> {
  [key: string]: Json | undefined;
  k: K;
}

/** A decision's continuation: the engine sets `choice` to the chosen option id. */
interface Answer<K extends string> extends Plain<K> {
  choice?: string;
}

/** One plain task type per kind in `K`. */
type PlainOf<K extends string> = K extends string ? Plain<K> : never;

/**
 * An attack's fields (attack.ts `attackTask`), as `m.attack` and an area's `m.area` carry them.
 * A type, not an interface: a protector's question carries the attack inside it as JSON.
 */
export type AttackFields = {
  attacker: string;
  target: string;
  arm: string;
  reaction: boolean;
  thrown?: boolean;
  /** The attack was logged already (a readied action or a protector went first). */
  announced?: boolean;
  /** Actions readied for the target being attacked have fired. */
  readyChecked?: boolean;
  /** Protectors have been asked (MGR-36), or an area attack asked them for every target. */
  guarded?: boolean;
  /** A protector's share of an area attack (MGR-36: 1.5). */
  mult?: number;
};

/** Resolves an attack (attack.ts). */
export type AttackTask = { k: "m.attack" } & AttackFields;

/** The target's passive action against a hit (attack.ts): the hit check rides along. */
export interface DefendTask extends Answer<"m.defend">, AttackFields {
  hit: CheckResult;
}

/** An area attack (area.ts): every foe at the target's position. */
export interface AreaTask extends Plain<"m.area">, AttackFields {}

/** Asking the girls in an area attack to cover one another (area.ts). */
interface AreaCover extends AttackFields {
  targets: string[];
  /** `<covered>><protector>` pairs asked already. */
  asked: string[];
  /** Covered girl → protector. */
  cover: Record<string, string>;
  /** The girl asked about and her protector (set by the question, kept after it). */
  x?: string;
  p?: string;
}

/** Every magical-girl task. */
export type MgTask =
  | PlainOf<"m.start" | "m.initiative" | "m.round" | "m.kp-tools">
  | AnswerOf<"m.rest" | "m.kp-tool">
  | (Plain<"m.next-turn"> & { tools?: boolean })
  | (Plain<"m.order"> & { clusters: string[][] })
  | (Answer<"m.tie-pick"> & { tied: string[]; rest: string[][] })
  | (Plain<"m.tie-roll"> & { tied: string[]; rest: string[][] })
  | (Plain<"m.turn"> & { card: string; grp?: string })
  | (Answer<"m.turn-answer"> & { card: string; grp?: string })
  | AttackTask
  | DefendTask
  | AreaTask
  | (Plain<"m.area-protect"> & AreaCover)
  | (Answer<"m.area-answer"> & AreaCover & { x: string; p: string })
  | (Plain<"m.protect"> & { atk: AttackTask; asked: string[] })
  | (Answer<"m.protect-answer"> & { atk: AttackTask; asked: string[]; card: string })
  | (Answer<"m.protect-go"> & { atk: AttackTask; asked: string[]; card: string })
  | (Answer<"m.contest"> & { picks?: Record<string, string>; card?: string })
  | (Plain<"m.ready-pick"> & { card: string; grp?: string })
  | (Answer<"m.ready-when"> & { card: string; grp?: string })
  | (Answer<"m.ready-set"> & { card: string; action: string; grp?: string })
  | (Plain<"m.ready-go"> & { card: string; action: string; when: string })
  | (Plain<"m.ready-fire"> & { card: string; arm: string; target: string })
  | (Plain<"m.react-window"> & { after: string; i: number })
  | (Answer<"m.react-answer"> & { after: string; i: number; card: string })
  | (Answer<"m.react-go"> & { after: string; i: number; card: string; want: string })
  | (Plain<"m.skill"> & { card: string; skill: string })
  | (Answer<"m.skill-go"> & { card: string; skill: string })
  | (Answer<"m.skill-roll"> & { card: string; skill: string })
  | (Plain<"m.ability"> & { user: string; target: string; ability: string; reaction: boolean })
  | (Plain<"m.item"> & { user: string; target: string; item: string; reaction: boolean })
  | (Plain<"m.hurl"> & { card: string; who: string; to: string })
  | (Answer<"m.hurl-ruling"> & { who: string })
  | (Plain<"m.price"> & { card: string; what: string })
  | (Answer<"m.price-go"> & { card: string; what: string })
  | (Plain<"m.group-turn"> & { group: string })
  | (Answer<"m.group-answer"> & { group: string })
  | (Plain<"m.aftermath"> & { done?: string[]; started?: boolean })
  | (Answer<"m.treat"> & { card: string; done: string[] });

/** One answer type per kind in `K`. */
type AnswerOf<K extends string> = K extends string ? Answer<K> : never;

/** A magical-girl task's name. */
export type MgTaskKind = MgTask["k"];

/** The task of kind `K`. */
export type TaskOf<K extends MgTaskKind> = Extract<MgTask, { k: K }>;

/** Handlers by task kind, each reading its own task's shape. */
export type MgHandlers = HandlersOf<MgTask>;

/** The engine's handler table for typed handlers (shared/typed-handlers.ts). */
export const mgHandlers: (h: MgHandlers) => Record<string, TaskHandler> = typedHandlers<MgTask>;
