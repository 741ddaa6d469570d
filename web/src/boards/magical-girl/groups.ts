/**
 * magical-girl's option ids (src/systems/magical-girl) in the decision panel's groups: actions
 * that strike — `attack:`, `react:`, `ability:`, `throw:`, `hurl:`, `counter:` — are attacks;
 * movement and the other actions of a turn (`move:`, `useskill:`, `item:`, `take:`, `pickup:`,
 * `interact:`, `hide`, `task`) are plays; ending a turn (`end`, `stance:`, `ready…`), `pass`,
 * `defend:none` and the KP's `adjust-done` pass; the KP tools (`adjust:`) are "tools" (on the
 * fighters' cards; the panel folds them away); the rest (approvals, prices, dice, parry and
 * dodge) are the other answers.
 */
import type { OptionGroup } from "../board-props.ts";

/** The group of one magical-girl option id. */
export function magicalGirlGroup(optionId: string): OptionGroup {
  if (/^(end|pass|adjust-done|defend:none)$/.test(optionId)) return "pass";
  if (optionId.startsWith("adjust:")) return "tools";
  if (/^(stance|ready)[:-]/.test(optionId)) return "pass";
  if (/^(attack|react|ability|throw|hurl|counter):/.test(optionId)) return "attack";
  if (/^(move|useskill|item|take|pickup|interact):/.test(optionId)) return "play";
  if (optionId === "hide" || optionId === "task") return "play";
  return "other";
}
