/**
 * Saying why a choice is refused: the system's `why` hook names the rule and the numbers for an
 * option that is not offered. Used by the engine's IllegalChoiceError, by scenario runs (in the
 * run's language) and by `kassen play`'s `why <option>`.
 */
import type { Battle } from "./battle.ts";
import { renderMsg } from "./log.ts";
import type { Lang, Msg, Seat } from "./types.ts";

/**
 * The system's reason why `seat` may not choose `optionId` now, or null: when the option is
 * offered, when `seat` is not the one deciding (that is the reason), when the battle is over or
 * when the system has nothing to add to the legal list.
 */
export function whyRefused(b: Battle, seat: Seat, optionId: string): Msg | null {
  const p = b.state.pending;
  if (p === null || p.seat !== seat || b.system.why === undefined) return null;
  if (p.options.some((o) => o.id === optionId)) return null;
  return b.system.why(b, seat, optionId);
}

/** {@link whyRefused} rendered in a language, or null. */
export function explainRefusal(b: Battle, seat: Seat, optionId: string, lang: Lang): string | null {
  const why = whyRefused(b, seat, optionId);
  return why === null ? null : renderMsg(b.system, why, lang, b.state);
}
