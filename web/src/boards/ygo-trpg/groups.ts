/**
 * ygo-trpg's option ids (src/systems/ygo-trpg: strategy.ts, gm-tools.ts, charge.ts, summon.ts,
 * spell-trap.ts, battle-order.ts, attack.ts) in the decision panel's groups: summons, spells,
 * traps, charges and the acting-order choice are plays; attacks (and direct attacks, substitutes)
 * attack; ready / done / pass / end / no-substitute / charge:none pass; the GM's tools are
 * "tools" (the GM screen puts them on the things they change; the panel folds them away).
 */
import type { OptionGroup } from "../board-props.ts";

/** The group of one ygo-trpg option id. */
export function ygoGroup(optionId: string): OptionGroup {
  if (isGmTool(optionId)) return "tools";
  if (/^(ready|done|pass|end|no-substitute|charge:none)$/.test(optionId)) return "pass";
  if (/^(attack|direct|substitute):/.test(optionId)) return "attack";
  if (/^(summon|special|set|activate|trap|charge|first):/.test(optionId)) return "play";
  return "other";
}

/** Whether an option is one of the GM's tools (adjust life / ATK, secret rolls, revive). */
export function isGmTool(optionId: string): boolean {
  return /^gm(-life|-atk|-revive)?:/.test(optionId);
}

/**
 * The GM tool options that act on `target` (a player seat or a GM monster), in the order the
 * engine offers them: `gm-life:<seat>@±1`, `gm-revive:<seat>@<life>`, `gm-atk:<card>@±100`.
 */
export function toolsOn<T extends { id: string }>(options: T[], target: string): T[] {
  return options.filter((o) => {
    const m = /^gm-(life|atk|revive):([^@]+)@/.exec(o.id);
    return m !== null && m[2] === target;
  });
}

/** The change a tool option makes, as written on its button (`+1`, `−100`, `♥20`). */
export function toolMark(optionId: string): string {
  const m = /^gm-(life|atk|revive):[^@]+@(.+)$/.exec(optionId);
  if (m === null) return optionId;
  if (m[1] === "revive") return `♥${m[2]}`;
  return m[2].replace("-", "−");
}
