/**
 * Combat (VIS-10…16, VIS-14's eight steps). Runs also when the attack is unblocked.
 * 1 戦闘開始時 triggers · 2 先制 damage and 貫通 · 3 normal damage and 貫通 · 4 戦闘の結果
 * triggers · 5 other combat-related effects · 6 graze · 7 combat damage reset · 8 戦闘終了時.
 */
import { type Battle, ownCard, ownFlags, type TaskHandler } from "../../engine/index.ts";
import { loseLife } from "./effects.ts";
import type { Combat } from "./triggers.ts";
import { damageOn, hasKeyword, onField, opponentOf, zoneOf } from "./zones.ts";

function combatOf(b: Battle): Combat {
  return b.state.x.combat as unknown as Combat;
}

/**
 * One damage step. `first` = the 先制 step. Attacker and blocker deal damage at the same time
 * (VIS-10); a character that is gone (destroyed in step 2, removed by an effect) deals none
 * (VIS-06, VIS-15). 貫通 sends what exceeds the blocker's remaining toughness to the player.
 */
function damageStep(b: Battle, first: boolean): void {
  const s = b.state;
  const cb = combatOf(b);
  // Both may take damage below (their flags): their own records from the start, so `a` and `bl`
  // stay the cards across the life loss and its triggers (engine/card-records.ts).
  const a = onField(s, cb.attacker) ? ownCard(s, cb.attacker) : null;
  const bl = cb.blocker !== null && onField(s, cb.blocker) ? ownCard(s, cb.blocker) : null;
  const aActs = a !== null && hasKeyword(a, "first-strike") === first;
  const bActs = bl !== null && hasKeyword(bl, "first-strike") === first;
  if (!aActs && !bActs) return;
  const aAtk = a ? Math.max(0, a.stats.attack) : 0;
  const bAtk = bl ? Math.max(0, bl.stats.attack) : 0;
  if (aActs && a !== null) {
    if (!cb.blocked) {
      // VIS-12: unblocked — the defending player loses life equal to the attack.
      cb.hit = true;
      cb.graze = a.stats.graze ?? 0;
      b.emit({ t: "combat-hit", card: a.id, seat: cb.defender, amount: aAtk });
      loseLife(b, cb.defender, aAtk, "combat", opponentOf(cb.defender));
    } else if (bl !== null) {
      const remaining = Math.max(0, bl.stats.toughness - damageOn(bl));
      const pierce = hasKeyword(a, "pierce") ? aAtk - remaining : 0;
      ownFlags(bl).cdmg = ((bl.f.cdmg as number) ?? 0) + aAtk;
      b.touch();
      b.emit({ t: "combat-damage", card: a.id, to: bl.id, amount: aAtk, total: damageOn(bl) });
      if (pierce > 0) {
        b.emit({ t: "pierce", card: a.id, seat: cb.defender, amount: pierce });
        loseLife(b, cb.defender, pierce, "pierce", opponentOf(cb.defender));
      }
    }
  }
  if (bActs && bl !== null && a !== null) {
    ownFlags(a).cdmg = ((a.f.cdmg as number) ?? 0) + bAtk;
    b.touch();
    b.emit({ t: "combat-damage", card: bl.id, to: a.id, amount: bAtk, total: damageOn(a) });
  }
}

/**
 * VIS-06: a combatant that leaves the field is out of this combat for good. If the card comes
 * back (returned to hand and played again) it is a new character that neither deals nor takes
 * this combat's damage; a removed blocker leaves the attack blocked.
 */
export function leaveCombat(b: Battle, cardId: string): void {
  const cb = b.state.x.combat as unknown as Combat | null;
  if (cb === null) return;
  if (cb.attacker === cardId) cb.attackerLeft = true;
  if (cb.blocker === cardId) cb.blocker = null;
}

/** Task handlers for the combat steps. */
export const combatHandlers: Record<string, TaskHandler> = {
  "v.combat"(b) {
    const cb = combatOf(b);
    if (cb.attackerLeft === true || !onField(b.state, cb.attacker)) {
      // VIS-06 reading: an attack whose attacker left the field deals nothing and ends here.
      b.emit({ t: "attack-fizzled", card: cb.attacker });
      b.state.x.combat = null;
      return;
    }
    b.emit({ t: "combat-start", attacker: cb.attacker, blocker: cb.blocker });
    b.push(
      { k: "v.combat-window", w: "combat-start" },
      { k: "v.combat-damage", first: true },
      { k: "v.combat-damage", first: false },
      { k: "v.combat-window", w: "combat-result" },
      { k: "v.combat-window", w: "combat-other" },
      { k: "v.graze" },
      { k: "v.combat-reset" },
      { k: "v.combat-window", w: "combat-end" },
      { k: "v.combat-over" },
    );
  },
  "v.combat-window"(b, t) {
    b.window(t.w as string);
  },
  "v.combat-damage"(b, t) {
    damageStep(b, t.first === true);
  },
  "v.graze"(b) {
    const s = b.state;
    const cb = combatOf(b);
    if (cb.blocked || !cb.hit || cb.graze <= 0) return;
    const deck = s.zones[zoneOf(cb.defender, "deck")] ?? [];
    // VIS-13 reading: all or nothing, and not possible with fewer than G cards in the deck.
    if (deck.length < cb.graze) {
      b.emit({ t: "graze-impossible", seat: cb.defender, graze: cb.graze });
      return;
    }
    b.ask(
      cb.defender,
      { k: "prompt.graze", p: { n: cb.graze } },
      [{ id: "graze:yes" }, { id: "graze:no" }],
      {
        k: "v.graze-answer",
      },
    );
  },
  "v.graze-answer"(b, t) {
    const s = b.state;
    const cb = combatOf(b);
    if (t.choice !== "graze:yes") {
      b.emit({ t: "graze-declined", seat: cb.defender });
      return;
    }
    const deck = s.zones[zoneOf(cb.defender, "deck")];
    for (let i = 0; i < cb.graze; i++) {
      const top = deck[deck.length - 1];
      b.move(top, zoneOf(cb.defender, "node"));
      ownFlags(ownCard(s, top)).sleep = true;
      ownFlags(ownCard(s, top)).faceDown = true;
    }
    b.emit({ t: "graze", seat: cb.defender, n: cb.graze });
  },
  "v.combat-reset"(b) {
    // VIS-21: combat damage resets at step 7; effect damage stays until end of turn.
    const s = b.state;
    const cb = combatOf(b);
    for (const id of [cb.attacker, cb.blocker]) {
      if (id === null || !onField(s, id)) continue;
      if (((s.cards[id].f.cdmg as number) ?? 0) > 0) {
        ownFlags(ownCard(s, id)).cdmg = 0;
        b.emit({ t: "damage-reset", card: id, kind: "combat" });
      }
    }
    b.removeMods((m) => m.until === "end-of-combat");
  },
  "v.combat-over"(b) {
    b.emit({ t: "combat-end", attacker: combatOf(b).attacker });
    b.state.x.combat = null;
  },
};
