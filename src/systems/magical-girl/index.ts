/**
 * The magical-girl TRPG (魔法少女) as a Kassen rule system: a KP seat plays the enemies and one to
 * five player seats each play a magical girl. CoC-7e-style d100 checks, D&D-style combat rounds
 * with initiative, the DP economy, passive actions against attacks, reactions, damage by success
 * level, wounds, and the player-versus-player forms (spar, duel, skill contest).
 */
import type { ContentRef, Json, Lang, RuleSystem } from "../../engine/index.ts";
import { overrideHandlers } from "../shared/overrides.ts";
import { abilityHandlers } from "./abilities.ts";
import { aftermathHandlers } from "./aftermath.ts";
import { areaHandlers } from "./area.ts";
import { attackHandlers } from "./attack.ts";
import { fighterDetail } from "./card-detail.ts";
import { applyCarry, describeCarry, saveCarry } from "./carry.ts";
import { type MagicalGirlContent, MG_CONTENT, MG_STORE } from "./content/index.ts";
import { contestHandlers } from "./contest.ts";
import { mgCheck } from "./end.ts";
import { groupHandlers } from "./group.ts";
import { hurlHandlers } from "./hurl.ts";
import { initiativeHandlers } from "./initiative.ts";
import { itemHandlers } from "./items.ts";
import { kpToolHandlers } from "./kp-tools.ts";
import { MG_MESSAGES } from "./messages.ts";
import { KP } from "./model.ts";
import { MAGICAL_GIRL_MODES } from "./modes.ts";
import { priceHandlers } from "./price.ts";
import { protectHandlers } from "./protect.ts";
import { reactionHandlers } from "./reactions.ts";
import { readyHandlers } from "./ready.ts";
import { readyAnyHandlers } from "./ready-any.ts";
import { roundHandlers } from "./round.ts";
import { MG_PLURAL_SEATS, mgSeatName } from "./seat-name.ts";
import { createMagicalGirl } from "./setup.ts";
import { addSheet } from "./sheet-view.ts";
import { skillHandlers } from "./skills.ts";
import { mgSummary } from "./summary.ts";
import { turnHandlers } from "./turn.ts";
import { magicalGirlFacts, magicalGirlWhy } from "./why.ts";

/** Campaign carry-over (HP, MP, wounds and items from one battle into the next). */
export { applyCarry, describeCarry, saveCarry } from "./carry.ts";
/** Named options, the content file schema and the setup schema (for the CLI and the registry). */
export { type GameMode, MAGICAL_GIRL_MODES } from "./modes.ts";
export { MG_OPTIONS } from "./options.ts";
export { ContentFile as MagicalGirlContentFile } from "./schema.ts";
export { MagicalGirlSetup } from "./setup.ts";

/**
 * Display name of any content id — girls, enemies, weapons, abilities, skills — in the content of
 * `from`'s battle.
 */
function nameOf(id: string, lang: Lang, from: ContentRef): string {
  const found = nameIn(MG_STORE.of(from), id, lang);
  if (found !== undefined) return found;
  if (id === "unarmed") return { zh: "徒手", ja: "素手", en: "bare hands" }[lang];
  return id;
}

/** A content id's name in one content, if it has the id (maps' positions and objects too). */
function nameIn(c: MagicalGirlContent, id: string, lang: Lang): string | undefined {
  const has = <T>(rec: Record<string, T>) => (Object.hasOwn(rec, id) ? rec[id] : undefined);
  const hit =
    has(c.girls) ??
    has(c.enemies) ??
    has(c.weapons) ??
    has(c.abilities) ??
    has(c.items) ??
    has(c.traits) ??
    has(c.skills);
  if (hit !== undefined) return hit.name[lang];
  for (const map of Object.values(c.maps))
    for (const p of map.positions) {
      if (p.id === id) return p.name[lang];
      for (const o of p.objects) if (o.id === id) return o.name[lang];
    }
  return undefined;
}

/** The magical-girl rule system. */
export const magicalGirl: RuleSystem = {
  id: "magical-girl",
  lang: "zh",
  name: { zh: "魔法少女TRPG", ja: "魔法少女TRPG", en: "Magical Girl TRPG" },
  contentHash: MG_CONTENT.hash,
  contentHashOf: (init) => MG_STORE.hashOf(init.options),
  create: createMagicalGirl,
  layers: ["base"],
  handlers: {
    ...overrideHandlers,
    ...roundHandlers,
    ...initiativeHandlers,
    ...turnHandlers,
    ...attackHandlers,
    ...abilityHandlers,
    ...reactionHandlers,
    ...contestHandlers,
    ...readyHandlers,
    ...readyAnyHandlers,
    ...protectHandlers,
    ...skillHandlers,
    ...areaHandlers,
    ...kpToolHandlers,
    ...itemHandlers,
    ...hurlHandlers,
    ...priceHandlers,
    ...groupHandlers,
    ...aftermathHandlers,
  },
  check: mgCheck,
  // The checks read the mode, the round, fighters' HP, wounds and side, and max HP (kernel
  // modifiers mark the state): every direct write of HP, a wound or the round calls b.touch().
  // test/magical-girl/properties.test.ts proves the equivalence.
  checkOnChange: true,
  // Wounds persist after combat (MGR-63): the next battle starts each girl as this one left her.
  carry: { save: saveCarry, apply: applyCarry, describe: describeCarry },
  zoneVisibility: () => "public",
  isField: (zone) => zone === "field",
  detachTo: () => "field",
  // The KP may take back the last decision (a table ruling, logged by the engine).
  mayTakeBack: (_state, seat) => seat === KP,
  summary: mgSummary,
  messages: MG_MESSAGES,
  cardName: nameOf,
  cardDetail: fighterDetail,
  // A pack's own skills are check terms too (`{%skill}`), in its battles only.
  // (`sk.<id>` in refusals' texts, the bare id in checks' lines).
  contentTerm: (value, lang, from) => {
    const c = MG_STORE.of(from);
    const id = value.startsWith("sk.") ? value.slice(3) : value;
    return c === MG_STORE.shipped || !Object.hasOwn(c.skills, id)
      ? undefined
      : c.skills[id].name[lang];
  },
  seatName: (seat, lang, reader) => mgSeatName(seat, lang, reader, nameOf),
  pluralSeats: MG_PLURAL_SEATS,
  why: magicalGirlWhy,
  // Not a redaction: every fighter is public. Adds the sheets' data and the options' costs.
  redact: addSheet,
  facts: magicalGirlFacts,
};

/** A fresh whole game for the CLI: the KP's wolves against two magical girls. */
export const MAGICAL_GIRL_NEW_GAME: { [key: string]: Json } = MAGICAL_GIRL_MODES.battle.setup;
