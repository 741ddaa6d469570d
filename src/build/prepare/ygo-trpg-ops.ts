/**
 * The ygo-trpg party and encounter builders' edits (issue 30), as pure functions PrepDoc →
 * PrepDoc: the web builders call only these, and the property test drives them the same way. A
 * doc they return is canonical — no `undefined` values, optional setup lists left out when empty,
 * content lists left out when empty — so its scenario YAML reads back deep-equal
 * (src/build/prepare/prep-yaml.ts). They never check the rules (the server's answer does, at the
 * field it names); they only keep the shapes the setup and content schemas take, and keep lists
 * within the limits a prepared battle may have. Browser-safe: no node:*, no system runtime.
 */
import { MAX_PACK_ENTRIES, MAX_SETUP_LIST } from "../../shared/limits.ts";
import { MAX_LIFE } from "../../systems/ygo-trpg/rule-numbers.ts";
import type { PrepDoc } from "./prep-types.ts";

/** Player seats a ygo-trpg battle has, in seat order (src/systems/ygo-trpg/zones.ts). */
export const PLAYER_SEATS = ["p1", "p2", "p3", "p4"] as const;
/** One player seat. */
export type PlayerSeat = (typeof PLAYER_SEATS)[number];
/** Copies of one card a deck list may hold (the content schema's deck `cards: id → 1..3`). */
export const MAX_COPIES = 3;

/** A card in a setup list: its id, or `{ card, … }` with printed values set by hand. */
export type SetupEntry = string | { card: string; [k: string]: unknown };

/** A player's lists in the setup. */
export const PLAYER_ZONES = ["monsterHand", "itemHand", "field", "st", "grave"] as const;
/** A player's list. */
export type PlayerZone = (typeof PLAYER_ZONES)[number];
/** The GM's lists in the setup (beside the encounter's). */
export const GM_ZONES = ["field", "st", "hand"] as const;
/** A GM list. */
export type GmZone = (typeof GM_ZONES)[number];
/** An encounter entry's lists. */
export const ENCOUNTER_ZONES = ["monsters", "traps", "hand"] as const;
/** An encounter list. */
export type EncounterZone = (typeof ENCOUNTER_ZONES)[number];

/** A list of cards the builders edit. */
export type Place =
  | { seat: PlayerSeat; zone: PlayerZone }
  | { seat: "gm"; zone: GmZone }
  | { encounter: string; zone: EncounterZone };

/** Values a player's sheet may be given for this battle (setup overrides of the character). */
export const SHEET_KEYS = ["jobLevel", "attributeBonus", "jobBonus"] as const;
/** One of {@link SHEET_KEYS}. */
export type SheetKey = (typeof SHEET_KEYS)[number];

/** A deck kind. */
export type DeckKind = "monster" | "item";

type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => v !== null && typeof v === "object" && !Array.isArray(v);

/** The card id of a setup entry. */
export function entryCard(e: unknown): string {
  if (typeof e === "string") return e;
  return isRec(e) && typeof e.card === "string" ? e.card : "";
}

/** The setup's players, as written (absent: none). */
function playersOf(doc: PrepDoc): Rec {
  const p = doc.setup.players;
  return isRec(p) ? p : {};
}

/** The player seats the doc has, in seat order. */
export function seatsOf(doc: PrepDoc): PlayerSeat[] {
  const p = playersOf(doc);
  return PLAYER_SEATS.filter((s) => isRec(p[s]));
}

/** A player's setup (an empty one when the seat has none). */
export function playerOf(doc: PrepDoc, seat: PlayerSeat): Rec {
  const p = playersOf(doc)[seat];
  return isRec(p) ? p : {};
}

/** The GM's setup block. */
export function gmOf(doc: PrepDoc): Rec {
  return isRec(doc.setup.gm) ? doc.setup.gm : {};
}

/** The encounter the GM's setup names, if any. */
export function encounterOf(doc: PrepDoc): string | undefined {
  const e = gmOf(doc).encounter;
  return typeof e === "string" ? e : undefined;
}

/** The doc's own entries of `list` (cards, characters, decks, encounters). */
export function ownList(doc: PrepDoc, list: string): Rec[] {
  const l = doc.content[list];
  return Array.isArray(l) ? l : [];
}

/** The doc's own entry of `list` with `id`, if any. */
export function ownEntry(doc: PrepDoc, list: string, id: string): Rec | undefined {
  return ownList(doc, list).find((e) => e.id === id);
}

/** `rec` with `key` set to `value`, or without it when `value` is undefined (never an undefined value). */
function withKey(rec: Rec, key: string, value: unknown): Rec {
  const out: Rec = { ...rec };
  if (value === undefined) delete out[key];
  else out[key] = value;
  return out;
}

/** `list` with `value`, or without the key when the list is empty (setup lists default to []). */
function withList(rec: Rec, key: string, list: unknown[]): Rec {
  return withKey(rec, key, list.length === 0 ? undefined : list);
}

function withSetup(doc: PrepDoc, setup: Rec): PrepDoc {
  return { ...doc, setup };
}

function withPlayer(doc: PrepDoc, seat: PlayerSeat, player: Rec | undefined): PrepDoc {
  return withSetup(doc, { ...doc.setup, players: withKey(playersOf(doc), seat, player) });
}

function withGm(doc: PrepDoc, gm: Rec): PrepDoc {
  return withSetup(doc, { ...doc.setup, gm });
}

/** The doc with its own `list` replaced (left out when empty). */
function withOwnList(doc: PrepDoc, list: string, entries: Rec[]): PrepDoc {
  const content: Record<string, Rec[]> = { ...doc.content };
  if (entries.length === 0) delete content[list];
  else content[list] = entries;
  return { ...doc, content };
}

/** Every id the doc's own entries of `list` use. */
function ownIds(doc: PrepDoc, list: string): Set<string> {
  return new Set(ownList(doc, list).map((e) => String(e.id ?? "")));
}

/**
 * The id a new own entry of `list` gets: `my-<stem>-<n>`, the first one free among the doc's own
 * entries. Shipped ids never start with `my-`, so it cannot take a shipped entry's place.
 */
export function freshOwnId(doc: PrepDoc, list: string, stem: string): string {
  const taken = ownIds(doc, list);
  for (let n = 1; ; n++) if (!taken.has(`my-${stem}-${n}`)) return `my-${stem}-${n}`;
}

/** Room for one more own entry (the content's limit on entries of a pack). */
function roomForEntry(doc: PrepDoc): boolean {
  let n = 0;
  for (const l of Object.values(doc.content)) n += Array.isArray(l) ? l.length : 0;
  return n < MAX_PACK_ENTRIES;
}

// ——— the party ———

/** Adds a player at the first free seat (p1…p4) with `character`; unchanged when all four sit. */
export function addPlayer(doc: PrepDoc, character: string): PrepDoc {
  const seat = PLAYER_SEATS.find((s) => !seatsOf(doc).includes(s));
  if (seat === undefined) return doc;
  return withPlayer(doc, seat, { character });
}

/**
 * Removes a player; the players after them move up a seat (p3 becomes p2), so the seats stay
 * p1…pN as a table's links are made. Their bots move with them.
 */
export function removePlayer(doc: PrepDoc, seat: PlayerSeat): PrepDoc {
  const seats = seatsOf(doc);
  if (!seats.includes(seat)) return doc;
  const kept = seats.filter((s) => s !== seat);
  const players: Rec = {};
  const moved: Record<string, string> = {};
  kept.forEach((from, i) => {
    players[PLAYER_SEATS[i]] = playerOf(doc, from);
    moved[from] = PLAYER_SEATS[i];
  });
  let next = withSetup(doc, { ...doc.setup, players });
  if (doc.bots !== undefined) {
    const bots: Record<string, string> = {};
    for (const [s, bot] of Object.entries(doc.bots)) {
      if (s === seat) continue;
      bots[moved[s] ?? s] = bot;
    }
    next = { ...next, bots };
    if (Object.keys(bots).length === 0) delete next.bots;
  }
  return next;
}

/**
 * A player plays `character` (shipped or own). The sheet values and decks set for the one
 * before are dropped: they were that character's. Hands and field stay.
 */
export function setCharacter(doc: PrepDoc, seat: PlayerSeat, character: string): PrepDoc {
  if (!seatsOf(doc).includes(seat)) return doc;
  let p: Rec = { ...playerOf(doc, seat), character };
  for (const k of [...SHEET_KEYS, "monsterDeck", "itemDeck"]) p = withKey(p, k, undefined);
  return withPlayer(doc, seat, p);
}

/** What a new character of one's own starts from (a shipped or own character entry). */
export type CharacterBase = Rec & {
  job: unknown;
  jobLevel: unknown;
  attribute: unknown;
  attributeBonus: unknown;
  jobBonus: unknown;
  monsterDeck: unknown;
  itemDeck: unknown;
};

/**
 * A character of the GM's own for `seat`: a new entry in the doc's characters (`my-character-N`)
 * made from `base` with this battle's sheet values and decks written into it, and the seat plays
 * it. Its name says it is new, for the GM to change.
 */
export function addOwnCharacter(doc: PrepDoc, seat: PlayerSeat, base: CharacterBase): PrepDoc {
  if (!seatsOf(doc).includes(seat) || !roomForEntry(doc)) return doc;
  const id = freshOwnId(doc, "characters", "character");
  const n = id.slice("my-character-".length);
  const p = playerOf(doc, seat);
  const deck = (k: string) => (typeof p[k] === "string" ? p[k] : base[k]);
  const entry: Rec = {
    id,
    name: { ja: `新しいキャラクター${n}`, zh: `新角色${n}`, en: `New character ${n}` },
    job: base.job,
    jobLevel: p.jobLevel ?? base.jobLevel,
    attribute: base.attribute,
    attributeBonus: p.attributeBonus ?? base.attributeBonus,
    jobBonus: p.jobBonus ?? base.jobBonus,
    monsterDeck: deck("monsterDeck"),
    itemDeck: deck("itemDeck"),
  };
  const next = withOwnList(doc, "characters", [...ownList(doc, "characters"), entry]);
  // A deck given as a list of cards stays the seat's own (an entry can only name a deck).
  const keep = (k: string) => (Array.isArray(p[k]) ? p[k] : undefined);
  return withPlayer(next, seat, {
    ...withKey(
      withKey(withoutSheet(p), "monsterDeck", keep("monsterDeck")),
      "itemDeck",
      keep("itemDeck"),
    ),
    character: id,
  });
}

function withoutSheet(p: Rec): Rec {
  let out = p;
  for (const k of SHEET_KEYS) out = withKey(out, k, undefined);
  return out;
}

/** Life carried over from the campaign's last battle (YGT-02), 0…40; undefined: full life. */
export function setLife(doc: PrepDoc, seat: PlayerSeat, life: number | undefined): PrepDoc {
  if (!seatsOf(doc).includes(seat)) return doc;
  const v = life === undefined ? undefined : Math.max(0, Math.min(MAX_LIFE, Math.trunc(life)));
  return withPlayer(doc, seat, withKey(playerOf(doc, seat), "life", v));
}

/** A sheet value for this battle (job level, bonuses); undefined: the character's own. */
export function setSheet(
  doc: PrepDoc,
  seat: PlayerSeat,
  key: SheetKey,
  value: number | undefined,
): PrepDoc {
  if (!seatsOf(doc).includes(seat)) return doc;
  const v = value === undefined || !Number.isFinite(value) ? undefined : Math.trunc(value);
  return withPlayer(doc, seat, withKey(playerOf(doc, seat), key, v));
}

const DECK_KEY: Record<DeckKind, "monsterDeck" | "itemDeck"> = {
  monster: "monsterDeck",
  item: "itemDeck",
};

/** The deck id a seat plays of `kind`: its own choice, else its character's (undefined: a card list or unknown). */
export function playerDeck(
  doc: PrepDoc,
  seat: PlayerSeat,
  kind: DeckKind,
  character: Rec | undefined,
): string | undefined {
  const set = playerOf(doc, seat)[DECK_KEY[kind]];
  if (typeof set === "string") return set;
  if (set !== undefined) return undefined;
  const c = character?.[DECK_KEY[kind]];
  return typeof c === "string" ? c : undefined;
}

/**
 * The deck a seat plays of `kind`. A character of the doc's own has it written into its entry;
 * a shipped one gets it as this battle's choice (undefined: the character's own deck).
 */
export function setPlayerDeck(
  doc: PrepDoc,
  seat: PlayerSeat,
  kind: DeckKind,
  deck: string | undefined,
): PrepDoc {
  if (!seatsOf(doc).includes(seat)) return doc;
  const key = DECK_KEY[kind];
  const p = playerOf(doc, seat);
  const own = ownEntry(doc, "characters", String(p.character));
  if (own !== undefined && own.replaces !== true && deck !== undefined) {
    const next = setOwnEntry(doc, "characters", String(own.id), { ...own, [key]: deck });
    return withPlayer(next, seat, withKey(p, key, undefined));
  }
  return withPlayer(doc, seat, withKey(p, key, deck));
}

/**
 * A deck list of the GM's own of `kind` (`my-monster-deck-N`), starting with `cards` (a shipped
 * deck's, to change), played by `seat`.
 */
export function addOwnDeck(
  doc: PrepDoc,
  seat: PlayerSeat,
  kind: DeckKind,
  cards: Record<string, number> = {},
): PrepDoc {
  if (!seatsOf(doc).includes(seat) || !roomForEntry(doc)) return doc;
  const id = freshOwnId(doc, "decks", `${kind}-deck`);
  const n = id.slice(`my-${kind}-deck-`.length);
  const name =
    kind === "monster"
      ? { ja: `モンスターデッキ${n}`, zh: `怪兽卡组${n}`, en: `Monster deck ${n}` }
      : { ja: `道具デッキ${n}`, zh: `道具卡组${n}`, en: `Item deck ${n}` };
  const kept: Record<string, number> = {};
  for (const [card, copies] of Object.entries(cards))
    if (Number.isInteger(copies) && copies >= 1) kept[card] = Math.min(MAX_COPIES, copies);
  const entry = { id, name, kind, cards: kept };
  return setPlayerDeck(
    withOwnList(doc, "decks", [...ownList(doc, "decks"), entry]),
    seat,
    kind,
    id,
  );
}

/** Copies of `card` in the own deck `deck`: 0 takes it out, at most {@link MAX_COPIES}. */
export function setDeckCopies(doc: PrepDoc, deck: string, card: string, copies: number): PrepDoc {
  const entry = ownEntry(doc, "decks", deck);
  if (entry === undefined || card === "") return doc;
  const cards: Record<string, number> = isRec(entry.cards)
    ? { ...(entry.cards as Record<string, number>) }
    : {};
  const n = Math.max(0, Math.min(MAX_COPIES, Math.trunc(copies)));
  if (n === 0) delete cards[card];
  else {
    if (cards[card] === undefined && Object.keys(cards).length >= MAX_SETUP_LIST) return doc;
    cards[card] = n;
  }
  return setOwnEntry(doc, "decks", deck, { ...entry, cards });
}

// ——— own entries ———

/** Replaces the doc's own entry `id` of `list` with `value` (its id kept: references stay true). */
export function setOwnEntry(doc: PrepDoc, list: string, id: string, value: Rec): PrepDoc {
  const entries = ownList(doc, list);
  const i = entries.findIndex((e) => e.id === id);
  if (i < 0) return doc;
  const next = [...entries];
  next[i] = dropUndefined({ ...value, id });
  return withOwnList(doc, list, next);
}

/** A value without its undefined keys, deeply (what JSON and YAML would keep). */
function dropUndefined(v: Rec): Rec {
  const out: Rec = {};
  for (const [k, x] of Object.entries(v)) {
    if (x === undefined) continue;
    out[k] = isRec(x) ? dropUndefined(x) : Array.isArray(x) ? x.filter((y) => y !== undefined) : x;
  }
  return out;
}

/**
 * Deletes an own entry of `list`, and the places that name it fall back so what is left still
 * reads (the server's check then finds nothing dangling):
 * - a card is taken out of every list that holds it (hands, fields, set cards, card-list decks,
 *   own decks and own encounters);
 * - a character: the seats that play it play `fallback` (a character id) instead, with the
 *   character's own sheet and decks, as picking another character does ({@link setCharacter});
 * - a deck: the seats that chose it for this battle play their character's deck again, and own
 *   characters that name it name `fallback` (a deck id of the same kind) instead;
 * - an encounter: a GM who played it plays `fallback` (an encounter id) when the GM's own field
 *   has no monster (a GM needs one), else no encounter.
 * An entry that replaces a shipped one (`replaces: true`) leaves the places alone: they name the
 * shipped entry again. Without a fallback where one is wanted, those places keep the id (the
 * check names them).
 */
export function removeOwnEntry(doc: PrepDoc, list: string, id: string, fallback?: string): PrepDoc {
  const entry = ownEntry(doc, list, id);
  if (entry === undefined) return doc;
  const next = withOwnList(
    doc,
    list,
    ownList(doc, list).filter((e) => e.id !== id),
  );
  if (entry.replaces === true) return next;
  if (list === "cards") return withoutCard(next, id);
  if (list === "characters") return withoutCharacter(next, id, fallback);
  if (list === "decks") return withoutDeck(next, id, fallback);
  if (list === "encounters") return withoutEncounter(next, id, fallback);
  return next;
}

function withoutCard(doc: PrepDoc, card: string): PrepDoc {
  let next = doc;
  for (const place of placesOf(next)) {
    const list = listAt(next, place);
    const kept = list.filter((e) => entryCard(e) !== card);
    if (kept.length !== list.length) next = withListAt(next, place, kept);
  }
  // A deck given as a list of cards (an imported scenario's) loses it too.
  for (const seat of seatsOf(next))
    for (const key of Object.values(DECK_KEY)) {
      const p = playerOf(next, seat);
      const d = p[key];
      if (Array.isArray(d) && d.some((e) => entryCard(e) === card))
        next = withPlayer(next, seat, { ...p, [key]: d.filter((e) => entryCard(e) !== card) });
    }
  const decks = ownList(next, "decks").map((d) => {
    if (!isRec(d.cards) || !Object.hasOwn(d.cards, card)) return d;
    const { [card]: _, ...cards } = d.cards;
    return { ...d, cards };
  });
  return ownList(next, "decks").length === 0 ? next : withOwnList(next, "decks", decks);
}

function withoutCharacter(doc: PrepDoc, character: string, fallback: string | undefined): PrepDoc {
  if (fallback === undefined || fallback === character) return doc;
  let next = doc;
  for (const seat of seatsOf(next))
    if (playerOf(next, seat).character === character) next = setCharacter(next, seat, fallback);
  return next;
}

function withoutDeck(doc: PrepDoc, deck: string, fallback: string | undefined): PrepDoc {
  let next = doc;
  for (const seat of seatsOf(next))
    for (const key of Object.values(DECK_KEY))
      if (playerOf(next, seat)[key] === deck)
        next = withPlayer(next, seat, withKey(playerOf(next, seat), key, undefined));
  if (fallback === undefined || fallback === deck) return next;
  for (const c of ownList(next, "characters"))
    for (const key of Object.values(DECK_KEY))
      if (c[key] === deck) {
        const now = ownEntry(next, "characters", String(c.id)) ?? c;
        next = setOwnEntry(next, "characters", String(c.id), { ...now, [key]: fallback });
      }
  return next;
}

function withoutEncounter(doc: PrepDoc, encounter: string, fallback: string | undefined): PrepDoc {
  if (encounterOf(doc) !== encounter) return doc;
  const field = cardsAt(doc, { seat: "gm", zone: "field" });
  return setEncounter(doc, field.length === 0 && fallback !== encounter ? fallback : undefined);
}

/** Every card list of the doc. */
export function placesOf(doc: PrepDoc): Place[] {
  const out: Place[] = [];
  for (const seat of seatsOf(doc)) for (const zone of PLAYER_ZONES) out.push({ seat, zone });
  for (const zone of GM_ZONES) out.push({ seat: "gm", zone });
  for (const e of ownList(doc, "encounters"))
    for (const zone of ENCOUNTER_ZONES) out.push({ encounter: String(e.id), zone });
  return out;
}

// ——— card lists ———

/** The entries of a card list (a copy). */
export function listAt(doc: PrepDoc, place: Place): SetupEntry[] {
  let v: unknown;
  if ("encounter" in place) v = ownEntry(doc, "encounters", place.encounter)?.[place.zone];
  else if (place.seat === "gm") v = gmOf(doc)[place.zone];
  else v = playerOf(doc, place.seat)[place.zone];
  return Array.isArray(v) ? [...(v as SetupEntry[])] : [];
}

/** The card ids of a list, in order. */
export function cardsAt(doc: PrepDoc, place: Place): string[] {
  return listAt(doc, place).map(entryCard);
}

function withListAt(doc: PrepDoc, place: Place, list: SetupEntry[]): PrepDoc {
  if ("encounter" in place) {
    const e = ownEntry(doc, "encounters", place.encounter);
    if (e === undefined) return doc;
    // An encounter's lists are written even when empty (`monsters` needs one: the check says so).
    return setOwnEntry(doc, "encounters", place.encounter, { ...e, [place.zone]: list });
  }
  if (place.seat === "gm") return withGm(doc, withList(gmOf(doc), place.zone, list));
  if (!seatsOf(doc).includes(place.seat)) return doc;
  return withPlayer(doc, place.seat, withList(playerOf(doc, place.seat), place.zone, list));
}

/** Puts `card` at the end of a list. */
export function addCard(doc: PrepDoc, place: Place, card: string): PrepDoc {
  if (card === "") return doc;
  const list = listAt(doc, place);
  if (list.length >= MAX_SETUP_LIST) return doc;
  return withListAt(doc, place, [...list, card]);
}

/** Takes the `index`-th card out of a list. */
export function removeCard(doc: PrepDoc, place: Place, index: number): PrepDoc {
  const list = listAt(doc, place);
  if (index < 0 || index >= list.length) return doc;
  return withListAt(
    doc,
    place,
    list.filter((_, i) => i !== index),
  );
}

// ——— the encounter ———

/** The encounter the GM plays (shipped or own); undefined: only the GM's own lists. */
export function setEncounter(doc: PrepDoc, encounter: string | undefined): PrepDoc {
  return withGm(doc, withKey(gmOf(doc), "encounter", encounter === "" ? undefined : encounter));
}

/** What a new encounter of one's own starts from (a shipped encounter entry). */
export interface EncounterBase {
  name?: unknown;
  monsters?: unknown;
  traps?: unknown;
  hand?: unknown;
}

/**
 * An encounter of the GM's own (`my-encounter-N`), a copy of `base` (a shipped encounter, to
 * change) or empty, and the GM plays it.
 */
export function addOwnEncounter(doc: PrepDoc, base: EncounterBase = {}): PrepDoc {
  if (!roomForEntry(doc)) return doc;
  const id = freshOwnId(doc, "encounters", "encounter");
  const n = id.slice("my-encounter-".length);
  const ids = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  const named = isRec(base.name) ? base.name : undefined;
  const name = named
    ? {
        ja: `${String(named.ja)}（改）`,
        zh: `${String(named.zh)}（改）`,
        en: `${String(named.en)} (changed)`,
      }
    : { ja: `遭遇${n}`, zh: `遭遇${n}`, en: `Encounter ${n}` };
  const entry = {
    id,
    name,
    monsters: ids(base.monsters),
    traps: ids(base.traps),
    hand: ids(base.hand),
  };
  return setEncounter(withOwnList(doc, "encounters", [...ownList(doc, "encounters"), entry]), id);
}

/**
 * Where the GM's monsters are edited: the doc's own encounter when the GM plays one, else the
 * GM's field in the setup (a shipped encounter is not changed: its monsters come on top).
 */
export function gmMonsterPlace(doc: PrepDoc): Place {
  const en = encounterOf(doc);
  if (en !== undefined && ownEntry(doc, "encounters", en) !== undefined)
    return { encounter: en, zone: "monsters" };
  return { seat: "gm", zone: "field" };
}

/** Adds a monster to the GM's side (see {@link gmMonsterPlace}). */
export function addGmMonster(doc: PrepDoc, card: string): PrepDoc {
  return addCard(doc, gmMonsterPlace(doc), card);
}

/** Takes the `index`-th monster off the GM's side (see {@link gmMonsterPlace}). */
export function removeGmMonster(doc: PrepDoc, index: number): PrepDoc {
  return removeCard(doc, gmMonsterPlace(doc), index);
}

/** The kinds of card the GM can make in the builder. */
export type OwnCardType = "monster" | "spell" | "trap";

/**
 * What a new card of each kind starts with: one that plays — a plain level-4 monster, a normal
 * spell dealing 3 to a monster of the other side, a trap negating an attack.
 */
const NEW_CARD: Record<OwnCardType, Rec> = {
  monster: { level: 4, attribute: "dark", race: "fiend", atk: 1500, def: 1200 },
  spell: {
    kind: "normal",
    target: "enemy-monster",
    effects: [{ do: "damage", amount: 3, to: "target" }],
  },
  trap: { when: "attack", effects: [{ do: "negate" }] },
};

const NEW_NAME: Record<OwnCardType, (n: string) => Rec> = {
  monster: (n) => ({ ja: `新しいモンスター${n}`, zh: `新怪兽${n}`, en: `New monster ${n}` }),
  spell: (n) => ({ ja: `新しい魔法${n}`, zh: `新魔法${n}`, en: `New spell ${n}` }),
  trap: (n) => ({ ja: `新しい罠${n}`, zh: `新陷阱${n}`, en: `New trap ${n}` }),
};

/**
 * Where a new card of the GM's goes: a monster among the GM's monsters ({@link gmMonsterPlace}),
 * a spell in the GM's hand, a trap set before the battle — in the GM's own encounter when they
 * play one, else in the GM's setup.
 */
export function gmPlaceFor(doc: PrepDoc, type: OwnCardType): Place {
  if (type === "monster") return gmMonsterPlace(doc);
  const en = encounterOf(doc);
  const own = en !== undefined && ownEntry(doc, "encounters", en) !== undefined;
  if (type === "spell") return own ? { encounter: en, zone: "hand" } : { seat: "gm", zone: "hand" };
  return own ? { encounter: en, zone: "traps" } : { seat: "gm", zone: "st" };
}

/**
 * A NEW card of the GM's own (`my-monster-N`, `my-spell-N`, `my-trap-N`; see
 * {@link freshOwnId}) in the doc's cards, put on the GM's side ({@link gmPlaceFor}); its fields
 * are then edited with the card editor's inputs ({@link setOwnEntry}).
 */
export function addOwnCard(doc: PrepDoc, type: OwnCardType): PrepDoc {
  if (!roomForEntry(doc)) return doc;
  const id = freshOwnId(doc, "cards", type);
  const n = id.slice(`my-${type}-`.length);
  const card = { id, type, name: NEW_NAME[type](n), ...NEW_CARD[type] };
  return addCard(
    withOwnList(doc, "cards", [...ownList(doc, "cards"), card]),
    gmPlaceFor(doc, type),
    id,
  );
}

/** A NEW monster card of the GM's own, on the GM's side ({@link addOwnCard}). */
export function addOwnMonster(doc: PrepDoc): PrepDoc {
  return addOwnCard(doc, "monster");
}
