/**
 * The magical-girl builders' edit operations (issue 30): each takes a prepared battle and gives
 * the next one (pure, never mutating), keeping the setup playable where one edit can — a PvP mode
 * has sides and no enemies, a removed position takes its distances, objects and the fighters'
 * places with it, a removed door leaves the levers and ways that named it. The party, encounter
 * and map tabs call only these; the property test drives them too. Browser-safe: plain data.
 */
import {
  type AttributeKey,
  type EnemyEntry,
  type Fighter,
  freshId,
  type GirlEntry,
  isPvp,
  MAX_ENEMIES,
  MAX_GROUP_CHARS,
  MG_SEATS,
  type MgMode,
  ownOf,
  patched,
  setupOf,
  withList,
  withSetup,
} from "./magical-girl-doc.ts";
import { removeOwn } from "./magical-girl-remove.ts";
import type { PrepDoc, ShippedContent } from "./prep-types.ts";

export * from "./magical-girl-doc.ts";
export * from "./magical-girl-map-ops.ts";
export * from "./magical-girl-remove.ts";

// ——— helpers ———

/** The side with fewer girls (a on a tie). */
function lighterSide(girls: GirlEntry[]): "a" | "b" {
  const a = girls.filter((g) => g.side === "a").length;
  const b = girls.filter((g) => g.side === "b").length;
  return b < a ? "b" : "a";
}

/** In PvP: every girl on a side, both sides held while there are two girls. */
function balanced(girls: GirlEntry[]): GirlEntry[] {
  const out: GirlEntry[] = [];
  for (const g of girls) out.push(g.side === undefined ? { ...g, side: lighterSide(out) } : g);
  for (const side of ["a", "b"] as const)
    if (out.length >= 2 && !out.some((g) => g.side === side)) {
      const other = side === "a" ? "b" : "a";
      const last = out.map((g) => g.side).lastIndexOf(other);
      out[last] = { ...out[last], side };
    }
  return out;
}

/** Shipped ids of `list` (with fallbacks when the content has not come yet). */
function shippedIds(shipped: ShippedContent | null, list: string): string[] {
  const ids = (shipped?.content[list] ?? []).map((e) => String(e.id));
  if (ids.length > 0) return ids;
  return list === "girls"
    ? ["hoshino", "tsukiko", "aino", "raimu"]
    : list === "enemies"
      ? ["shade-hound", "gloom-wolf"]
      : [];
}

// ——— party ———

/** Seats still free. */
export function freeSeats(doc: PrepDoc): string[] {
  const taken = new Set(setupOf(doc).girls.map((g) => g.seat));
  return MG_SEATS.filter((s) => !taken.has(s));
}

/** Seats `girl` to the first free seat (in PvP on the side with fewer girls); none free: as is. */
export function addGirl(doc: PrepDoc, girl: string): PrepDoc {
  const setup = setupOf(doc);
  const seat = freeSeats(doc)[0];
  if (seat === undefined) return doc;
  const entry: GirlEntry = { seat, girl };
  if (isPvp(setup.mode)) entry.side = lighterSide(setup.girls);
  const girls = [...setup.girls, entry].sort(
    (a, b) => MG_SEATS.indexOf(a.seat as never) - MG_SEATS.indexOf(b.seat as never),
  );
  return withSetup(doc, { ...setup, girls });
}

/** Takes the girl at `seat` out (the last girl stays: a battle needs one). */
export function removeGirl(doc: PrepDoc, seat: string): PrepDoc {
  const setup = setupOf(doc);
  // A battle needs a girl; a contest between girls needs two.
  if (setup.girls.length <= (isPvp(setup.mode) ? 2 : 1)) return doc;
  let girls = setup.girls.filter((g) => g.seat !== seat);
  if (isPvp(setup.mode)) girls = balanced(girls);
  return withSetup(doc, { ...setup, girls });
}

/** Changes the girl at `seat` (undefined in `patch` leaves a key out: full HP, first position…). */
export function setGirl(
  doc: PrepDoc,
  seat: string,
  patch: Partial<Omit<GirlEntry, "seat">>,
): PrepDoc {
  const setup = setupOf(doc);
  const girls = setup.girls.map((g) => (g.seat === seat ? patched<GirlEntry>(g, patch) : g));
  return withSetup(doc, { ...setup, girls });
}

/** A new girl of the KP's own: a starter sheet to edit, or a copy of `from` under a new id. */
export function ownCharacter(
  doc: PrepDoc,
  list: "girls" | "enemies",
  from?: Record<string, unknown>,
): Record<string, unknown> {
  const taken = new Set([
    ...ownOf(doc, "girls").map((e) => e.id),
    ...ownOf(doc, "enemies").map((e) => e.id),
  ]);
  const stem = list === "girls" ? "my-girl" : "my-enemy";
  const id = freshId(stem, taken);
  if (from !== undefined) {
    const { replaces: _, ...rest } = from;
    return { ...rest, id };
  }
  const n = id.slice(stem.length + 1);
  const name =
    list === "girls"
      ? { ja: `魔法少女${n}`, zh: `魔法少女${n}`, en: `Magical Girl ${n}` }
      : { ja: `敵${n}`, zh: `敌人${n}`, en: `Enemy ${n}` };
  return list === "girls"
    ? {
        id,
        name,
        str: 50,
        agi: 60,
        def: 6,
        size: 45,
        hp: 14,
        mp: 8,
        skills: { melee: 55, dodge: 50, magic: 45 },
        weapons: ["star-wand"],
        abilities: [],
        traits: [],
      }
    : {
        id,
        name,
        str: 50,
        agi: 50,
        def: 4,
        size: 35,
        hp: 10,
        skills: { melee: 50, dodge: 35 },
        weapons: ["shadow-claw"],
        abilities: [],
        traits: [],
      };
}

/** Adds an own girl (a starter, or a copy of `from`) to the content and seats her. */
export function addOwnGirl(doc: PrepDoc, from?: Record<string, unknown>): PrepDoc {
  if (freeSeats(doc).length === 0) return doc;
  const entry = ownCharacter(doc, "girls", from);
  return addGirl(withList(doc, "girls", [...ownOf(doc, "girls"), entry]), String(entry.id));
}

/**
 * Replaces the own entry `id` of `list` with `value` (its id may change: the setup's references
 * follow). A `value` of undefined removes it as {@link removeOwn} does.
 */
export function setOwn(
  doc: PrepDoc,
  list: string,
  id: string,
  value: Record<string, unknown> | undefined,
): PrepDoc {
  const own = ownOf(doc, list);
  const i = own.findIndex((e) => e.id === id);
  if (i < 0) return doc;
  if (value === undefined) return removeOwn(doc, null, list, id);
  const next = withList(
    doc,
    list,
    own.map((e, j) => (j === i ? value : e)),
  );
  const to = String(value.id);
  if (to === id) return next;
  const setup = setupOf(next);
  return withSetup(next, {
    ...setup,
    map: list === "maps" && setup.map === id ? to : setup.map,
    girls: setup.girls.map((g) => (list === "girls" && g.girl === id ? { ...g, girl: to } : g)),
    enemies: setup.enemies.map((e) =>
      list === "enemies" && e.enemy === id ? { ...e, enemy: to } : e,
    ),
  });
}

// ——— encounter ———

/**
 * Sets the mode and keeps the setup playable: a PvP mode gets sides a and b (a second girl when
 * there is one only) and no enemies; a battle drops the sides and has an enemy; the aftermath
 * (MGR-63) has girls only, without sides or a surprise. The surprise is carried across
 * (party ↔ a, enemy ↔ b).
 */
export function setMode(
  doc: PrepDoc,
  mode: MgMode,
  shipped: ShippedContent | null = null,
): PrepDoc {
  const setup = setupOf(doc);
  let girls = setup.girls;
  let enemies = setup.enemies;
  const swap: Record<string, string> = isPvp(mode)
    ? { party: "a", enemy: "b" }
    : { a: "party", b: "enemy" };
  const surprise =
    setup.surprise === undefined || mode === "aftermath"
      ? undefined
      : (swap[setup.surprise] ?? setup.surprise);
  if (isPvp(mode)) {
    if (girls.length === 1 && freeSeats(doc).length > 0) {
      const other =
        shippedIds(shipped, "girls").find((id) => id !== girls[0].girl) ?? girls[0].girl;
      girls = [...girls, { seat: freeSeats(doc)[0], girl: other }];
    }
    girls = balanced(girls);
    enemies = [];
  } else {
    girls = girls.map(({ side: _, ...g }) => g);
    if (mode === "aftermath") enemies = [];
    else if (enemies.length === 0) enemies = [{ enemy: shippedIds(shipped, "enemies")[0] }];
  }
  return withSetup(doc, { ...setup, mode, surprise, girls, enemies });
}

/** Sets the KP's surprise ruling (none, party/enemy in a battle, a/b in PvP). */
export function setSurprise(doc: PrepDoc, surprise: string): PrepDoc {
  return withSetup(doc, { ...setupOf(doc), surprise });
}

/** Sets the skill contest's category. */
export function setCategory(doc: PrepDoc, category: "combat" | "life"): PrepDoc {
  return withSetup(doc, { ...setupOf(doc), category });
}

/** Sets (or, with the default value or undefined, leaves out) a house rule. */
export function setOption(
  doc: PrepDoc,
  option: string,
  value: string | undefined,
  defaultValue?: string,
): PrepDoc {
  const options = { ...doc.options };
  if (value === undefined || value === defaultValue) delete options[option];
  else options[option] = value;
  return { ...doc, options };
}

/** Adds enemy `enemy` (in `group`, if given); only a battle has enemies (else as is). */
export function addEnemy(doc: PrepDoc, enemy: string, group?: string): PrepDoc {
  const setup = setupOf(doc);
  if (setup.mode !== "battle" || setup.enemies.length >= MAX_ENEMIES) return doc;
  const entry: EnemyEntry = group === undefined || group === "" ? { enemy } : { enemy, group };
  return withSetup(doc, { ...setup, enemies: [...setup.enemies, entry] });
}

/** Adds an own enemy (a starter, or a copy of `from`) to the content and to the encounter. */
export function addOwnEnemy(doc: PrepDoc, from?: Record<string, unknown>): PrepDoc {
  const setup = setupOf(doc);
  if (setup.mode !== "battle" || setup.enemies.length >= MAX_ENEMIES) return doc;
  const entry = ownCharacter(doc, "enemies", from);
  return addEnemy(withList(doc, "enemies", [...ownOf(doc, "enemies"), entry]), String(entry.id));
}

/** Takes enemy number `index` out (a battle keeps its last one). */
export function removeEnemy(doc: PrepDoc, index: number): PrepDoc {
  const setup = setupOf(doc);
  if (setup.mode === "battle" && setup.enemies.length <= 1) return doc;
  return withSetup(doc, { ...setup, enemies: setup.enemies.filter((_, i) => i !== index) });
}

/** Changes enemy number `index`. */
export function setEnemy(
  doc: PrepDoc,
  index: number,
  patch: Partial<Omit<EnemyEntry, "group">>,
): PrepDoc {
  const setup = setupOf(doc);
  const enemies = setup.enemies.map((e, i) => (i === index ? patched<EnemyEntry>(e, patch) : e));
  return withSetup(doc, { ...setup, enemies });
}

/**
 * Puts enemy number `index` in `group` (enemies of one group share an initiative roll and act
 * together, MGR-11); "" or undefined: on its own.
 */
export function setGroup(doc: PrepDoc, index: number, group: string | undefined): PrepDoc {
  const setup = setupOf(doc);
  // Any name a KP gives it (狼群, pack-2); only its ends trimmed.
  const g = group?.trim().slice(0, MAX_GROUP_CHARS);
  const enemies = setup.enemies.map((e, i) =>
    i === index ? patched(e, { group: g === "" ? undefined : g }) : e,
  );
  return withSetup(doc, { ...setup, enemies });
}

/** Puts a girl or an enemy at `pos` (undefined: the map's first position). */
export function setPos(doc: PrepDoc, who: Fighter, pos: string | undefined): PrepDoc {
  return "seat" in who ? setGirl(doc, who.seat, { pos }) : setEnemy(doc, who.enemy, { pos });
}

/**
 * Sets attribute `key` of a girl or an enemy by hand for this battle (undefined: her sheet's);
 * the server's check names a value out of range.
 */
export function setAttribute(
  doc: PrepDoc,
  who: Fighter,
  key: AttributeKey,
  value: number | undefined,
): PrepDoc {
  const setup = setupOf(doc);
  const entry =
    "seat" in who ? setup.girls.find((g) => g.seat === who.seat) : setup.enemies[who.enemy];
  if (entry === undefined) return doc;
  const attributes = patched(entry.attributes ?? {}, { [key]: value });
  const patch = { attributes: Object.keys(attributes).length === 0 ? undefined : attributes };
  return "seat" in who ? setGirl(doc, who.seat, patch) : setEnemy(doc, who.enemy, patch);
}
