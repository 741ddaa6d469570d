/**
 * Task handlers typed by task kind, for every system: a system declares its tasks as one union on
 * `k` (its tasks.ts), writes each handler for its own kind's shape, and registers the table
 * through {@link typedHandlers} — the one cast between typed handlers and the engine's untyped
 * table.
 */
import type { Battle, TaskHandler } from "../../engine/index.ts";

/** Handlers by task kind, each reading its own task's shape. */
export type HandlersOf<T extends { k: string }> = {
  [K in T["k"]]?: (b: Battle, t: Extract<T, { k: K }>) => void;
};

/**
 * The engine's handler table for typed handlers. Sound because the engine calls a handler only
 * with a task of its own `k`, and every such task is written with that kind's shape (an answer's
 * with the `choice` the engine set).
 */
export function typedHandlers<T extends { k: string }>(
  h: HandlersOf<T>,
): Record<string, TaskHandler> {
  // Generic over the task union, so the compiler cannot relate the two shapes: one cast here.
  return h as unknown as Record<string, TaskHandler>;
}
