/**
 * Campaign carry-over: a girl does not come out of a fight fresh. Wounds persist after combat
 * (seed 002: only wound care and a long rest heal them, MGR-63's aftermath), nor do HP and MP
 * refill between one battle and the next, and an item used up stays used up. So the next battle
 * starts each of the same girls (by girl id) with the HP, MP, wound and magical items she ended
 * with. DP is not carried: every combat starts at 8 DP (MGR-20). Enemies carry nothing.
 */
import { type BattleState, type Json, type Lang, SetupError } from "../../engine/index.ts";
import { MG_STORE } from "./content/index.ts";
import { MG_MESSAGES } from "./messages.ts";
import { FIELD, type FighterFlags, type Wound } from "./model.ts";

/** One girl's carry-over. */
interface GirlCarry {
  seat: string;
  girl: string;
  hp: number;
  mp: number;
  wound: Wound;
  items: string[];
}

/** The girls of a battle, in setup order, with their flags. */
function girlsOf(state: BattleState): { seat: string; def: string; f: FighterFlags }[] {
  return (state.zones[FIELD] ?? [])
    .map((id) => state.cards[id])
    .filter((c) => (c.f as unknown as FighterFlags).kind === "girl")
    .map((c) => ({ seat: c.owner, def: c.def, f: c.f as unknown as FighterFlags }));
}

/** What carries over: each girl's seat, girl id, HP, MP, wound and the items she still carries. */
export function saveCarry(state: BattleState): Json {
  const girls: Json[] = girlsOf(state).map(({ seat, def, f }) => ({
    seat,
    girl: def,
    hp: f.hp,
    mp: f.mp,
    wound: f.wound,
    items: [...f.items],
  }));
  return { girls };
}

/** Words of {@link describeCarry}. */
const WORDS = {
  items: { zh: "物品", ja: "アイテム", en: "items" },
  none: { zh: "无物品", ja: "アイテムなし", en: "no items" },
  sep: { zh: "，", ja: "、", en: ", " },
  girls: { zh: "；", ja: "／", en: "; " },
} as const;

/**
 * What carries over, in `lang`, one line: each girl's name with her HP, MP, wound and items
 * ("星野光：HP 12，MP 6，轻伤，物品 月之泪"). Every fighter is public at the table.
 */
export function describeCarry(state: BattleState, lang: Lang): string {
  const content = MG_STORE.of(state);
  const name = (rec: Record<string, { name: Record<Lang, string> }>, id: string) =>
    Object.hasOwn(rec, id) ? rec[id].name[lang] : id;
  const sep = WORDS.sep[lang];
  return girlsOf(state)
    .map(({ def, f }) => {
      const items = f.items.map((it) => name(content.items, it));
      const held =
        items.length === 0
          ? WORDS.none[lang]
          : `${WORDS.items[lang]}${lang === "en" ? ": " : " "}${items.join(lang === "en" ? ", " : "、")}`;
      const facts = [`HP ${f.hp}`, `MP ${f.mp}`, MG_MESSAGES[`term.${f.wound}`][lang], held];
      return `${name(content.girls, def)}${lang === "en" ? ": " : "："}${facts.join(sep)}`;
    })
    .join(WORDS.girls[lang]);
}

/** A JSON mapping (not null, not a list). */
type Mapping = { [key: string]: Json };

/** Whether `j` is a JSON mapping. */
function isMapping(j: Json | undefined): j is Mapping {
  return typeof j === "object" && j !== null && !Array.isArray(j);
}

const WOUNDS: readonly string[] = ["none", "light", "heavy"];

/** A saved girl's carry-over, checked (SetupError at `carry.girls[i]` otherwise). */
function girlCarry(j: Json, i: number): GirlCarry {
  const ok =
    isMapping(j) &&
    typeof j.seat === "string" &&
    typeof j.girl === "string" &&
    Number.isInteger(j.hp) &&
    (j.hp as number) >= 0 &&
    Number.isInteger(j.mp) &&
    (j.mp as number) >= 0 &&
    typeof j.wound === "string" &&
    WOUNDS.includes(j.wound) &&
    Array.isArray(j.items) &&
    j.items.every((x) => typeof x === "string");
  if (!ok)
    throw new SetupError(
      `carry.girls[${i}]`,
      "expected a girl's seat, girl id, HP, MP, wound (none, light, heavy) and items",
    );
  return j as unknown as GirlCarry;
}

/**
 * The next battle's setup with the carried-over girls in place: each girl of `setup.girls` that
 * a carried girl has the same girl id as (the one of the same seat first) starts with that HP,
 * MP, wound and items. Girls new to the campaign start fresh; the rest of the setup is kept.
 */
export function applyCarry(setup: Json, carry: Json): Json {
  const saved = isMapping(carry) ? carry.girls : undefined;
  if (!Array.isArray(saved))
    throw new SetupError("carry.girls", "expected the girls carried over (a list)");
  const left = saved.map(girlCarry);
  const s: Mapping = isMapping(setup) ? setup : {};
  const girls = Array.isArray(s.girls) ? s.girls : [];
  const take = (seat: Json | undefined, girl: Json | undefined): GirlCarry | undefined => {
    const at = left.findIndex((g) => g.girl === girl && g.seat === seat);
    const i = at >= 0 ? at : left.findIndex((g) => g.girl === girl);
    return i < 0 ? undefined : left.splice(i, 1)[0];
  };
  const next = girls.map((entry) => {
    if (!isMapping(entry)) return entry;
    const g = take(entry.seat, entry.girl);
    if (g === undefined) return entry;
    return { ...entry, hp: g.hp, mp: g.mp, wound: g.wound, items: [...g.items] };
  });
  return { ...s, girls: next };
}
