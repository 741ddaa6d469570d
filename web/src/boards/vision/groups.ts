/**
 * Vision's option ids (src/systems/vision: main-phase.ts, legal-plays.ts, attack.ts, combat.ts,
 * turn.ts, and the engine's response stack) in the decision panel's groups:
 * `node:<card>`, `play:<card>[@<target>]`, `act:<card>.<n>[@<target>]` are plays; `attack:<card>`
 * attacks; `end` (the main phase), `pass` (干渉) and `block:none` pass; `block:<card>`,
 * `graze:yes|no` and `discard:<card>` are the other answers.
 */
import type { OptionGroup } from "../board-props.ts";

/** The group of one vision option id. */
export function visionGroup(optionId: string): OptionGroup {
  if (optionId === "end" || optionId === "pass" || optionId === "block:none") return "pass";
  if (optionId.startsWith("attack:")) return "attack";
  if (/^(node|play|act):/.test(optionId)) return "play";
  return "other";
}
