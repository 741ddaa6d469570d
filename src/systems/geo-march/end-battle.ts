/**
 * 戦闘終了 (GEO-50…54): effects of abilities and skills end, every unit becomes
 * action-incomplete (GEO-50), and the parties left decide the march:
 * only the marcher's → march succeeds (they hold the geo, GEO-51); only the defender's (GEO-52),
 * or nobody (GEO-54) → defence succeeds; both → march fails (GEO-53) and the marcher's units go
 * back: marchers to the geo each came from, units summoned in the battle to the origin (the
 * marcher picks one for each when there were several), discarding by the marcher's choice down
 * to each geo's limit.
 */
import type { Battle, BattleState } from "../../engine/index.ts";
import { battleOf, xOf } from "./battle-state.ts";
import { discardId, refOf, returnId } from "./option-ids.ts";
import { ownedFlags } from "./records.ts";
import { geoHandlers, type TaskOf } from "./tasks.ts";
import { levelOn, partyZone, pileOf } from "./zones.ts";

/** The four outcomes, by which parties remain. */
export function outcomeOf(marcher: boolean, defender: boolean): string {
  if (marcher && !defender) return "only-marcher";
  if (!marcher && defender) return "only-defender";
  return marcher ? "both-remain" : "none-remain";
}

/**
 * Forgets where the marchers came from. Only where it is: a delete can leave an object a slow
 * dictionary, and most cards have none. In a whole game only this battle's marchers can have it
 * (it is set on a march into a battle and forgotten here; a unit leaving the field loses its
 * flags), and they stand on the battle geo or went back to an origin, so only the marcher's
 * parties there are walked instead of the whole card table (enumerating a big object is slow).
 */
function clearOrigins(s: BattleState): void {
  const cards = s.cards;
  if (xOf(s).mode !== "game") {
    for (const id in cards) if (cards[id].f.from !== undefined) delete cards[id].f.from;
    return;
  }
  const bt = battleOf(s);
  forgetIn(s, partyZone(bt.geo, bt.marcher));
  for (const g of bt.origins) forgetIn(s, partyZone(g, bt.marcher));
}

/** Deletes the `from` flag of the units in one zone. */
function forgetIn(s: BattleState, zone: string): void {
  const ids = s.zones[zone];
  if (ids === undefined) return;
  for (let j = 0; j < ids.length; j++) {
    const f = s.cards[ids[j]].f;
    if (f.from !== undefined) delete f.from;
  }
}

/** A stand-alone battle ends the game with its result; in a whole game play goes on. */
function finish(b: Battle, why: string): void {
  clearOrigins(b.state);
  if (xOf(b.state).mode === "game") {
    b.push({ k: "gm.after-battle", why });
    return;
  }
  const bt = battleOf(b.state);
  const success = why === "only-marcher";
  const winner = success ? bt.marcher : bt.defender;
  b.end({
    winner,
    outcome: success ? "march-success" : "defence-success",
    // The reason names the winner itself: the engine's end line has no wording for a draw.
    reason: { k: `reason.${why}`, p: { winner } },
  });
}

/** Task handlers of the end of battle. */
export const endHandlers = geoHandlers({
  "g.end"(b) {
    const s = b.state;
    const bt = battleOf(s);
    bt.phase = "end";
    b.removeMods((m) => m.until === "battle");
    const field = [partyZone(bt.geo, bt.marcher), partyZone(bt.geo, bt.defender)];
    for (const z of field) {
      for (const id of s.zones[z] ?? []) {
        // Already in that shape (most units): nothing to write, no record to own.
        const now = s.cards[id].f;
        if (now.done === false && now.uses === undefined && now.acting === undefined) continue;
        const f = ownedFlags(s, id);
        f.done = false;
        delete f.uses;
        delete f.acting;
      }
    }
    const m = (s.zones[field[0]] ?? []).length > 0;
    const d = (s.zones[field[1]] ?? []).length > 0;
    const why = outcomeOf(m, d);
    b.emit({ t: "battle-end", outcome: why, marcher: bt.marcher });
    if (why !== "both-remain") return finish(b, why);
    // Marchers go back where they came from; units summoned in the battle go to the one
    // origin, or to the origin the marcher picks for each when there were several (GEO-53).
    const zone = field[0];
    for (const origin of bt.origins) {
      const back = (s.zones[zone] ?? []).filter(
        (id) =>
          s.cards[id].f.from === origin ||
          (bt.origins.length === 1 && s.cards[id].f.from === undefined),
      );
      // Bottom first, so the formation keeps its order on the origin.
      for (const id of back) b.move(id, partyZone(origin, bt.marcher));
      if (back.length > 0) b.emit({ t: "retreat", seat: bt.marcher, geo: origin, units: back });
    }
    returnStep(b, { k: "g.return", why });
  },
  "g.return": returnStep,
  "g.over-limit": overLimit,
});

/** Asks the marcher where each unit without an origin goes, then checks the limits. */
function returnStep(b: Battle, t: TaskOf<"g.return">): void {
  const s = b.state;
  const bt = battleOf(s);
  if (t.choice !== undefined) {
    const { unit: id, geo } = refOf(t.choice, "return");
    b.move(id, partyZone(geo, bt.marcher));
    b.emit({ t: "retreat", seat: bt.marcher, geo, units: [id] });
  }
  const left = s.zones[partyZone(bt.geo, bt.marcher)] ?? [];
  if (left.length === 0) {
    overLimit(b, { k: "g.over-limit", why: t.why });
    return;
  }
  const unit = left[left.length - 1];
  const opts = bt.origins.map((g) => ({ id: returnId(unit, g) }));
  b.ask(bt.marcher, { k: "prompt.return", p: { card: unit } }, opts, {
    k: "g.return",
    why: t.why,
  });
}

/** Discards (by the marcher's choice) until every origin geo fits its limit, then finishes. */
function overLimit(b: Battle, t: TaskOf<"g.over-limit">): void {
  const s = b.state;
  const bt = battleOf(s);
  const limits = xOf(s).geos;
  if (t.choice !== undefined) {
    const id = refOf(t.choice, "discard").card;
    // The origin whose party it stood in (the one over its limit when asked).
    const zone = s.cards[id].zone;
    const geo = bt.origins.find((g) => partyZone(g, bt.marcher) === zone);
    b.move(id, pileOf(bt.marcher, "drop"));
    b.emit({ t: "limit-discard", card: id, geo });
  }
  const over = bt.origins.find((g) => levelOn(s, partyZone(g, bt.marcher)) > limits[g]);
  if (over === undefined) {
    finish(b, t.why);
    return;
  }
  const opts = (s.zones[partyZone(over, bt.marcher)] ?? []).map((id) => ({ id: discardId(id) }));
  b.ask(bt.marcher, { k: "prompt.over-limit", p: { limit: limits[over], geo: over } }, opts, {
    k: "g.over-limit",
    why: t.why,
  });
}
