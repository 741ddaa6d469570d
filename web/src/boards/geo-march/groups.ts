/**
 * geo-march's option ids in the decision panel's groups. Ids (src/systems/geo-march): summon
 * `summon:<card>[@<geo>]`, march `march:<from>@<to>`, `join:<geo>` / `go`, fast-summon timing
 * `equip:<card>@<unit>` / `unequip:<card>`, formation `front:<unit>`, plays `use:<unit>.<n>[@t]`
 * and `skill:<card>[@t]`, `attack` (ends the normal timing: the attack is mandatory), `end` /
 * `pass`, and after a failed march `return:<unit>@<geo>` / `discard:<unit>`.
 */
import type { OptionGroup } from "../board-props.ts";

/** Marches, summons and plays; the attack; pass/end; the rest. */
export function geoMarchGroup(optionId: string): OptionGroup {
  if (optionId === "end" || optionId === "pass") return "pass";
  if (optionId === "attack") return "attack";
  if (/^(summon|march|join|equip|unequip|front|use|skill):/.test(optionId) || optionId === "go")
    return "play";
  return "other";
}
