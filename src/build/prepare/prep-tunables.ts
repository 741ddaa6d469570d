/**
 * The numbers of a prepared battle that "make it X % winnable" may change, each as `kassen tune
 * --vary WHAT` names it (src/tune/vary-spec.ts): a setup path (`players.p1.life`,
 * `enemies.0.attributes.hp`) or a content entry's field (`cards:grave-warden.atk`), with its
 * value now and a range to search. ygo-trpg: the GM's monsters' ATK, DEF and life, the players'
 * life; magical-girl: each enemy's and girl's HP, STR, AGI and DEF. Browser-safe (data only): the
 * difficulty panel lists them as the GM/KP edits.
 */
import type { Lang } from "../../engine/index.ts";
import {
  MAX_LIFE,
  MONSTER_LIFE_BASE,
  MONSTER_LIFE_PER_LEVEL,
} from "../../systems/ygo-trpg/rule-numbers.ts";
import type { PrepDoc, ShippedContent } from "./prep-types.ts";

/** One number a tune may search over. */
export interface Tunable {
  /** `kassen tune --vary WHAT` (before `=LO..HI`). */
  what: string;
  /** What it is, in the page's language (`Grave Warden: ATK`). */
  label: string;
  current: number;
  lo: number;
  hi: number;
}

type Entry = Record<string, unknown>;
type Words = Record<Lang, string>;

/** The rulebooks' words for the numbers (ygo-trpg ja first, magical-girl zh first). */
const WORDS: Record<string, Words> = {
  atk: { ja: "攻撃力", zh: "攻击力", en: "ATK" },
  def: { ja: "守備力", zh: "守备力", en: "DEF" },
  life: { ja: "ライフ", zh: "生命值", en: "life" },
  hp: { zh: "HP", ja: "HP", en: "HP" },
  str: { zh: "力量", ja: "筋力", en: "STR" },
  agi: { zh: "敏捷", ja: "敏捷", en: "AGI" },
  parry: { zh: "防御", ja: "防御", en: "DEF" },
};

/** `Grave Warden: ATK`, `墓守の攻撃力`, `守墓人的攻击力`. */
function label(who: string, word: keyof typeof WORDS, lang: Lang): string {
  const w = WORDS[word][lang];
  return lang === "en" ? `${who}: ${w}` : `${who}${lang === "zh" ? "的" : "の"}${w}`;
}

/** A name in `lang`, another language's when it lacks one, a plain string as it is. */
function nameOf(entry: Entry | undefined, lang: Lang, id: string): string {
  const n = entry?.name;
  if (typeof n === "string" && n !== "") return n;
  if (n !== null && typeof n === "object") {
    const m = n as Partial<Record<Lang, unknown>>;
    for (const l of [lang, "en", "ja", "zh"] as const)
      if (typeof m[l] === "string" && m[l] !== "") return m[l] as string;
  }
  return id;
}

/** The entry `id` of `list` the battle plays with: the doc's own (last), else the shipped one. */
function entryOf(
  doc: PrepDoc,
  shipped: ShippedContent | null,
  list: string,
  id: string,
): Entry | undefined {
  const own = (doc.content[list] ?? []).filter((e) => e.id === id).at(-1);
  return own ?? (shipped?.content[list] ?? []).find((e) => e.id === id);
}

/** A whole number, or undefined. */
function num(v: unknown): number | undefined {
  return typeof v === "number" && Number.isInteger(v) ? v : undefined;
}

/** A mapping, or an empty one. */
function rec(v: unknown): Entry {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Entry) : {};
}

/** A range around `current` within [min, max]: half to double (at least `span` wide). */
function around(current: number, min: number, max: number, span: number) {
  const lo = Math.max(min, Math.min(Math.floor(current / 2), current - span));
  const hi = Math.min(max, Math.max(current * 2, current + span));
  return { lo: Math.min(lo, hi - 1), hi: Math.max(hi, lo + 1) };
}

/** ygo-trpg: the GM's monsters (its encounter's and its field's), then the players' life. */
function ygoTunables(doc: PrepDoc, shipped: ShippedContent | null, lang: Lang): Tunable[] {
  const out: Tunable[] = [];
  const seen = new Set<string>();
  const add = (t: Tunable) => {
    if (seen.has(t.what) || !(t.lo < t.hi)) return;
    seen.add(t.what);
    out.push(t);
  };
  const gm = rec(doc.setup.gm);
  const monsterIds: string[] = [];
  if (typeof gm.encounter === "string") {
    const enc = entryOf(doc, shipped, "encounters", gm.encounter);
    for (const m of Array.isArray(enc?.monsters) ? enc.monsters : [])
      if (typeof m === "string") monsterIds.push(m);
  }
  const field = Array.isArray(gm.field) ? gm.field : [];
  field.forEach((fe, i) => {
    if (typeof fe === "string") {
      monsterIds.push(fe);
      return;
    }
    // A field monster with values set by hand: those values are its own (setup paths).
    const e = rec(fe);
    if (typeof e.card !== "string") return;
    const card = entryOf(doc, shipped, "cards", e.card);
    const who = nameOf(card, lang, e.card);
    let own = false;
    for (const stat of ["atk", "def"] as const) {
      const v = num(e[stat]);
      if (v === undefined) continue;
      own = true;
      add({
        what: `gm.field.${i}.${stat}`,
        label: label(who, stat, lang),
        current: v,
        ...around(v, 0, 100_000, 500),
      });
    }
    if (!own) monsterIds.push(e.card);
  });
  for (const id of monsterIds) {
    const card = entryOf(doc, shipped, "cards", id);
    if (card === undefined) continue;
    const who = nameOf(card, lang, id);
    for (const stat of ["atk", "def"] as const) {
      const v = num(card[stat]);
      if (v !== undefined)
        add({
          what: `cards:${id}.${stat}`,
          label: label(who, stat, lang),
          current: v,
          ...around(v, 0, 100_000, 500),
        });
    }
    const level = num(card.level);
    const life =
      num(card.life) ??
      (level === undefined ? undefined : MONSTER_LIFE_PER_LEVEL * level + MONSTER_LIFE_BASE);
    if (life !== undefined)
      add({
        what: `cards:${id}.life`,
        label: label(who, "life", lang),
        current: life,
        ...around(life, 1, 1000, 10),
      });
  }
  const players = rec(doc.setup.players);
  for (const [seat, p] of Object.entries(players)) {
    const ps = rec(p);
    const ch =
      typeof ps.character === "string"
        ? entryOf(doc, shipped, "characters", ps.character)
        : undefined;
    const who = nameOf(ch, lang, typeof ps.character === "string" ? ps.character : seat);
    add({
      what: `players.${seat}.life`,
      label: label(who, "life", lang),
      current: num(ps.life) ?? MAX_LIFE,
      lo: 1,
      hi: MAX_LIFE,
    });
  }
  return out;
}

/** The bounds of each magical-girl attribute a setup may set (setup.ts `attributes`). */
const MG_BOUNDS = {
  hp: [1, 999, 10],
  str: [1, 999, 20],
  agi: [1, 999, 20],
  def: [1, 100, 4],
} as const;

/** magical-girl: each enemy's, then each girl's HP, STR, AGI and DEF (setup `attributes`). */
function mgTunables(doc: PrepDoc, shipped: ShippedContent | null, lang: Lang): Tunable[] {
  const out: Tunable[] = [];
  for (const [key, list, idKey] of [
    ["enemies", "enemies", "enemy"],
    ["girls", "girls", "girl"],
  ] as const) {
    const entries = Array.isArray(doc.setup[key]) ? (doc.setup[key] as unknown[]) : [];
    const ids = entries.map((e) => rec(e)[idKey]);
    entries.forEach((raw, i) => {
      const e = rec(raw);
      const id = e[idKey];
      if (typeof id !== "string") return;
      const def = entryOf(doc, shipped, list, id);
      if (def === undefined) return;
      // Two wolves are "Gloom Wolf 1" and "Gloom Wolf 2".
      const twins = ids.filter((x) => x === id).length;
      const nth = ids.slice(0, i + 1).filter((x) => x === id).length;
      const who = `${nameOf(def, lang, id)}${twins > 1 ? ` ${nth}` : ""}`;
      const set = rec(e.attributes);
      for (const stat of ["hp", "str", "agi", "def"] as const) {
        const current = num(set[stat]) ?? num(def[stat]);
        if (current === undefined) continue;
        const [min, max, span] = MG_BOUNDS[stat];
        out.push({
          what: `${key}.${i}.attributes.${stat}`,
          label: label(who, stat === "def" ? "parry" : stat, lang),
          current,
          ...around(current, min, max, span),
        });
      }
    });
  }
  return out;
}

/**
 * The numbers a tune of `doc` may vary, each with its `--vary` WHAT, a label in `lang`, its value
 * now and a range (half to double, within what the setup and the content schema take). Entries
 * are looked up in the doc's own content, then in `shipped` (null while loading: only the
 * doc's own entries are found).
 */
export function tunables(doc: PrepDoc, shipped: ShippedContent | null, lang: Lang): Tunable[] {
  return doc.system === "ygo-trpg"
    ? ygoTunables(doc, shipped, lang)
    : mgTunables(doc, shipped, lang);
}
