/**
 * State-based checks, run after every atomic step until nothing changes:
 * losing (VIS-53) and 決死 (VIS-30…35). A character with damage ≥ toughness, toughness ≤ 0
 * (final value only, VIS-42) or marked "make doomed" becomes 決死 and is resolved at once:
 * its `would-doom` triggers may cancel it (VIS-32); otherwise it is destroyed into 冥界 with
 * the cards set on it (VIS-33). Because this runs between tasks, an effect that was resolving
 * pauses and resumes afterwards.
 */
import { type Battle, ownCard, ownFlags } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { triggersOf } from "./abilities.ts";
import { applyEffect, destroyCard } from "./effects.ts";
import { xOf } from "./tasks.ts";
import { damageOn, fieldInTurnOrder, opponentOf } from "./zones.ts";

/** VIS-53: 0 life or less, or a draw from an empty deck. Both at once: a draw. */
function checkLoss(b: Battle): string | null {
  const s = b.state;
  const x = xOf(s);
  const life = x.life;
  const decked = x.deckedOut;
  // Hot path (runs after every step): test before allocating anything.
  if (life.p1 > 0 && life.p2 > 0 && decked.p1 !== true && decked.p2 !== true) return null;
  const lost = s.seats.filter((seat) => life[seat] <= 0 || decked[seat] === true);
  if (lost.length === 2) {
    b.end({ winner: null, outcome: "draw", reason: { k: "reason.both-lost" } });
  } else {
    const loser = lost[0];
    const why = life[loser] <= 0 ? "reason.life" : "reason.deck-out";
    b.end({ winner: opponentOf(loser), outcome: "win", reason: { k: why, p: { seat: loser } } });
  }
  return "loss";
}

/** Whether a character is 決死 right now. */
function isDoomed(b: Battle, id: string): boolean {
  const c = b.state.cards[id];
  const t = c.stats.toughness;
  return c.f.doom === true || t <= 0 || damageOn(c) >= t;
}

/** Whether any character on either field is doomed (without allocating: runs after every step). */
function anyDoomed(b: Battle): boolean {
  return zoneHasDoomed(b, b.state.zones["p1:field"]) || zoneHasDoomed(b, b.state.zones["p2:field"]);
}

function zoneHasDoomed(b: Battle, zone: string[]): boolean {
  for (let i = 0; i < zone.length; i++) if (isDoomed(b, zone[i])) return true;
  return false;
}

/** The would-doom triggers on a character and the cards set on it. */
function runDoomTriggers(b: Battle, id: string): void {
  const s = b.state;
  for (const src of [id, ...s.cards[id].attached]) {
    const trs = triggersOf(s, s.cards[src].def);
    for (const tr of trs) {
      if (tr.when !== "would-doom") continue;
      if (s.cards[id].f.doomed !== true) return;
      if (heard(b)) b.emit({ t: "trigger", card: src, when: "would-doom" });
      for (const e of tr.effects)
        applyEffect(b, { src, ctrl: s.cards[src].owner, target: null }, e);
    }
  }
}

/** VIS-30, VIS-35: every doomed character, turn player's first, each in field order. */
function checkDoom(b: Battle): string | null {
  if (!anyDoomed(b)) return null;
  const doomed = fieldInTurnOrder(b.state).filter((id) => isDoomed(b, id));
  if (doomed.length > 1) b.emit({ t: "doom-order", cards: doomed });
  for (const id of doomed) {
    if (!b.state.cards[id].zone.endsWith(":field")) continue;
    // Read again after the triggers below: its own record, so `c` stays the card.
    const c = ownCard(b.state, id);
    ownFlags(c).doomed = true;
    if (heard(b)) b.emit({ t: "doomed", card: id });
    runDoomTriggers(b, id);
    if (c.f.doomed === true && c.zone.endsWith(":field")) destroyCard(b, id, "doom");
  }
  return `決死 ${doomed.join(",")}`;
}

/** One round of Vision's state-based checks. */
export function visionCheck(b: Battle): string | null {
  if (b.state.result !== null) return null;
  return checkLoss(b) ?? checkDoom(b);
}
