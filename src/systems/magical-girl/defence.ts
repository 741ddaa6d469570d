/**
 * Being attacked (被动行动, MGR-40…43): the target chooses parry (1dDEF off the damage, 0 DP),
 * dodge (opposed dodge check, 1 DP) or counter (opposed STR, the counter weapon's attack DP / 2,
 * melee only on both sides). With no DP the character is exhausted and cannot respond (reading:
 * parry too; option `parryWithoutDp: yes` keeps parry). Focus stances (MGR-30, MGR-31) allow only
 * their own passive action.
 */
import type { Battle, CardState, OptionDef } from "../../engine/index.ts";
import { canPay } from "./costs.ts";
import { flags, isDown } from "./model.ts";
import { plainOption } from "./option-ids.ts";
import { opt } from "./options.ts";
import { COUNTER_DP_DIVISOR, DODGE_DP } from "./rule-numbers.ts";
import { type Arm, overloaded, weaponsOf } from "./weapons.ts";

const PARRY = plainOption("defend:parry");
const DODGE = plainOption("defend:dodge");
const NONE = plainOption("defend:none");

/** `counter:<arm>` by arm object (arms are frozen facts), its text composed once. */
const COUNTERS = new WeakMap<Arm, OptionDef>();

function counterOption(w: Arm): OptionDef {
  let o = COUNTERS.get(w);
  if (o === undefined) {
    o = plainOption(`counter:${w.id}`);
    COUNTERS.set(w, o);
  }
  return o;
}

/** DP of a counter with `arm`: its attack DP / 2, rounded up (reading). */
export function counterDp(arm: Arm): number {
  return Math.ceil(arm.dp / COUNTER_DP_DIVISOR);
}

/** Why the defender cannot respond at all, or null. */
export function noDefence(b: Battle, c: CardState): string | null {
  if (isDown(c)) return "down";
  if (overloaded(c)) return "overloaded";
  if (flags(c).dp <= 0 && opt(b, "parryWithoutDp") === "no") return "exhausted";
  return null;
}

/** The passive actions `c` may take against an attack with `arm` (always with `defend:none`). */
export function defenceOptions(b: Battle, c: CardState, arm: Arm): OptionDef[] {
  const out: OptionDef[] = [];
  if (noDefence(b, c) === null) {
    const stance = flags(c).stance;
    if (stance !== "dodge") out.push(PARRY);
    if (stance !== "parry" && canPay(c, DODGE_DP)) out.push(DODGE);
    if (stance === "none" && !arm.ranged)
      for (const w of weaponsOf(c))
        if (!w.ranged && canPay(c, counterDp(w))) out.push(counterOption(w));
  }
  out.push(NONE);
  return out;
}
