/**
 * The odds the card editor shows beside an entry, from the exact odds `kassen odds` answers
 * (the same questions, over the shipped content merged with the editor's pack): a ygo-trpg
 * monster's summon check for every character, a magical-girl weapon's (or attack ability's) hit
 * chance at an attacker's skill and the damage a chosen girl or enemy takes from it with her best
 * defence (parry, dodge, counter or none, by the least damage expected). Server side: it reads the shipped content (`POST /api/build/odds`).
 */
import type { Json, Lang } from "../engine/index.ts";
import { MG_STORE } from "../systems/magical-girl/content/index.ts";
import { defenceQuestion } from "../systems/magical-girl/odds/defence-question.ts";
import { hitChanceQuestion } from "../systems/magical-girl/odds/hit-chance-question.ts";
import { YGO_STORE } from "../systems/ygo-trpg/content/index.ts";
import { SUMMON_QUESTION } from "../systems/ygo-trpg/odds/summon-question.ts";
import type { EntryOdds } from "./entry-odds-types.ts";

export type { EntryOdds, OddsLine, SummonRow } from "./entry-odds-types.ts";

/** A name in the asked language (the content's localized name). */
type Named = { name: Record<Lang, string> };

/** What the editor asks about. */
export interface EntryOddsAsk {
  system: string;
  list: string;
  entry: Record<string, unknown>;
  /** The editor's whole pack (the entry included), so its own entries count too. */
  pack: Record<string, unknown>;
  lang: Lang;
  /** magical-girl: the defender's id and the attacker's skill. */
  defender?: string;
  skill?: number;
}

/** A ygo-trpg monster: the summon check of every character, shipped and the pack's. */
function summonOdds(ask: EntryOddsAsk): EntryOdds {
  const level = ask.entry.level;
  if (ask.entry.type !== "monster" || typeof level !== "number") return { kind: "none" };
  const content = YGO_STORE.forOptions({ content: [ask.pack as Json] });
  const rows = Object.values(content.characters).map((ch) => {
    const bonus = ch.attributeBonus + ch.jobBonus;
    const a = SUMMON_QUESTION.answer(
      { level, attributeBonus: ch.attributeBonus, jobBonus: ch.jobBonus },
      ask.lang,
    );
    return { id: ch.id, name: (ch as Named).name[ask.lang], bonus, p: a.probability ?? 0 };
  });
  return { kind: "summon", level, rows };
}

/** A magical-girl weapon or attack ability: hit chance and damage against a defender's best defence. */
function hitOdds(ask: EntryOddsAsk): EntryOdds {
  const attack =
    ask.list === "weapons" ||
    (ask.list === "abilities" && (ask.entry.effect as { kind?: unknown })?.kind === "attack");
  const id = ask.entry.id;
  if (!attack || typeof id !== "string") return { kind: "none" };
  const options = { content: [ask.pack as Json] };
  const content = MG_STORE.forOptions(options);
  const fighters = { ...content.enemies, ...content.girls };
  const defenders = Object.values(fighters).map((c) => ({
    id: c.id,
    name: (c as Named).name[ask.lang],
  }));
  const defender =
    ask.defender !== undefined && Object.hasOwn(fighters, ask.defender)
      ? ask.defender
      : (defenders[0]?.id ?? "");
  const d = fighters[defender];
  const skill = Math.max(0, Math.min(200, Math.round(ask.skill ?? 50)));
  const levels = hitChanceQuestion.answer({ skill, bonus: 0 }, ask.lang);
  const hitLevels = levels.table.filter((_, i) => i >= 2);
  const hp = Math.max(1, Math.min(999, d.hp));
  const taken = (defenceQuestion.withContent?.(options) ?? defenceQuestion).answer(
    {
      skill,
      weapon: id,
      level: "any",
      def: Math.max(1, Math.min(100, d.def)),
      dodge: Math.min(200, d.skills.dodge ?? 0),
      str: Math.min(200, d.str),
      hpMax: hp,
      hp,
      choice: "best",
    },
    ask.lang,
  );
  return {
    kind: "hit",
    defenders,
    defender,
    skill,
    hit: hitLevels.reduce((s, r) => s + r.p, 0),
    levels: levels.table.map((r) => ({ label: r.label, p: r.p })),
    mean: taken.mean ?? 0,
    damage: taken.table.map((r) => ({ label: r.label, p: r.p })),
  };
}

/** The odds for an entry (`none` for a kind without any). Throws a KassenError on a bad pack. */
export function entryOdds(ask: EntryOddsAsk): EntryOdds {
  if (ask.system === "ygo-trpg" && ask.list === "cards") return summonOdds(ask);
  if (ask.system === "magical-girl") return hitOdds(ask);
  return { kind: "none" };
}
