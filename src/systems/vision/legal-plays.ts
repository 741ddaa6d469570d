/**
 * Which plays are legal now: cards from hand and activated abilities on the field, for the turn
 * player's open main phase or for an answer on the response stack. This runs at every decision
 * (and "is there any?" before every response window), so what the card data says is read once
 * per definition into PlayFacts (lowered.ts), and node counts are only taken for a candidate play.
 * Option ids: `play:<card>`, `play:<card>@<target>`, `act:<card>.<n>`, `act:<card>.<n>@<target>`.
 */
import type { Battle, CardState, OptionDef } from "../../engine/index.ts";
import { factsFor, lowFor, sideOf, visionOnMove } from "./lowered.ts";
import { actId, playId, targetedId, targetRow } from "./option-ids.ts";
import type { TargetSpec } from "./schema.ts";
import { xOf } from "./tasks.ts";
import { zoneOf } from "./zones.ts";

/** "main": the turn player's open main phase; "window": answering on the response stack. */
export type PlayContext = "main" | "window";

/** Whether a character may be chosen for a target spec by `seat`. */
function targetable(c: CardState, seat: string, spec: TargetSpec): boolean {
  if (spec.side === "own" && c.owner !== seat) return false;
  if (spec.side === "enemy" && c.owner === seat) return false;
  if (spec.state === "active" && c.f.sleep === true) return false;
  if (spec.state === "sleep" && c.f.sleep !== true) return false;
  return true;
}

/**
 * Adds the options for one play: one per legal target (turn player's field first, each in field
 * order) when it takes a target, none if there is no legal target.
 */
function pushWithTargets(
  out: OptionDef[],
  b: Battle,
  seat: string,
  base: string,
  spec: TargetSpec | undefined,
): void {
  if (spec === undefined) {
    out.push({ id: base });
    return;
  }
  const s = b.state;
  const tp = xOf(s).active;
  let row: Map<string, string> | null = null;
  for (let k = 0; k < 2; k++) {
    const field = s.zones[zoneOf(k === 0 ? tp : tp === "p1" ? "p2" : "p1", "field")];
    for (let i = 0; i < field.length; i++) {
      if (!targetable(s.cards[field[i]], seat, spec)) continue;
      row ??= targetRow(base);
      out.push({ id: targetedId(row, base, field[i]) });
    }
  }
}

/** Whether a play with target spec `spec` has a legal target now (or takes none). */
function anyTarget(b: Battle, seat: string, spec: TargetSpec | undefined): boolean {
  if (spec === undefined) return true;
  const s = b.state;
  for (let k = 0; k < 2; k++) {
    const field = s.zones[zoneOf(k === 0 ? "p1" : "p2", "field")];
    for (let i = 0; i < field.length; i++)
      if (targetable(s.cards[field[i]], seat, spec)) return true;
  }
  return false;
}

/**
 * Active (untapped) nodes among `nodes`, counted up to `max` (the content's highest cost: a
 * listing only asks whether the count reaches a cost, and nodes pile up over a game).
 */
function countActive(b: Battle, nodes: string[], max: number): number {
  const cards = b.state.cards;
  let n = 0;
  for (let i = 0; i < nodes.length && n < max; i++) if (cards[nodes[i]].f.sleep !== true) n++;
  return n;
}

/**
 * Adds every legal play for `seat` in a context to `out` (or stops once `out` holds `limit`
 * options), hand cards first, then the field's abilities, each in zone order. With `out` null
 * it only answers whether there is any, at the first one found and without building its ids.
 */
export function pushLegalPlays(
  out: OptionDef[] | null,
  b: Battle,
  seat: string,
  ctx: PlayContext,
  limit = Number.POSITIVE_INFINITY,
): boolean {
  const s = b.state;
  const main = ctx === "main";
  const charDone = main && xOf(s).charPlayed === true;
  const nodes = s.zones[zoneOf(seat, "node")];
  // Counted on first need: most hands have no candidate in a window.
  let active = -1;
  const side = sideOf(s);
  const p1 = seat === "p1";
  // The side table's counts say when a zone holds no candidate at all (lowered.ts): a window
  // skips a hand with no 奇襲 character or any-timing command, and a field with no ability
  // usable in it; the main phase skips a field with no activated ability. Only while the
  // counts are kept, i.e. the battle's system moves cards through vision's onMove hook.
  const counted = b.system.onMove === visionOnMove;
  const handWindow = p1 ? side.hand1 : side.hand2;
  let fieldCount = 1;
  if (counted) {
    fieldCount = main ? (p1 ? side.act1 : side.act2) : (p1 ? side.p1 : side.p2) - handWindow;
  }
  const hand = main || !counted || handWindow > 0 ? s.zones[zoneOf(seat, "hand")] : NO_CARDS;
  for (let i = 0; i < hand.length && (out === null || out.length < limit); i++) {
    const id = hand[i];
    const low = lowFor(s, side, id);
    const f = low.f;
    if (main ? charDone && f.mainCharacter : !f.inWindow) continue;
    if (nodes.length < f.need) continue;
    if (f.cost > 0) {
      if (active < 0) active = countActive(b, nodes, side.maxCost);
      if (active < f.cost) continue;
    }
    if (out === null) {
      if (anyTarget(b, seat, f.target)) return true;
    } else pushWithTargets(out, b, seat, (low.play ??= playId(id)), f.target);
  }
  const field = fieldCount > 0 ? s.zones[zoneOf(seat, "field")] : NO_CARDS;
  for (let i = 0; i < field.length && (out === null || out.length < limit); i++) {
    const f = factsFor(s, side, field[i]);
    if (main ? f.activated.length === 0 : !f.activatedInWindow) continue;
    const c = s.cards[field[i]];
    for (let n = 0; n < f.activated.length; n++) {
      const a = f.activated[n];
      if (!main && a.timing !== "any") continue;
      if (a.cost.sleep && c.f.sleep === true) continue;
      if (a.cost.nodes > 0) {
        if (active < 0) active = countActive(b, nodes, side.maxCost);
        if (active < a.cost.nodes) continue;
      }
      if (out === null) {
        if (anyTarget(b, seat, a.target)) return true;
      } else pushWithTargets(out, b, seat, actId(c.id, n), a.target);
    }
  }
  return out !== null && out.length > 0;
}

/** No cards (a zone skipped by the side table's counts). */
const NO_CARDS: readonly string[] = Object.freeze([]);

/** Whether `seat` has any legal play in a context (no option listed, no id built). */
export function hasLegalPlay(b: Battle, seat: string, ctx: PlayContext): boolean {
  return pushLegalPlays(null, b, seat, ctx);
}

/** Every legal play for `seat` in a context (or only the first `limit`: "is there any?"). */
export function legalPlays(
  b: Battle,
  seat: string,
  ctx: PlayContext,
  limit = Number.POSITIVE_INFINITY,
): OptionDef[] {
  const out: OptionDef[] = [];
  pushLegalPlays(out, b, seat, ctx, limit);
  return out;
}
