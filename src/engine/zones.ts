/**
 * Zones and attachments. Every card is in exactly one place: a zone's array, or the `attached`
 * list of its host (then its `zone` is `@<hostId>`). Arrays run bottom → top.
 */
import type { Battle } from "./battle.ts";
import { ownCard } from "./card-records.ts";
import { EngineError } from "./errors.ts";
import type { BattleState, CardState, Json, Seat } from "./types.ts";

/** Creates a card in a zone (at the top). */
export function addCard(
  state: BattleState,
  init: {
    id: string;
    def: string;
    owner: Seat;
    zone: string;
    base: Record<string, number>;
    f?: Record<string, Json>;
  },
): CardState {
  if (state.cards[init.id] !== undefined) throw new EngineError(`duplicate card id "${init.id}"`);
  const card: CardState = {
    id: init.id,
    def: init.def,
    owner: init.owner,
    zone: init.zone,
    attached: [],
    base: { ...init.base },
    stats: { ...init.base },
    f: init.f ?? {},
  };
  state.cards[card.id] = card;
  (state.zones[init.zone] ??= []).push(card.id);
  return card;
}

/** Takes a card out of wherever it is (zone array or host's attachment list). */
function unlink(state: BattleState, card: CardState): void {
  if (card.zone.startsWith("@")) {
    const host = ownCard(state, card.zone.slice(1));
    const i = host.attached.indexOf(card.id);
    if (i >= 0) removeAt(host.attached, i);
    return;
  }
  const arr = state.zones[card.zone];
  const i = arr.lastIndexOf(card.id);
  if (i < 0) throw new EngineError(`card ${card.id} is not in its zone ${card.zone}`);
  removeAt(arr, i);
}

/** Removes item `i` in place (splice would also build an array of the removed items). */
function removeAt(arr: string[], i: number): void {
  for (let j = i + 1; j < arr.length; j++) arr[j - 1] = arr[j];
  arr.pop();
}

/**
 * Moves a card to `zone`. Leaving the field drops the modifiers on it and those it grants, and
 * sends its attachments where the system's rules say.
 */
export function moveCard(b: Battle, cardId: string, zone: string, where: "top" | "bottom"): void {
  const state = b.state;
  // Its own record (card-records.ts): `card` stays the card through the hooks and moves below.
  const card = ownCard(state, cardId);
  const from = card.zone;
  unlink(state, card);
  card.zone = zone;
  const arr = (state.zones[zone] ??= []);
  if (where === "top") arr.push(cardId);
  else arr.unshift(cardId);
  const sys = b.system;
  if (sys.onMove !== undefined) sys.onMove(b, cardId, from, zone);
  const wasOnField = from.startsWith("@") || sys.isField(from);
  if (wasOnField && !sys.isField(zone)) {
    while (card.attached.length > 0) {
      const a = card.attached[0];
      b.move(a, sys.detachTo(b, a, cardId));
    }
    b.removeMods((m) => m.target === cardId || m.source === cardId);
    card.stats = { ...card.base };
    sys.onLeaveField?.(b, cardId, from);
  }
}

/** Sets `cardId` on `hostId`, which must be on the field. */
export function attachCard(b: Battle, cardId: string, hostId: string): void {
  const state = b.state;
  if (state.cards[cardId] === undefined || state.cards[hostId] === undefined)
    throw new EngineError(`attach: no card "${state.cards[cardId] ? hostId : cardId}"`);
  if (!b.system.isField(state.cards[hostId].zone))
    throw new EngineError(`attach: host ${hostId} is not on the field`);
  const card = ownCard(state, cardId);
  const host = ownCard(state, hostId);
  const from = card.zone;
  unlink(state, card);
  card.zone = `@${hostId}`;
  // A new list rather than a push onto an empty one: battles copied from a setup template share
  // one frozen empty list among their cards until something is attached.
  if (host.attached.length === 0) host.attached = [cardId];
  else host.attached.push(cardId);
  b.system.onMove?.(b, cardId, from, card.zone);
}

/** Cards in a zone, bottom → top (a live array: do not mutate). */
export function zoneCards(state: BattleState, zone: string): string[] {
  return state.zones[zone] ?? [];
}
