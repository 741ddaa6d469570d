/**
 * Building a ygo-trpg battle from a setup: a fresh encounter (shuffle both decks, draw 4 items and
 * 5 monsters, YGT-01) or a position in the middle of a round (a scenario), with each player's
 * character, carried-over life (YGT-02), decks, hands and field, and the GM's encounter.
 */
import { z } from "zod";
import {
  type BattleInit,
  type BattleState,
  type CardEntry,
  type CardState,
  cardMaker,
  newState,
  SetupError,
} from "../../engine/index.ts";
import { checkData } from "../shared/data-file.ts";
import { type Override, overrideBase, queueOverrides } from "../shared/overrides.ts";
import { fromTemplate } from "../shared/setup-template.ts";
import { lowerYgo } from "./card-defs.ts";
import { YGO_STORE, ygoContent } from "./content/index.ts";
import { PHASES } from "./phases.ts";
import { MAX_LIFE, MONSTER_LIFE_BASE, MONSTER_LIFE_PER_LEVEL } from "./rule-numbers.ts";
import { Attribute, type Card } from "./schema.ts";
import { ygoX } from "./x-state.ts";
import { GM, GM_ZONES, PLAYER_SEATS, PLAYER_ZONES, zoneOf } from "./zones.ts";

const CardId = z.string().regex(/^[\w-]+$/);
const Entry = z.union([z.string(), z.object({ card: z.string(), id: CardId.optional() }).strict()]);
/** A monster's printed values set by hand (logged as `override` events): a monster no card has. */
const MonsterStats = {
  atk: z.number().int().min(0).optional(),
  def: z.number().int().min(0).optional(),
  /** Its level (stars); its life follows (2X+8, YGT-25) unless it prints one. */
  level: z.number().int().min(1).max(12).optional(),
  attribute: Attribute.optional(),
};
const MonsterHandEntry = z.union([
  z.string(),
  z.object({ card: z.string(), id: CardId.optional(), ...MonsterStats }).strict(),
]);
const FieldEntry = z.union([
  z.string(),
  z
    .object({
      card: z.string(),
      id: CardId.optional(),
      /** Damage already on it. */
      damage: z.number().int().min(0).optional(),
      ...MonsterStats,
    })
    .strict(),
]);
const SetEntry = z.union([
  z.string(),
  z
    .object({
      card: z.string(),
      id: CardId.optional(),
      /** The round it was set in (default: the round before the start, so traps are ready). */
      round: z.number().int().min(0).optional(),
      /** Face up (an active continuous or field spell). */
      faceUp: z.boolean().optional(),
    })
    .strict(),
]);
const DeckOrList = z.union([z.string(), z.array(Entry)]);

const PlayerSetup = z
  .object({
    character: z.string(),
    /** Carried-over life (YGT-02): never above 40. */
    life: z.number().int().min(0).max(MAX_LIFE).optional(),
    jobLevel: z.number().int().min(1).max(10).optional(),
    attributeBonus: z.number().int().optional(),
    jobBonus: z.number().int().optional(),
    /** A deck id (shuffled) or a list of cards, top first (kept in order). Default: the character's. */
    monsterDeck: DeckOrList.optional(),
    itemDeck: DeckOrList.optional(),
    monsterHand: z.array(MonsterHandEntry).default([]),
    itemHand: z.array(Entry).default([]),
    field: z.array(FieldEntry).default([]),
    st: z.array(SetEntry).default([]),
    grave: z.array(Entry).default([]),
  })
  .strict();

const GmSetup = z
  .object({
    /** An encounter from the content: its monsters, set traps and hand. */
    encounter: z.string().optional(),
    field: z.array(FieldEntry).default([]),
    st: z.array(SetEntry).default([]),
    hand: z.array(Entry).default([]),
  })
  .strict();

/** The setup block of a ygo-trpg battle. */
export const YgoTrpgSetup = z
  .object({
    /** "encounter": deal and begin with the strategy phase; "phase": start in `phase` as given. */
    start: z.enum(["encounter", "phase"]).default("encounter"),
    phase: z.enum(PHASES).default("summon"),
    round: z.number().int().min(1).default(1),
    players: z.partialRecord(z.enum(PLAYER_SEATS), PlayerSetup),
    gm: GmSetup,
  })
  .strict();
export type YgoTrpgSetup = z.infer<typeof YgoTrpgSetup>;

/** Printed values as base stats; a monster's life is its printed boss life or 2X+8 (YGT-25). */
export function baseStats(def: Card): Record<string, number> {
  if (def.type !== "monster") return {};
  return {
    level: def.level,
    atk: def.atk,
    def: def.def,
    life: def.life ?? MONSTER_LIFE_PER_LEVEL * def.level + MONSTER_LIFE_BASE,
  };
}

/** Builds the initial state (a copy of the one built before for the same setup and options). */
export function createYgoTrpg(init: BattleInit): BattleState {
  return fromTemplate(init, buildYgoTrpg, YGO_STORE.stateOptions(init.options), lowerYgo);
}

function buildYgoTrpg(init: BattleInit): BattleState {
  const checked = checkData(init.setup ?? {}, YgoTrpgSetup);
  if ("issues" in checked) throw new SetupError(checked.issues[0].path, checked.issues[0].message);
  const setup = checked.data;
  const players = PLAYER_SEATS.filter((p) => setup.players[p] !== undefined);
  if (players.length === 0) throw new SetupError("players", "at least one player seat (p1…p4)");
  const s = newState("ygo-trpg", init.seed, [...players, GM], YGO_STORE.stateOptions(init.options));
  const content = YGO_STORE.of(s);
  const find = <T>(rec: Record<string, T>, id: string): T | undefined =>
    Object.hasOwn(rec, id) ? rec[id] : undefined;
  const make = cardMaker(
    s,
    (def) => {
      const card = find(content.cards, def);
      return card === undefined ? undefined : { base: baseStats(card) };
    },
    init.ids,
  );
  const maker = { make };
  /**
   * A card made at its place, of the kind the place holds: monsters and items go to separate
   * decks, hands and zones (YGT-03), so a card of the other kind is refused there, naming the
   * kind expected and the kind it is.
   */
  const put = (
    e: CardEntry,
    seat: string,
    zone: string,
    path: string,
    want: "monster" | "item",
  ): CardState => {
    const c = maker.make(e, seat, zone, path);
    const type = find(content.cards, c.def)?.type;
    if (type !== undefined && (type === "monster") !== (want === "monster"))
      throw new SetupError(
        path,
        want === "monster"
          ? `"${c.def}" is not a monster (it is a ${type})`
          : `"${c.def}" is not a spell or trap (it is a monster)`,
      );
    return c;
  };
  const before = setup.round - 1;
  s.x = {
    round: setup.start === "encounter" ? 0 : setup.round,
    phase: "setup",
    life: {},
    fainted: {},
    chars: {},
    used: {},
    battle: null,
    gmSecret: false,
  };
  const x = ygoX(s);
  const life = x.life;
  const chars = x.chars;
  const shuffle: string[] = [];
  const overrides: Override[] = [];
  const addField = (list: z.infer<typeof FieldEntry>[], seat: string, p: string) =>
    list.forEach((fe, i) => {
      const c = put(fe, seat, zoneOf(seat, "field"), `${p}.field[${i}]`, "monster");
      c.f = { dmg: typeof fe === "string" ? 0 : (fe.damage ?? 0), acted: false, passed: false };
      if (typeof fe !== "string") overrides.push(...overrideMonster(s, c, fe));
    });
  const addSet = (list: z.infer<typeof SetEntry>[], seat: string, p: string) =>
    list.forEach((se, i) => {
      const up = typeof se !== "string" && se.faceUp === true;
      const c = put(se, seat, zoneOf(seat, up ? "up" : "st"), `${p}.st[${i}]`, "item");
      const o: { round?: number; faceUp?: boolean } = typeof se === "string" ? {} : se;
      c.f = up ? {} : { setRound: o.round ?? before };
    });
  for (const seat of players) {
    const ps = setup.players[seat]!;
    const p = `players.${seat}`;
    const ch = find(content.characters, ps.character);
    if (ch === undefined)
      throw new SetupError(`${p}.character`, `unknown character "${ps.character}"`);
    chars[seat] = {
      id: ch.id,
      attribute: ch.attribute,
      jobLevel: ps.jobLevel ?? ch.jobLevel,
      attributeBonus: ps.attributeBonus ?? ch.attributeBonus,
      jobBonus: ps.jobBonus ?? ch.jobBonus,
    };
    life[seat] = ps.life ?? MAX_LIFE;
    x.used[seat] = { normal: 0, special: 0 };
    x.fainted[seat] = life[seat] <= 0;
    for (const z of PLAYER_ZONES) s.zones[zoneOf(seat, z)] = [];
    for (const [zone, key, kind, deck, fallback] of [
      ["mdeck", "monsterDeck", "monster", ps.monsterDeck, ch.monsterDeck],
      ["ideck", "itemDeck", "item", ps.itemDeck, ch.itemDeck],
    ] as const) {
      const d = deck ?? fallback;
      // The character's own deck is the character's to answer for.
      const at = deck === undefined ? `${p}.character` : `${p}.${key}`;
      if (typeof d === "string") {
        // A content deck's cards were checked against its kind when the content loaded.
        const list = find(content.decks, d);
        if (list === undefined) throw new SetupError(at, `unknown deck "${d}"`);
        for (const [card, n] of Object.entries(list.cards))
          for (let k = 0; k < n; k++) maker.make(card, seat, zoneOf(seat, zone), at);
        shuffle.push(zoneOf(seat, zone));
      } else {
        // Listed top first; the zone array runs bottom → top.
        const ids = d.map((e, i) => put(e, seat, zoneOf(seat, zone), `${at}[${i}]`, kind).id);
        s.zones[zoneOf(seat, zone)] = ids.reverse();
      }
    }
    for (const [i, e] of ps.monsterHand.entries()) {
      const path = `${p}.monsterHand[${i}]`;
      const c = put(e, seat, zoneOf(seat, "mhand"), path, "monster");
      if (typeof e === "string") continue;
      // A hand is its owner's to see: so is what was changed in it.
      overrides.push(...overrideMonster(s, c, e, seat));
    }
    for (const [i, e] of ps.itemHand.entries())
      put(e, seat, zoneOf(seat, "ihand"), `${p}.itemHand[${i}]`, "item");
    for (const [i, e] of ps.grave.entries())
      maker.make(e, seat, zoneOf(seat, "grave"), `${p}.grave[${i}]`);
    addField(ps.field, seat, p);
    addSet(ps.st, seat, p);
  }
  for (const z of GM_ZONES) s.zones[zoneOf(GM, z)] = [];
  const gm = setup.gm;
  if (gm.encounter !== undefined) {
    const en = find(content.encounters, gm.encounter);
    if (en === undefined)
      throw new SetupError("gm.encounter", `unknown encounter "${gm.encounter}"`);
    addField([...en.monsters], GM, "gm.encounter");
    addSet([...en.traps], GM, "gm.encounter");
    for (const e of en.hand) maker.make(e, GM, zoneOf(GM, "hand"), "gm.encounter.hand");
  }
  addField(gm.field, GM, "gm");
  addSet(gm.st, GM, "gm");
  for (const [i, e] of gm.hand.entries()) put(e, GM, zoneOf(GM, "hand"), `gm.hand[${i}]`, "item");
  if ((s.zones[zoneOf(GM, "field")] ?? []).length === 0)
    throw new SetupError("gm", "the GM needs at least one monster (an encounter or a field)");
  if (setup.start === "encounter") s.tasks.push({ k: "y.round" }, { k: "y.deal", shuffle });
  else s.tasks.push({ k: "y.resume", phase: setup.phase });
  queueOverrides(s, overrides);
  return s;
}

/**
 * A field monster's ATK, DEF, level and attribute set by hand; a new level brings the life of
 * that level (2X+8) unless the card prints its own. The attribute lives in `x.attrs` (card id →
 * attribute), so it stays with the card wherever it goes. Returns the changes.
 */
function overrideMonster(
  s: BattleState,
  c: CardState,
  e: { atk?: number; def?: number; level?: number; attribute?: string },
  only?: string,
): Override[] {
  const printed = ygoContent(s).cards[c.def];
  const life =
    e.level !== undefined && printed.type === "monster" && printed.life === undefined
      ? MONSTER_LIFE_PER_LEVEL * e.level + MONSTER_LIFE_BASE
      : undefined;
  const out = overrideBase(c, { atk: e.atk, def: e.def, level: e.level, life }, only);
  if (
    printed.type === "monster" &&
    e.attribute !== undefined &&
    e.attribute !== printed.attribute
  ) {
    (ygoX(s).attrs ??= {})[c.id] = e.attribute;
    const change = { card: c.id, stat: "attribute", from: printed.attribute, to: e.attribute };
    out.push(only === undefined ? change : { ...change, only });
  }
  return out;
}
