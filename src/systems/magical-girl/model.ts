/**
 * The battle's data model: combatants are cards on the `field` zone with base attributes and
 * per-fighter flags (HP, MP, DP, wound, side, stance, reaction use); `state.x` holds the round.
 */
import type { Battle, BattleState, CardState } from "../../engine/index.ts";
import { type MagicalGirlContent, MG_STORE } from "./content/index.ts";
import { DEFAULT_DP_CAP } from "./rule-numbers.ts";
import type { Character } from "./schema.ts";

/** The one zone every combatant stands in. */
export const FIELD = "field";

/** The KP's seat. */
export const KP = "kp";

/** Wound states (MGR-60…62). */
export type Wound = "none" | "light" | "heavy";

/** Per-fighter flags kept in `card.f`. */
export interface FighterFlags {
  hp: number;
  mp: number;
  dp: number;
  wound: Wound;
  /** Side: "party" / "enemy" in a KP battle, "a" / "b" in player-versus-player modes. */
  side: string;
  /** "girl" or "enemy": which content list `def` names. */
  kind: "girl" | "enemy";
  /** End-of-turn stance until the fighter's next turn (MGR-30, MGR-31). */
  stance: "none" | "dodge" | "parry";
  /** A reaction was used since this fighter's last turn began (MGR-35). */
  reacted: boolean;
  /** No natural DP recovery at the next round start (after a reaction, MGR-35). */
  noRecover: boolean;
  /** Extra carried weight besides weapons (MGR-27). */
  carry: number;
  /** Initiative group (MGR-11 shared roll), or "". */
  group: string;
  /** Map position id ("" without a map). */
  pos: string;
  /** DP spent on movement this turn: all of a turn's movement is one action (MGR-26). */
  moved: number;
  /** Hidden behind cover until the next own turn (MGR-29). */
  hidden: boolean;
  /** A readied action `arm@target`, or "" (MGR-32); with `readyWhen`, an option id. */
  ready: string;
  /** The open form's moment (`acts@foe`, `attacked@ally`, `enters@pos`), or "" (MGR-32). */
  readyWhen: string;
  /** Weapons out of hand (thrown, MGR-70). */
  dropped: string[];
  /** The turn's free object interaction is used (MGR-14). */
  freeUsed: boolean;
  /**
   * Option `freeInteraction: withMoveOrAction` only (MGR-14, l.29): 2 = the turn's free
   * interaction waits for a move or an action (`freeUsed` holds it shut), 1 = she has taken a
   * step (it opens at her next prompt of the turn), 0 = open or spent as `freeUsed` says.
   */
  freeWait?: number;
  /**
   * Extra attacks left of her last attack action this turn (a trait's, MGR-24, seed l.50), and
   * the arm they are made with; absent until a fighter with such a trait attacks.
   */
  extra?: number;
  extraArm?: string;
  /**
   * Weapons picked up from another fighter (MGR-14, MGR-70): `owner:weapon` entries, held like
   * her own (absent until she picks one up).
   */
  gained?: string[];
  /** Magical items carried (content item ids; each entry one item, used up when used). */
  items: string[];
  /** Skills used this turn (skills.ts: each once per turn), from the first turn on. */
  skillsUsed?: string[];
  /**
   * Hash of the content the fighter's battle plays with, when packs add to the shipped content
   * (absent otherwise): a fighter's definition is looked up from the fighter alone.
   */
  content?: string;
}

/** Where an object on the map is and what state it is in (doors, levers, crates). */
export interface ObjectState {
  /** Position id it stands or lies at. */
  pos: string;
  /** door: "closed" / "open"; lever: "up" / "down"; crate: "closed" / "open"; thing: "". */
  state: string;
}

/** System data in `state.x`. */
export interface MgX {
  mode: "battle" | "duel" | "spar" | "contest" | "aftermath";
  round: number;
  /** Initiative order, fixed between rounds (MGR-11). */
  order: string[];
  /** Fighters who have had their turn this round. */
  acted: string[];
  /** Whose turn it is (null between turns). */
  active: string | null;
  /** Spar: HP before the spar started (MGR-05). */
  before: Record<string, number>;
  /** Surprising side, or "" (MGR-20). */
  surprise: string;
  /** Skill-contest category (MGR-07). */
  category: string;
  /** The map id, or "" (everyone stands together). */
  map: string;
  /** Weapons lying on the ground: position → `fighter:weapon` entries (MGR-70, MGR-72). */
  ground: Record<string, string[]>;
  /** The map's objects by id (seed l.29–31). */
  objects: Record<string, ObjectState>;
  /** Items lying loose: position → item ids (out of an opened crate). */
  loose: Record<string, string[]>;
  /** Initiative units: each unit's lead → its members (initiative.ts, set by its roll). */
  units?: Record<string, string[]>;
}

/** The system data of a battle. */
export function mgx(b: Battle | BattleState): MgX {
  const s = "state" in b ? b.state : b;
  return s.x as unknown as MgX;
}

/** A fighter's flags (live object: writes go to the state). */
export function flags(c: CardState): FighterFlags {
  return c.f as unknown as FighterFlags;
}

/** The content definition of a fighter. */
export function charDef(c: CardState): Character {
  const f = flags(c);
  const content = contentOfFighter(c);
  return f.kind === "girl" ? content.girls[c.def] : content.enemies[c.def];
}

/** The content a fighter's battle plays with (shipped, or merged with the battle's packs). */
export function contentOfFighter(c: CardState): MagicalGirlContent {
  const key = flags(c).content;
  return key === undefined ? MG_STORE.shipped : MG_STORE.byHashOf(key);
}

/**
 * Each battle state's fighters in setup order, listed once: the field never changes after setup
 * and a fighter's record is its own from the start (its flags hold lists, so no template shares
 * it), never replaced. Outside the state: hashes and saved states never see it; a fork, a
 * take-back or a loaded state is another object and lists its own.
 */
const FIGHTERS = new WeakMap<BattleState, readonly CardState[]>();

/** All fighters in setup order (a list shared by every caller: never write it). */
export function fighters(b: Battle): readonly CardState[] {
  const s = b.state;
  let fs = FIGHTERS.get(s);
  if (fs === undefined) {
    const ids = s.zones[FIELD] ?? [];
    const list: CardState[] = [];
    for (let i = 0; i < ids.length; i++) list.push(s.cards[ids[i]]);
    fs = Object.freeze(list);
    FIGHTERS.set(s, fs);
  }
  return fs;
}

/** Out of the fight: at 0 HP or heavily wounded (MGR-62; reading: 0 HP takes a fighter out). */
export function isDown(c: CardState): boolean {
  const f = flags(c);
  return f.hp <= 0 || f.wound === "heavy";
}

/** At 0 HP: no longer a target (a heavily wounded fighter at HP > 0 still is). */
export function isOut(c: CardState): boolean {
  return flags(c).hp <= 0;
}

/** Fighters of another side that can still be targeted. */
export function foesOf(b: Battle, id: string): CardState[] {
  const side = flags(b.state.cards[id]).side;
  const fs = fighters(b);
  const out: CardState[] = [];
  for (let i = 0; i < fs.length; i++) {
    const f = flags(fs[i]);
    if (f.side !== side && f.hp > 0) out.push(fs[i]);
  }
  return out;
}

/** Fighters of the same side, itself included, down or not (healing reaches the fallen). */
export function alliesOf(b: Battle, id: string): CardState[] {
  const side = flags(b.state.cards[id]).side;
  const fs = fighters(b);
  const out: CardState[] = [];
  for (let i = 0; i < fs.length; i++) if (flags(fs[i]).side === side) out.push(fs[i]);
  return out;
}

/** A fighter's skill value (0 when untrained). */
export function skillOf(c: CardState, skill: string): number {
  let key = SKILL_KEYS.get(skill);
  if (key === undefined) {
    key = `sk.${skill}`;
    SKILL_KEYS.set(skill, key);
  }
  return c.stats[key] ?? 0;
}

/** `sk.<id>` by skill id, composed once: a composed key is hashed anew at every lookup. */
const SKILL_KEYS = new Map<string, string>();

/** The skill a stats key `sk.<id>` holds, or null for another stat. */
export function skillOfKey(key: string): string | null {
  return key.startsWith("sk.") ? key.slice(3) : null;
}

/** DP cap (MGR-21: 15 unless raised). */
export function dpCap(c: CardState): number {
  return c.stats.dpCap ?? DEFAULT_DP_CAP;
}

/** Sets DP, clamped to 0…cap. */
export function setDp(c: CardState, dp: number): void {
  flags(c).dp = Math.max(0, Math.min(dpCap(c), dp));
}
