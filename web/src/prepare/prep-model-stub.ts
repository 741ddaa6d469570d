/**
 * TEMPORARY stand-in for h-model's src/build/prepare/prep-tunables.ts until it lands (then this
 * file is deleted and the import points there).
 */
import type { PrepDoc, ShippedContent } from "../../../src/build/prepare/prep-types.ts";
import type { Lang } from "../../../src/engine/index.ts";

export interface Tunable {
  what: string;
  label: string;
  current: number;
  lo: number;
  hi: number;
}

export function tunables(doc: PrepDoc, _shipped: ShippedContent | null, _lang: Lang): Tunable[] {
  if (doc.system !== "ygo-trpg") return [];
  return [{ what: "players.p1.life", label: "p1 life", current: 40, lo: 1, hi: 60 }];
}
