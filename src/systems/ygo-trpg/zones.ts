/**
 * Seats, zones and sides. Each player seat has two decks and two hands (monsters and items are
 * separate, YGT-03), a monster field, a spell/trap zone for set cards (`st`), face-up continuous and
 * field spells (`up`) and a graveyard; the GM seat has a field,
 * a spell/trap zone, a hand and a graveyard (YGT-43).
 */
import { type BattleState, type CardState, EngineError, type Seat } from "../../engine/index.ts";
import { idPairs } from "../shared/id-pairs.ts";
import { defOf } from "./card-defs.ts";
import { flagsOf } from "./flags.ts";
import type { MonsterCard } from "./schema.ts";
import { ygoX } from "./x-state.ts";

/** The GM's seat. */
export const GM = "gm";
/** Player seats a setup may use, in seat order. */
export const PLAYER_SEATS = ["p1", "p2", "p3", "p4"] as const;

/** Zone kinds of a player seat. */
export const PLAYER_ZONES = [
  "mdeck",
  "ideck",
  "mhand",
  "ihand",
  "field",
  "st",
  "up",
  "chain",
  "grave",
] as const;
/** Zone kinds of the GM seat. */
export const GM_ZONES = ["field", "st", "up", "hand", "chain", "grave"] as const;

/** A seat's zone id, e.g. `p1:mhand` (interned: the checks look zones up after every step). */
export const zoneOf: (seat: Seat, kind: string) => string = idPairs(
  (seat, kind) => `${seat}:${kind}`,
);

/**
 * `(seat) => zoneOf(seat, kind)` for one kind, answered by comparing the seat with the five
 * known seats (a string compare or two) instead of two map lookups: the option listings and
 * moves ask for zones many times a decision.
 */
function seatZone(kind: string): (seat: Seat) => string {
  const p1 = zoneOf("p1", kind);
  const p2 = zoneOf("p2", kind);
  const p3 = zoneOf("p3", kind);
  const p4 = zoneOf("p4", kind);
  const gm = zoneOf(GM, kind);
  return (seat) =>
    seat === "p1"
      ? p1
      : seat === "p2"
        ? p2
        : seat === GM
          ? gm
          : seat === "p3"
            ? p3
            : seat === "p4"
              ? p4
              : zoneOf(seat, kind);
}

/** A seat's monster field. */
export const fieldOf = seatZone("field");
/** A seat's spell/trap zone (set cards). */
export const stOf = seatZone("st");
/** A seat's face-up continuous and field spells. */
export const upOf = seatZone("up");
/** A player's monster hand. */
export const mhandOf = seatZone("mhand");
/** A player's item hand. */
export const ihandOf = seatZone("ihand");
/** A player's monster deck. */
export const mdeckOf = seatZone("mdeck");
/** A player's item deck. */
export const ideckOf = seatZone("ideck");
/** A seat's graveyard. */
export const graveZone = seatZone("grave");
/** Where a seat's spell or trap resolves. */
export const chainOf = seatZone("chain");

/** The GM's hand. */
export const GM_HAND = zoneOf(GM, "hand");
/** The GM's field zone. */
export const GM_FIELD = zoneOf(GM, "field");

/** Player seats per seat list (a state's `seats` never changes; a copy gets its own entry). */
const SEATS_WITHOUT_GM = new WeakMap<readonly Seat[], Seat[]>();

/**
 * The last seat list asked about and its answers: a run plays one battle at a time, so this
 * one-entry cache answers nearly every call without the WeakMap lookup (asked many times a step).
 */
let lastSeats: readonly Seat[] | null = null;
let lastPlayers: Seat[] = [];
let lastFields: string[] = [];

/** The player seats of this battle, in seat order (every seat but the GM). Do not modify. */
export function playerSeats(s: BattleState): Seat[] {
  if (s.seats === lastSeats) return lastPlayers;
  let seats = SEATS_WITHOUT_GM.get(s.seats);
  if (seats === undefined) {
    seats = s.seats.filter((x) => x !== GM);
    SEATS_WITHOUT_GM.set(s.seats, seats);
  }
  remember(s, seats, fieldsOf(s, seats));
  return seats;
}

function remember(s: BattleState, players: Seat[], fields: string[]): void {
  lastSeats = s.seats;
  lastPlayers = players;
  lastFields = fields;
}

/** Field zone ids per seat list: the players' in seat order, then the GM's. */
const FIELDS = new WeakMap<readonly Seat[], string[]>();

/**
 * The field zones of this battle in {@link playerSeats} order, then the GM's (the order the
 * checks read monsters in). Built once per seat list: the checks ask after every change.
 */
export function fieldZones(s: BattleState): string[] {
  if (s.seats === lastSeats) return lastFields;
  playerSeats(s);
  return lastFields;
}

/** The field zones of a seat list (see {@link fieldZones}), made once per list. */
function fieldsOf(s: BattleState, players: Seat[]): string[] {
  let zones = FIELDS.get(s.seats);
  if (zones === undefined) {
    zones = [...players, GM].map((seat) => zoneOf(seat, "field"));
    FIELDS.set(s.seats, zones);
  }
  return zones;
}

/** Whether a seat plays on the players' side. */
export function isPlayer(seat: Seat): boolean {
  return seat !== GM;
}

/** The definition of a card in play (card-defs.ts). */
export { defOf };

/** A monster's definition (the caller knows it is a monster). */
export function monsterDef(s: BattleState, id: string): MonsterCard {
  const d = defOf(s, id);
  if (d.type !== "monster") throw new EngineError(`${id} is not a monster`);
  return d;
}

/** Monsters on one side's fields: the GM's, or every player's (in seat order). */
export function sideMonsters(s: BattleState, players: boolean): string[] {
  const out: string[] = [];
  if (!players) {
    const field = s.zones[GM_FIELD];
    if (field !== undefined) for (let i = 0; i < field.length; i++) out.push(field[i]);
    return out;
  }
  const fields = fieldZones(s);
  // Every field but the last (the GM's).
  for (let k = 0; k < fields.length - 1; k++) {
    const field = s.zones[fields[k]];
    if (field !== undefined) for (let i = 0; i < field.length; i++) out.push(field[i]);
  }
  return out;
}

/** Whether a card is on a monster field. */
export function onField(c: CardState): boolean {
  return c.zone.endsWith(":field");
}

/** Life remaining on a monster: its life stat minus damage taken (YGT-25). */
export function monsterLife(c: CardState): number {
  return c.stats.life - (flagsOf(c).dmg ?? 0);
}

/** Whether a player has fainted (YGT-28). */
export function fainted(s: BattleState, seat: Seat): boolean {
  return ygoX(s).fainted[seat] === true;
}

/** Re-exported for the GM tools, which read it from here (defined in rule-numbers.ts, YGT-02). */
export { MAX_LIFE } from "./rule-numbers.ts";

/** A monster's attribute: the printed one, unless the setup set another (`x.attrs`). */
export function attributeOf(s: BattleState, id: string): string {
  const set = ygoX(s).attrs?.[id];
  return set ?? monsterDef(s, id).attribute;
}
