/**
 * Who saw which card when an event happened. A log line is masked for a seat by what it could
 * see *then*, not now: a character played face up and later returned to its owner's hand was
 * seen by everyone when it attacked, and a card drawn face down and later played was not seen
 * when it was drawn. So when an event is logged, every card its fields name (top-level strings
 * and lists of strings) that lies in a zone not open to all is noted in `$seen` with the seats
 * that could see it (none for a hidden zone); a named card not noted was in the open. An event
 * that itself shows its cards to everyone it reaches (a card played from the hand is revealed as
 * it is played) says so with `$reveal: true`, and nothing is noted. Views
 * read the note (`maskFor`); nested card ids, which nothing notes, are masked by what the seat
 * sees now — the cautious default.
 */
import { sharedSeats } from "./seat-lists.ts";
import type { RuleSystem } from "./system.ts";
import type { BattleState, Json, LogEvent, Seat } from "./types.ts";

/** The field of a logged event that says who could see the cards it names. */
export const SEEN = "$seen";

/**
 * Per system, each zone's seers as {@link seers} gives them, the lists shared by every note that
 * names a card there (seat-lists.ts: a list per note was a tenth of a served battle's heap).
 * Zone visibility is a function of the zone's name (RuleSystem.zoneVisibility says so). Zone
 * names are the system's few; the bound keeps a system that made names per battle from growing
 * the table without end.
 */
const SEERS = new WeakMap<RuleSystem, Map<string, Seat[] | null>>();
const MAX_ZONES = 4096;

/** Seats that see the contents of `zone`, or null when everyone does (spectators too). */
function seers(system: RuleSystem, zone: string): Seat[] | null {
  // An attached card lies on its host on the field.
  if (zone.charCodeAt(0) === 64 /* @ */) return null;
  let known = SEERS.get(system);
  if (known === undefined) {
    known = new Map();
    SEERS.set(system, known);
  }
  let who = known.get(zone);
  if (who === undefined) {
    const vis = system.zoneVisibility(zone);
    who =
      vis === "public"
        ? null
        : vis === "owner"
          ? sharedSeats([zone.slice(0, zone.indexOf(":"))])
          : sharedSeats([]);
    if (known.size >= MAX_ZONES) known.clear();
    known.set(zone, who);
  }
  return who;
}

/** The card ids a logged event names at its top level. */
export function namedCards(state: Pick<BattleState, "cards">, e: LogEvent): string[] {
  const out: string[] = [];
  for (const k in e) {
    if (k === "t" || k === "$to" || k === SEEN || k === "$reveal") continue;
    const v = e[k];
    if (typeof v === "string") {
      if (state.cards[v] !== undefined) out.push(v);
    } else if (Array.isArray(v)) {
      for (const x of v) if (typeof x === "string" && state.cards[x] !== undefined) out.push(x);
    }
  }
  return out;
}

/**
 * Where a logged event keeps its note, under symbols (which JSON, `for…in`, `Object.keys` and
 * deep-equality do not see): a note of one card (a drawn card's, most of them) as the card's id
 * under NOTE and its seats under NOTE_SEATS, two fields that fit in the room the event has
 * anyway; a note of several as `[id, seats, id, seats, …]` under NOTE, in the note's order.
 */
const NOTE = Symbol("seen");
const NOTE_SEATS = Symbol("seen-seats");

/** A noted event's hidden fields (see {@link NOTE}). */
type Noted = LogEvent & { [NOTE]: string | (string | Seat[])[]; [NOTE_SEATS]?: Seat[] };

/**
 * The note as its object, `{id: seats, …}`, made when read. A note's object has the battle's
 * own card ids for keys, so a shape (hidden class) of its own per event, and its keys a cache of
 * their own once a view walks it: about 250 bytes per noted line, a served battle's drawn cards
 * alone 2–5 KB. Kept compact, a one-card note costs nothing more; views, JSON and hashes read
 * the object, equal to the one kept before (same keys in the same order, the same seat lists).
 */
function readNote(this: Noted): Record<string, Json> {
  const note = this[NOTE];
  if (typeof note === "string") return { [note]: this[NOTE_SEATS] as Seat[] };
  const seen: Record<string, Json> = {};
  for (let i = 0; i < note.length; i += 2) seen[note[i] as string] = note[i + 1] as Seat[];
  return seen;
}

/** A note written over (nothing does): it becomes the plain value written. */
function writeNote(this: Noted, value: Json | undefined): void {
  Object.defineProperty(this, SEEN, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/** The note's property: one getter for every event, so every noted line of a kind shares a shape. */
const NOTE_PROPERTY: PropertyDescriptor = {
  get: readNote,
  set: writeNote,
  enumerable: true,
  configurable: true,
};

/**
 * Notes, on an event about to be logged, who can see each card it names that is not in the open
 * (`$seen`, read as `{id: seats}`; kept compact, see {@link readNote}).
 */
export function noteSeen(system: RuleSystem, state: BattleState, e: LogEvent): void {
  if (e.$reveal === true) return;
  let note: (string | Seat[])[] | null = null;
  for (const id of namedCards(state, e)) {
    const who = seers(system, state.cards[id].zone);
    if (who !== null) (note ??= []).push(id, who);
  }
  if (note === null) return;
  if (note.length === 2) {
    Object.defineProperty(e, NOTE, { value: note[0] });
    Object.defineProperty(e, NOTE_SEATS, { value: note[1] });
    // Kept at its length otherwise (a list grown by push holds room for 17 entries).
  } else Object.defineProperty(e, NOTE, { value: note.slice() });
  Object.defineProperty(e, SEEN, NOTE_PROPERTY);
}

/**
 * The masking table for one logged event and one seat: `hidden` (the cards the seat cannot see
 * now) adjusted by what the event notes. Cards named at the top level and not noted were in the
 * open: shown, and when hidden now, their definition goes into `names` so the line still reads.
 */
export function maskFor(
  state: Pick<BattleState, "cards">,
  e: LogEvent,
  seat: Seat | null,
  hidden: ReadonlyMap<string, string>,
  names: Record<string, string>,
): ReadonlyMap<string, string> {
  const seen = e[SEEN] as Record<string, Seat[]> | undefined;
  let table: Map<string, string> | null = null;
  for (const id of namedCards(state, e)) {
    const who = seen?.[id];
    const saw = who === undefined || (seat !== null && who.includes(seat));
    if (saw === !hidden.has(id)) continue;
    table ??= new Map(hidden);
    if (saw) {
      table.delete(id);
      names[id] = state.cards[id].def;
    } else table.set(id, hidden.get(id) ?? "?");
  }
  return table ?? hidden;
}
