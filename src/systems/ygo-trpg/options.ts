/**
 * Named options (house rules) of ygo-trpg where the seed leaves the table a choice (issue 33),
 * with their defaults (the first value: today's reading). The battle's `options` map overrides
 * them; `gmTools` (a boolean) is read apart. docs/rules/ygo-trpg.md "House rules" gives the seed
 * lines behind each.
 */
import type { Battle, BattleState, Json } from "../../engine/index.ts";

/** Every named option, its values and default (first). */
export const YGO_OPTIONS = {
  /**
   * YGT-16 (l.20) the synchro summon's 10 life: "declare" = paid at the declaration, also when the
   * check fails or a trap negates it (default); "success" = paid only when the monster comes out.
   */
  synchroCost: ["declare", "success"],
  /**
   * YGT-13 (l.40) double 1 / double 6 on a summon check: "auto" = double 1 fails, double 6
   * succeeds (default); "attack" = as the attacker's roll (l.41): double 1 fails, double 6 adds 1D;
   * "none" = the sum alone decides.
   */
  summonDoubles: ["auto", "attack", "none"],
  /**
   * YGT-20 (l.24) the 1D roll-off comes up equal: "reroll" (default); "players" = the players'
   * monsters act first; "gm" = the GM's act first.
   */
  rollOffTie: ["reroll", "players", "gm"],
  /**
   * YGT-17 (l.22) 「前ターン」: "earlier" = a trap set in any earlier round (default);
   * "previous" = only one set in the round just before.
   */
  trapTiming: ["earlier", "previous"],
} as const satisfies Record<string, readonly string[]>;

/** An option's name. */
export type YgoOption = keyof typeof YGO_OPTIONS;

/** The value of option `name` (default: the first listed value). */
export function ygoOpt<K extends YgoOption>(
  b: Battle | BattleState,
  name: K,
): (typeof YGO_OPTIONS)[K][number] {
  const s = "state" in b ? b.state : b;
  return optValue(s.options, name);
}

/** The value of option `name` in an options map (default: the first listed value). */
export function optValue<K extends YgoOption>(
  options: Record<string, Json> | undefined,
  name: K,
): (typeof YGO_OPTIONS)[K][number] {
  const v = options?.[name];
  const allowed = YGO_OPTIONS[name] as readonly string[];
  return (
    typeof v === "string" && allowed.includes(v) ? v : allowed[0]
  ) as (typeof YGO_OPTIONS)[K][number];
}

/** The option as it names itself in a reason: `synchroCost=success`. */
export function optionNamed(b: Battle, name: YgoOption): string {
  return `${name}=${ygoOpt(b, name)}`;
}
