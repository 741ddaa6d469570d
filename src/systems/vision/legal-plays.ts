/**
 * Which plays are legal now: cards from hand and activated abilities on the field, for the turn
 * player's open main phase or for an answer on the response stack. This runs at every decision
 * (and "is there any?" before every response window), so what the card data says is read once
 * per definition into {@link PlayFacts}, and node counts are only taken for a candidate play.
 * Option ids: `play:<card>`, `play:<card>@<target>`, `act:<card>.<n>`, `act:<card>.<n>@<target>`.
 */
import type { Battle, CardState, OptionDef } from "../../engine/index.ts";
import { perContent } from "../shared/content-store.ts";
import type { Activated, Card, TargetSpec } from "./schema.ts";
import { cardsOf, zoneOf } from "./zones.ts";

/** "main": the turn player's open main phase; "window": answering on the response stack. */
export type PlayContext = "main" | "window";

/** What legality needs of a definition, read once from the (frozen) content. */
interface PlayFacts {
  need: number;
  cost: number;
  /** A character that is not 奇襲: once per main phase, never in a window. */
  mainCharacter: boolean;
  /** Playable from hand in a response window: a 奇襲 character or an any-timing command. */
  inWindow: boolean;
  /** What a command or set card is played at (characters take none). */
  target: TargetSpec | undefined;
  /** Activated abilities, and whether any of them may be used in a window. */
  activated: readonly Activated[];
  activatedInWindow: boolean;
}

const NO_ABILITIES: readonly Activated[] = Object.freeze([]);

function factsOf(def: Card): PlayFacts {
  const ch = def.type === "character";
  const ambush = ch && def.keywords.includes("ambush");
  // Always a content (frozen) array: one array shape where the listing reads it.
  const activated = ch ? def.activated : NO_ABILITIES;
  return {
    need: def.need,
    cost: def.cost,
    mainCharacter: ch && !ambush,
    inWindow: ambush || (def.type === "command" && def.timing === "any"),
    target: def.type === "character" ? undefined : def.target,
    activated,
    activatedInWindow: activated.some((a) => a.timing === "any"),
  };
}

/** Facts by definition id, per content (shipped, or merged with a battle's packs). */
const factsByDef = perContent((cards: Readonly<Record<string, Card>>) => {
  const facts: Record<string, PlayFacts> = {};
  for (const def of Object.values(cards)) facts[def.id] = factsOf(def);
  return facts;
});

/**
 * Facts by card id, per battle state: one lookup per card instead of the card and then its
 * definition. A card's definition never changes, and a new state (a fork, a take-back) gets
 * its own table.
 */
const BY_CARD = new WeakMap<object, Map<string, PlayFacts>>();

function factsTable(b: Battle): Map<string, PlayFacts> {
  let t = BY_CARD.get(b.state.cards);
  if (t === undefined) {
    t = new Map();
    BY_CARD.set(b.state.cards, t);
  }
  return t;
}

function cardFacts(b: Battle, t: Map<string, PlayFacts>, id: string): PlayFacts {
  let f = t.get(id);
  if (f === undefined) {
    f = factsByDef(cardsOf(b.state))[b.state.cards[id].def];
    t.set(id, f);
  }
  return f;
}

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
  const tp = s.x.active as string;
  for (let k = 0; k < 2; k++) {
    const field = s.zones[zoneOf(k === 0 ? tp : tp === "p1" ? "p2" : "p1", "field")];
    for (let i = 0; i < field.length; i++) {
      if (targetable(s.cards[field[i]], seat, spec)) out.push({ id: `${base}@${field[i]}` });
    }
  }
}

/** Active (untapped) nodes among `nodes`. */
function countActive(b: Battle, nodes: string[]): number {
  const cards = b.state.cards;
  let n = 0;
  for (let i = 0; i < nodes.length; i++) if (cards[nodes[i]].f.sleep !== true) n++;
  return n;
}

/**
 * Adds every legal play for `seat` in a context to `out` (or stops once `out` holds `limit`
 * options: "is there any?"), hand cards first, then the field's abilities, each in zone order.
 */
export function pushLegalPlays(
  out: OptionDef[],
  b: Battle,
  seat: string,
  ctx: PlayContext,
  limit = Number.POSITIVE_INFINITY,
): void {
  const s = b.state;
  const main = ctx === "main";
  const charDone = main && s.x.charPlayed === true;
  const nodes = s.zones[zoneOf(seat, "node")];
  // Counted on first need: most hands have no candidate in a window.
  let active = -1;
  const table = factsTable(b);
  const hand = s.zones[zoneOf(seat, "hand")];
  for (let i = 0; i < hand.length && out.length < limit; i++) {
    const id = hand[i];
    const f = cardFacts(b, table, id);
    if (main ? charDone && f.mainCharacter : !f.inWindow) continue;
    if (nodes.length < f.need) continue;
    if (f.cost > 0) {
      if (active < 0) active = countActive(b, nodes);
      if (active < f.cost) continue;
    }
    pushWithTargets(out, b, seat, `play:${id}`, f.target);
  }
  const field = s.zones[zoneOf(seat, "field")];
  for (let i = 0; i < field.length && out.length < limit; i++) {
    const f = cardFacts(b, table, field[i]);
    if (main ? f.activated.length === 0 : !f.activatedInWindow) continue;
    const c = s.cards[field[i]];
    for (let n = 0; n < f.activated.length; n++) {
      const a = f.activated[n];
      if (!main && a.timing !== "any") continue;
      if (a.cost.sleep && c.f.sleep === true) continue;
      if (a.cost.nodes > 0) {
        if (active < 0) active = countActive(b, nodes);
        if (active < a.cost.nodes) continue;
      }
      pushWithTargets(out, b, seat, `act:${c.id}.${n}`, a.target);
    }
  }
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
