/**
 * Runtime templates kept per system, setup and options (a template serves every seed): the Battle
 * API's fast path (fast-start.ts) and the bots' replicas (src/bots/lowered-search.ts) start
 * battles of the same setups, and prepare each once between them. A few are kept, the newest.
 * A template of a battle with content packs holds that merged content (a 250 KB pack's is
 * ~1.7 MB), so fewer of those are kept, and their key names the packs by hash, not by their text.
 */
import type { BattleInit, Json } from "../../engine/index.ts";
import { contentHash } from "./content.ts";
import { CONTENT_OPTION } from "./content-store.ts";
import type { LoweredBattle, LoweredRuntime } from "./lowered-runtime.ts";

/** A prepared runtime template. */
export type LoweredTemplate = { start(seed: number): LoweredBattle };

/** Templates kept in all. */
const KEPT = 16;
/** Of which templates of battles with packs (each holds its merged content). */
const KEPT_WITH_PACKS = 4;
const PREPARED = new Map<string, LoweredTemplate | null>();
/** Keys of the kept templates whose battles have packs, oldest first. */
const WITH_PACKS: string[] = [];
/** Each pack list's hash, by the list (a battle's init keeps its list while it lives). */
const PACKS_KEY = new WeakMap<object, string>();

/** The options as a key: packs by their hash (a pack is up to 256 KB of text). */
function optionsKey(options: BattleInit["options"]): string {
  const packs = options?.[CONTENT_OPTION];
  if (packs === undefined || packs === null || typeof packs !== "object")
    return JSON.stringify(options ?? null);
  let hash = PACKS_KEY.get(packs);
  if (hash === undefined) {
    hash = contentHash(packs);
    PACKS_KEY.set(packs, hash);
  }
  return JSON.stringify({ ...options, [CONTENT_OPTION]: `#${hash}` } as Record<string, Json>);
}

/**
 * The template of system `id`'s `runtime` for `init`'s setup and options, or null when the runtime
 * refuses them. A setup `prepare` throws on is not kept (the error is the caller's to judge).
 */
export function preparedTemplate(
  id: string,
  runtime: LoweredRuntime,
  init: BattleInit,
): LoweredTemplate | null {
  const key = `${id}\n${JSON.stringify(init.setup ?? null)}\n${optionsKey(init.options)}`;
  let t = PREPARED.get(key);
  if (t !== undefined) return t;
  t = runtime.prepare({ ...init, log: false }).template;
  if (init.options?.[CONTENT_OPTION] !== undefined) {
    if (WITH_PACKS.length >= KEPT_WITH_PACKS) PREPARED.delete(WITH_PACKS.shift() as string);
    WITH_PACKS.push(key);
  }
  if (PREPARED.size >= KEPT) {
    const oldest = PREPARED.keys().next().value as string;
    PREPARED.delete(oldest);
    const at = WITH_PACKS.indexOf(oldest);
    if (at >= 0) WITH_PACKS.splice(at, 1);
  }
  PREPARED.set(key, t);
  return t;
}
