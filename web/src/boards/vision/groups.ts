/** Vision's option ids in the decision panel's groups. */
import type { OptionGroup } from "../board-props.ts";

/** `node:`/`play:`… are plays, `attack:` attacks, `end`/`pass` end or pass. */
export function visionGroup(optionId: string): OptionGroup {
  if (/^(end|pass|no-|done)/.test(optionId)) return "pass";
  if (optionId.startsWith("attack")) return "attack";
  if (/^(node|play|char|cmd|spell|set|equip|ability|use)/.test(optionId)) return "play";
  return "other";
}
