/**
 * Combat (VIS-10…16, VIS-14's eight steps). Runs also when the attack is unblocked.
 * 1 戦闘開始時 triggers · 2 先制 damage and 貫通 · 3 normal damage and 貫通 · 4 戦闘の結果
 * triggers · 5 other combat-related effects · 6 graze · 7 combat damage reset · 8 戦闘終了時.
 */
import { type Battle, EngineError, ownCard, ownFlags } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { loseLife } from "./effects.ts";
import { optionRef } from "./option-ids.ts";
import { runNext, runQueued } from "./run-next.ts";
import { type TaskOf, visionHandlers, xOf } from "./tasks.ts";
import type { Combat } from "./triggers.ts";
import { combatDamage, damageOn, hasKeyword, onField, opponentOf, zoneOf } from "./zones.ts";

/** The combat under way (combat's steps run only inside one). */
function combatOf(b: Battle): Combat {
  const cb = xOf(b.state).combat;
  if (cb === null) throw new EngineError("a combat step outside combat");
  return cb;
}

/**
 * One damage step. `first` = the 先制 step. Attacker and blocker deal damage at the same time
 * (VIS-10); a character that is gone (destroyed in step 2, removed by an effect) deals none
 * (VIS-06, VIS-15). 貫通 sends what exceeds the blocker's remaining toughness to the player.
 * Rules: VIS-10, VIS-11, VIS-12, VIS-15, VIS-16, VIS-22.
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
      if (heard(b)) b.emit({ t: "combat-hit", card: a.id, seat: cb.defender, amount: aAtk });
      loseLife(b, cb.defender, aAtk, "combat", opponentOf(cb.defender));
    } else if (bl !== null) {
      const remaining = Math.max(0, bl.stats.toughness - damageOn(bl));
      const pierce = hasKeyword(a, "pierce") ? aAtk - remaining : 0;
      ownFlags(bl).cdmg = combatDamage(bl) + aAtk;
      b.touch();
      if (heard(b))
        b.emit({ t: "combat-damage", card: a.id, to: bl.id, amount: aAtk, total: damageOn(bl) });
      if (pierce > 0) {
        if (heard(b)) b.emit({ t: "pierce", card: a.id, seat: cb.defender, amount: pierce });
        loseLife(b, cb.defender, pierce, "pierce", opponentOf(cb.defender));
      }
    }
  }
  if (bActs && bl !== null && a !== null) {
    ownFlags(a).cdmg = combatDamage(a) + bAtk;
    b.touch();
    if (heard(b))
      b.emit({ t: "combat-damage", card: bl.id, to: a.id, amount: bAtk, total: damageOn(a) });
  }
}

/**
 * VIS-06: a combatant that leaves the field is out of this combat for good. If the card comes
 * back (returned to hand and played again) it is a new character that neither deals nor takes
 * this combat's damage; a removed blocker leaves the attack blocked.
 */
export function leaveCombat(b: Battle, cardId: string): void {
  const cb = xOf(b.state).combat;
  if (cb === null) return;
  if (cb.attacker === cardId) cb.attackerLeft = true;
  if (cb.blocker === cardId) cb.blocker = null;
}

/** v.combat: combat begins (or the attack fizzles); its steps are queued in order. */
function combatStep(b: Battle): void {
  const cb = combatOf(b);
  if (cb.attackerLeft === true || !onField(b.state, cb.attacker)) {
    // VIS-06 reading: an attack whose attacker left the field deals nothing and ends here.
    if (heard(b)) b.emit({ t: "attack-fizzled", card: cb.attacker });
    xOf(b.state).combat = null;
    return;
  }
  if (heard(b)) b.emit({ t: "combat-start", attacker: cb.attacker, blocker: cb.blocker });
  b.state.tasks.push(
    { k: "v.combat-over" },
    { k: "v.combat-window", w: "combat-end" },
    { k: "v.combat-reset" },
    { k: "v.graze" },
    { k: "v.combat-window", w: "combat-other" },
    { k: "v.combat-window", w: "combat-result" },
    { k: "v.combat-damage", first: false },
    { k: "v.combat-damage", first: true },
  );
  runNext(b, { k: "v.combat-window", w: "combat-start" }, windowStep);
}

/** A combat step that opens a timing window; the step queued next runs on. */
function windowStep(b: Battle, t: TaskOf<"v.combat-window">): void {
  b.window(t.w);
  runOn(b);
}

function damageTask(b: Battle, t: TaskOf<"v.combat-damage">): void {
  damageStep(b, t.first);
  runOn(b);
}

/** Step 6: graze (VIS-13), asked of the defender when an unblocked attacker with G hit (VIS-23). */
function grazeStep(b: Battle): void {
  const s = b.state;
  const cb = combatOf(b);
  if (cb.blocked || !cb.hit || cb.graze <= 0) {
    runQueued(b, "v.combat-reset", resetStep);
    return;
  }
  const deck = s.zones[zoneOf(cb.defender, "deck")] ?? [];
  // VIS-13 reading: all or nothing, and not possible with fewer than G cards in the deck.
  if (deck.length < cb.graze) {
    if (heard(b)) b.emit({ t: "graze-impossible", seat: cb.defender, graze: cb.graze });
    runQueued(b, "v.combat-reset", resetStep);
    return;
  }
  b.ask(
    cb.defender,
    { k: "prompt.graze", p: { n: cb.graze } },
    [{ id: "graze:yes" }, { id: "graze:no" }],
    { k: "v.graze-answer" },
  );
}

/** Step 7: combat damage resets (VIS-21); effect damage stays until end of turn. */
function resetStep(b: Battle): void {
  const s = b.state;
  const cb = combatOf(b);
  for (let k = 0; k < 2; k++) {
    const id = k === 0 ? cb.attacker : cb.blocker;
    if (id === null || !onField(s, id)) continue;
    if (combatDamage(s.cards[id]) > 0) {
      ownFlags(ownCard(s, id)).cdmg = 0;
      if (heard(b)) b.emit({ t: "damage-reset", card: id, kind: "combat" });
    }
  }
  b.removeMods(endsWithCombat);
  runQueued(b, "v.combat-window", windowStep);
}

function endsWithCombat(m: { until?: string }): boolean {
  return m.until === "end-of-combat";
}

/** After steps 1–5 and 8: the next queued combat step, whichever it is, runs on. */
function runOn(b: Battle): void {
  const tasks = b.state.tasks;
  const top = tasks[tasks.length - 1];
  if (top === undefined) return;
  switch (top.k) {
    case "v.combat-damage":
      runQueued(b, "v.combat-damage", damageTask);
      return;
    case "v.combat-window":
      runQueued(b, "v.combat-window", windowStep);
      return;
    case "v.graze":
      runQueued(b, "v.graze", grazeStep);
      return;
    case "v.combat-over":
      runQueued(b, "v.combat-over", overStep);
      return;
  }
}

/** The end of combat. */
function overStep(b: Battle): void {
  if (heard(b)) b.emit({ t: "combat-end", attacker: combatOf(b).attacker });
  xOf(b.state).combat = null;
}

/** Task handlers for the combat steps. */
export const combatHandlers = visionHandlers({
  "v.combat": combatStep,
  "v.combat-window": windowStep,
  "v.combat-damage": damageTask,
  "v.graze": grazeStep,
  "v.graze-answer"(b, t: TaskOf<"v.graze-answer">) {
    const s = b.state;
    const cb = combatOf(b);
    const ref = optionRef(t.choice ?? "");
    if (ref.kind !== "graze" || !ref.yes) {
      if (heard(b)) b.emit({ t: "graze-declined", seat: cb.defender });
    } else {
      const deck = s.zones[zoneOf(cb.defender, "deck")];
      for (let i = 0; i < cb.graze; i++) {
        const top = deck[deck.length - 1];
        b.move(top, zoneOf(cb.defender, "node"));
        ownFlags(ownCard(s, top)).sleep = true;
        ownFlags(ownCard(s, top)).faceDown = true;
      }
      if (heard(b)) b.emit({ t: "graze", seat: cb.defender, n: cb.graze });
    }
    runQueued(b, "v.combat-reset", resetStep);
  },
  "v.combat-reset": resetStep,
  "v.combat-over": overStep,
});
