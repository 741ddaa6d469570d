/** geo-march's option ids in the decision panel's groups. */
import type { OptionGroup } from "../board-props.ts";

/** Marches and plays, attacks, and pass/end. */
export function geoMarchGroup(optionId: string): OptionGroup {
  if (/^(end|pass|done|no-|stop)/.test(optionId)) return "pass";
  if (optionId.startsWith("attack")) return "attack";
  if (/^(march|play|summon|deploy|skill|use|form|fast)/.test(optionId)) return "play";
  return "other";
}
