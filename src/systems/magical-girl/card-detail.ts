/** What tells two fighters of one name apart in an option's label: their HP (all fighters are public). */
import type { Msg, VisibleState } from "../../engine/index.ts";
import { flags } from "./model.ts";

/** A fighter's HP now and at most ("HP 7/12"), or null for a card that is no fighter. */
export function fighterDetail(card: string, state: VisibleState): Msg | null {
  const c = state.cards[card];
  if (c === undefined || typeof c.stats.hpMax !== "number") return null;
  return { k: "detail.fighter", p: { hp: flags(c).hp, max: c.stats.hpMax } };
}
