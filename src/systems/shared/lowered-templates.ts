/**
 * Runtime templates kept per system, setup and options (a template serves every seed): the Battle
 * API's fast path (fast-start.ts) and the bots' replicas (src/bots/lowered-search.ts) start
 * battles of the same setups, and prepare each once between them. A few are kept, the newest.
 */
import type { BattleInit } from "../../engine/index.ts";
import type { LoweredBattle, LoweredRuntime } from "./lowered-runtime.ts";

/** A prepared runtime template. */
export type LoweredTemplate = { start(seed: number): LoweredBattle };

const KEPT = 16;
const PREPARED = new Map<string, LoweredTemplate | null>();

/**
 * The template of system `id`'s `runtime` for `init`'s setup and options, or null when the runtime
 * refuses them. A setup `prepare` throws on is not kept (the error is the caller's to judge).
 */
export function preparedTemplate(
  id: string,
  runtime: LoweredRuntime,
  init: BattleInit,
): LoweredTemplate | null {
  const key = `${id}\n${JSON.stringify([init.setup ?? null, init.options ?? null])}`;
  let t = PREPARED.get(key);
  if (t !== undefined) return t;
  t = runtime.prepare({ ...init, log: false }).template;
  if (PREPARED.size >= KEPT) PREPARED.delete(PREPARED.keys().next().value as string);
  PREPARED.set(key, t);
  return t;
}
