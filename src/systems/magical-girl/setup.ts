/**
 * Building a magical-girl battle from a setup: the KP seat, one magical girl per player seat
 * (p1…p5), the KP's enemies, the mode (KP battle or one of the PvP forms) and, for scenarios,
 * fighters' current HP / MP / DP / wound.
 */
import { z } from "zod";
import {
  addCard,
  type BattleInit,
  type BattleState,
  newState,
  SetupError,
} from "../../engine/index.ts";
import { checkData } from "../shared/data-file.ts";
import { type Override, overrideBase, queueOverrides } from "../shared/overrides.ts";
import { fromTemplate } from "../shared/setup-template.ts";
import { MG_STORE } from "./content/index.ts";
import { FIELD, type FighterFlags, KP, type MgX } from "./model.ts";
import { SPAR_END_DIVISOR, START_DP } from "./rule-numbers.ts";
import type { Character } from "./schema.ts";

/** Player seats, in seat order. */
export const PLAYER_SEATS = ["p1", "p2", "p3", "p4", "p5"] as const;

const Id = z.string().regex(/^[\w-]+$/);

/** Current values a scenario may give a fighter (defaults: full HP/MP, 8 DP, unwounded). */
const Current = {
  id: Id.optional(),
  hp: z.number().int().min(0).optional(),
  mp: z.number().int().min(0).optional(),
  /** DP at combat start (default 8, MGR-20). */
  dp: z.number().int().min(0).optional(),
  wound: z.enum(["none", "light", "heavy"]).optional(),
  /** Extra carried weight besides weapons (MGR-27). */
  carry: z.number().min(0).optional(),
  /** Map position (default: the map's first position). */
  pos: z.string().optional(),
  /** Magical items carried (content item ids; list one twice to carry two). */
  items: z.array(z.string()).optional(),
  /**
   * Attributes set by hand (logged as `override` events): STR, AGI, DEF (the parry die), size,
   * maximum HP and MP, and the DP cap.
   */
  attributes: z
    .object({
      str: z.number().int().min(1).max(999).optional(),
      agi: z.number().int().min(1).max(999).optional(),
      def: z.number().int().min(1).max(100).optional(),
      size: z.number().int().min(1).max(999).optional(),
      hp: z.number().int().min(1).max(999).optional(),
      mp: z.number().int().min(0).max(999).optional(),
      dpCap: z.number().int().min(1).max(99).optional(),
    })
    .strict()
    .optional(),
  /** Skill values set by hand (0…100), by skill id; a skill the fighter lacks is learnt. */
  skills: z.record(z.string(), z.number().int().min(0).max(100)).optional(),
};

const GirlEntry = z
  .object({
    seat: z.enum(PLAYER_SEATS),
    girl: z.string(),
    /** PvP modes: side "a" or "b". */
    side: z.enum(["a", "b"]).optional(),
    ...Current,
  })
  .strict();

const EnemyEntry = z
  .object({
    enemy: z.string(),
    /** Enemies with the same group share one initiative roll (MGR-11). */
    group: z.string().optional(),
    ...Current,
  })
  .strict();

/** The setup block of a magical-girl battle. */
export const MagicalGirlSetup = z
  .object({
    /**
     * battle: KP enemies vs the party; duel / spar / contest: PvP forms (MGR-05…07);
     * aftermath: wound care and rest outside combat (MGR-63).
     */
    mode: z.enum(["battle", "duel", "spar", "contest", "aftermath"]).default("battle"),
    /** The KP's surprise ruling (MGR-10, MGR-20): which side surprises, if any. */
    surprise: z.enum(["none", "party", "enemy", "a", "b"]).default("none"),
    /** Skill contest: the category both sides pick from (MGR-07). */
    category: z.enum(["combat", "life"]).default("combat"),
    /** A map from the content (positions and distances); without one everyone stands together. */
    map: z.string().optional(),
    girls: z.array(GirlEntry).min(1).max(5),
    enemies: z.array(EnemyEntry).default([]),
  })
  .strict();
export type MagicalGirlSetup = z.infer<typeof MagicalGirlSetup>;

/** How each kind of object starts (doors and crates closed, levers up). */
const START_STATE: Record<string, string> = {
  door: "closed",
  lever: "up",
  crate: "closed",
  thing: "",
};

/** Base stats of a fighter: attributes, maxima, DP cap and skills (`sk.<id>`). */
function baseOf(d: Character): Record<string, number> {
  const base: Record<string, number> = {
    str: d.str,
    agi: d.agi,
    def: d.def,
    size: d.size,
    hpMax: d.hp,
    mpMax: d.mp,
    dpCap: d.dpCap,
  };
  for (const [s, v] of Object.entries(d.skills)) base[`sk.${s}`] = v;
  return base;
}

/**
 * Builds the initial state (a copy of the one built before for the same setup and options); the
 * first task starts the combat (or the contest).
 */
export function createMagicalGirl(init: BattleInit): BattleState {
  return fromTemplate(init, buildMagicalGirl, MG_STORE.stateOptions(init.options));
}

function buildMagicalGirl(init: BattleInit): BattleState {
  const checked = checkData(init.setup ?? {}, MagicalGirlSetup);
  if ("issues" in checked) throw new SetupError(checked.issues[0].path, checked.issues[0].message);
  const setup = checked.data;
  const pvp = setup.mode === "duel" || setup.mode === "spar" || setup.mode === "contest";
  if (setup.mode === "aftermath" && setup.enemies.length > 0)
    throw new SetupError("enemies", "the aftermath is for magical girls only");
  const seen = new Set<string>();
  setup.girls.forEach((g, i) => {
    if (seen.has(g.seat))
      throw new SetupError(`girls[${i}].seat`, `seat ${g.seat} plays two girls`);
    seen.add(g.seat);
    if (pvp && g.side === undefined)
      throw new SetupError(`girls[${i}].side`, `mode ${setup.mode} needs a side (a or b)`);
  });
  if (pvp && !(["a", "b"] as const).every((side) => setup.girls.some((g) => g.side === side)))
    throw new SetupError("girls", `mode ${setup.mode} needs girls on both sides a and b`);
  if (pvp && setup.enemies.length > 0)
    throw new SetupError("enemies", `mode ${setup.mode} is between magical girls only`);
  if (setup.mode === "battle" && setup.enemies.length === 0)
    throw new SetupError("enemies", "a KP battle needs enemies");
  const seats = [KP, ...PLAYER_SEATS.filter((s) => seen.has(s))];
  const options = MG_STORE.stateOptions(init.options);
  const content = MG_STORE.forOptions(init.options);
  const find = <T>(rec: Record<string, T>, id: string): T | undefined =>
    Object.hasOwn(rec, id) ? rec[id] : undefined;
  const map = setup.map === undefined ? undefined : find(content.maps, setup.map);
  if (setup.map !== undefined && map === undefined)
    throw new SetupError(
      "map",
      `unknown map "${setup.map}" (known: ${Object.keys(content.maps).join(", ")})`,
    );
  const state = newState("magical-girl", init.seed, seats, options);
  state.zones[FIELD] = [];
  const counts: Record<string, number> = {};
  const overrides: Override[] = [];
  const make = (
    e: {
      id?: string;
      hp?: number;
      mp?: number;
      dp?: number;
      wound?: FighterFlags["wound"];
      carry?: number;
      pos?: string;
      items?: string[];
      attributes?: Partial<Record<"str" | "agi" | "def" | "size" | "hp" | "mp" | "dpCap", number>>;
      skills?: Record<string, number>;
    },
    def: string,
    d: Character | undefined,
    kind: "girl" | "enemy",
    owner: string,
    side: string,
    group: string,
    path: string,
  ) => {
    if (d === undefined)
      throw new SetupError(
        path,
        `unknown ${kind} "${def}" (known: ${Object.keys(kind === "girl" ? content.girls : content.enemies).join(", ")})`,
      );
    let id = e.id;
    if (id === undefined) {
      do {
        counts[def] = (counts[def] ?? 0) + 1;
        id = `${def}-${counts[def]}`;
      } while (state.cards[id] !== undefined);
    }
    if (state.cards[id] !== undefined) throw new SetupError(path, `id "${id}" is used twice`);
    const pos = map === undefined ? "" : (e.pos ?? map.positions[0].id);
    if (map !== undefined && !map.positions.some((q) => q.id === pos))
      throw new SetupError(`${path}.pos`, `no position "${pos}" on map ${map.id}`);
    if (map === undefined && e.pos !== undefined)
      throw new SetupError(`${path}.pos`, "a position needs a map");
    (e.items ?? []).forEach((it, k) => {
      if (!Object.hasOwn(content.items, it))
        throw new SetupError(
          `${path}.items[${k}]`,
          `unknown item "${it}" (known: ${Object.keys(content.items).join(", ")})`,
        );
    });
    const base = baseOf(d);
    const a = e.attributes ?? {};
    for (const skill of Object.keys(e.skills ?? {})) {
      if (!Object.hasOwn(content.skills, skill))
        throw new SetupError(
          `${path}.skills.${skill}`,
          `unknown skill "${skill}" (known: ${Object.keys(content.skills).join(", ")})`,
        );
    }
    const hpMax = a.hp ?? d.hp;
    const mpMax = a.mp ?? d.mp;
    const cap = a.dpCap ?? d.dpCap;
    const f: FighterFlags = {
      hp: Math.min(e.hp ?? hpMax, hpMax),
      mp: Math.min(e.mp ?? mpMax, mpMax),
      dp: Math.min(e.dp ?? START_DP, cap),
      wound: e.wound ?? "none",
      side,
      kind,
      stance: "none",
      reacted: false,
      noRecover: false,
      carry: e.carry ?? 0,
      group,
      pos,
      moved: 0,
      hidden: false,
      ready: "",
      readyWhen: "",
      dropped: [],
      freeUsed: false,
      items: [...(e.items ?? [])],
    };
    // A pack battle's fighters name its content, so their definitions are found from them alone.
    if (content !== MG_STORE.shipped) f.content = content.hash;
    const c = addCard(state, { id, def, owner, zone: FIELD, base, f: { ...f } });
    const skills: Record<string, number> = {};
    for (const [skill, v] of Object.entries(e.skills ?? {})) skills[`sk.${skill}`] = v;
    overrides.push(
      ...overrideBase(c, {
        str: a.str,
        agi: a.agi,
        def: a.def,
        size: a.size,
        hpMax: a.hp,
        mpMax: a.mp,
        dpCap: a.dpCap,
        ...skills,
      }),
    );
  };
  setup.girls.forEach((g, i) => {
    make(
      g,
      g.girl,
      find(content.girls, g.girl),
      "girl",
      g.seat,
      pvp ? (g.side as string) : "party",
      "",
      `girls[${i}]`,
    );
    const d = content.girls[g.girl];
    if (setup.mode === "spar" && Math.min(g.hp ?? d.hp, d.hp) * SPAR_END_DIVISOR <= d.hp)
      // The spar would be over before any blow (MGR-05): refuse it and say why.
      throw new SetupError(
        `girls[${i}].hp`,
        `a spar ends as soon as a fighter is at a third of her max HP or less (MGR-05): ${g.girl} would start at ${Math.min(g.hp ?? d.hp, d.hp)}/${d.hp} — heal her above ${Math.floor(d.hp / SPAR_END_DIVISOR)} HP first, or choose a duel`,
      );
  });
  setup.enemies.forEach((e, i) => {
    make(
      e,
      e.enemy,
      find(content.enemies, e.enemy),
      "enemy",
      KP,
      "enemy",
      e.group ?? "",
      `enemies[${i}]`,
    );
  });
  const x: MgX = {
    mode: setup.mode,
    round: 0,
    order: [],
    acted: [],
    active: null,
    before: {},
    surprise: setup.surprise === "none" ? "" : setup.surprise,
    category: setup.category,
    map: setup.map ?? "",
    ground: {},
    objects: Object.fromEntries(
      (map?.positions ?? []).flatMap((p) =>
        p.objects.map((o) => [o.id, { pos: p.id, state: o.open ? "open" : START_STATE[o.kind] }]),
      ),
    ),
    loose: {},
  };
  state.x = x as unknown as BattleState["x"];
  const first: Record<string, string> = { contest: "m.contest", aftermath: "m.aftermath" };
  state.tasks.push({ k: first[setup.mode] ?? "m.start" });
  queueOverrides(state, overrides);
  return state;
}
