/**
 * Throwing a character (seed l.99–100: 「角色，武器或物体总体型（重量）大于40时，投掷距离减半，总体型
 * （重量）大于70时，无法投掷」): a fighter at the thrower's position — an ally or a foe — is thrown
 * to another position within range, the character's size (体型) as its weight. The throwing check
 * decides where she lands: on success the chosen position, on failure the scatter die (1 at the
 * thrower's feet, else by the target point). What the thrown character suffers the seed does not
 * say: the KP rules it (none, or blunt damage 1d3 / 1d6 / 2d6, which wounds as damage does).
 * Option id: `hurl:<character>@<position>`; it costs a standard action, a major one over 40.
 * Option `throwSize: withCarried` adds what she carries to her size (hurlWeight).
 */
import { parseDice, rollDice } from "../../engine/dice/index.ts";
import type { Battle, CardState, OptionDef } from "../../engine/index.ts";
import { check, isSuccess } from "./checks.ts";
import { canPay } from "./costs.ts";
import { takeDamage } from "./damage.ts";
import { fighters, flags, isOut, KP, skillOf } from "./model.ts";
import { actionOption, optionRef, verbOption } from "./option-ids.ts";
import { opt } from "./options.ts";
import { distance, mapOf } from "./positions.ts";
import { stillActs } from "./still-acts.ts";
import { mgHandlers } from "./tasks.ts";
import { throwRange } from "./throwing.ts";
import { carriedWeight, throwDp } from "./weapons.ts";

/** The KP's rulings on what a thrown character suffers (blunt damage dice, or nothing). */
export const HURL_RULINGS = ["none", "1d3", "1d6", "2d6"] as const;

/**
 * The weight of thrown character `o` (l.100 「总体型（重量）」): her size, plus what she carries
 * under option `throwSize: withCarried` (issue 33).
 */
export function hurlWeight(b: Battle, o: CardState): number {
  return o.stats.size + (opt(b, "throwSize") === "withCarried" ? carriedWeight(o) : 0);
}

/**
 * `hurl:<character>@<position>` for each other fighter here and each position in range (DP ×
 * `mult`: 2 as a reaction, MGR-35).
 */
export function hurlOptions(b: Battle, c: CardState, out: OptionDef[] = [], mult = 1): OptionDef[] {
  const map = mapOf(b);
  if (map === undefined) return out;
  const f = flags(c);
  for (const o of fighters(b)) {
    if (o.id === c.id || isOut(o) || flags(o).pos !== f.pos) continue;
    const weight = hurlWeight(b, o);
    const range = throwRange(c, weight);
    if (range <= 0 || !canPay(c, throwDp(weight) * mult)) continue;
    for (const p of map.positions)
      if (p.id !== f.pos && distance(b, f.pos, p.id) <= range)
        out.push(actionOption("hurl", o.id, p.id));
  }
  return out;
}

/** Task handlers of throwing a character. */
export const hurlHandlers = mgHandlers({
  "m.hurl"(b, t) {
    const c = b.state.cards[t.card];
    if (!stillActs(b, c.id, "throw")) return;
    const who = b.state.cards[t.who];
    const r = check(b, c.id, "throwing", skillOf(c, "throwing"));
    let to = t.to;
    if (!isSuccess(r.level)) {
      const face = b.rollDie(6);
      const where = ["", "feet", "beyond", "short", "left", "right", "on-target"][face];
      b.emit({ t: "scatter", card: c.id, face, where });
      if (face === 1) to = flags(c).pos;
    }
    flags(who).pos = to;
    flags(who).hidden = false;
    b.emit({ t: "hurl", card: c.id, who: who.id, to });
    b.ask(
      KP,
      { k: "prompt.hurl-ruling", p: { card: who.id } },
      HURL_RULINGS.map((x) => verbOption("suffer", x)),
      { k: "m.hurl-ruling", who: who.id },
    );
  },
  "m.hurl-ruling"(b, t) {
    const ruling = optionRef(t.choice ?? "").rest;
    if (ruling === "none") {
      b.emit({ t: "hurl-unhurt", card: t.who });
      return;
    }
    const r = rollDice(parseDice(ruling), (s) => b.rollDie(s));
    b.emit({ t: "hurl-ruling", card: t.who, ruling, amount: r.total, text: r.text });
    takeDamage(b, b.state.cards[t.who], r.total, "blunt");
  },
});
