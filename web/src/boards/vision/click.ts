/**
 * What a click on a board card does. Acting on the board where it is natural: an attacker or a
 * blocker with exactly one option takes it ("click an attacker → attack"); with a card already
 * picked, a click on a character that is the target of exactly one of its options takes that
 * (a command picked in hand, then its target on the field). Otherwise the click picks the card
 * (or lets it go, clicked again) so the decision panel puts its options first.
 */
import type { Option } from "../../net/protocol.ts";
import { optionTouches } from "../../parts/option-touches.ts";

/** Options a click on the card itself may take at once: the natural act of a card on the field. */
const DIRECT = /^(attack|block):/;

/** A click's outcome: an option to choose, or the card to pick (null: none). */
export type ClickOutcome = { choose: string } | { focus: string | null };

/** The outcome of clicking card `card` with `focus` picked and `options` pending. */
export function clickCard(options: Option[], focus: string | null, card: string): ClickOutcome {
  if (focus !== null && focus !== card) {
    const both = options.filter((o) => optionTouches(o.id, focus) && optionTouches(o.id, card));
    if (both.length === 1) return { choose: both[0].id };
  }
  const mine = options.filter((o) => optionTouches(o.id, card));
  if (mine.length === 1 && DIRECT.test(mine[0].id)) return { choose: mine[0].id };
  return { focus: focus === card ? null : card };
}
