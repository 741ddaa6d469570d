/**
 * The option ids of plays — `use:<unit>.<n>`, `skill:<card>`, either with `@<target>` — built
 * once per unit, ability and target (card ids are the content's, so the set stays small) and
 * handed out as the same strings ever after, with what they name kept beside them: declaring a
 * play looks its parts up instead of splitting the id. An id not made here (a replay's text, a
 * sample's renamed card) is parsed as before.
 */

/** What a play's option id names. */
export interface PlayRef {
  skill: boolean;
  card: string;
  /** The ability's index on the unit (0 for a skill). */
  n: number;
  target: string | null;
}

/** Ids kept before the tables are dropped (a guard for long-lived processes with many packs). */
const MAX_IDS = 100_000;

let refs = new Map<string, PlayRef>();
let uses = new Map<string, string[]>();
let skills = new Map<string, string>();
let targeted = new Map<string, Map<string, string>>();

function remember(id: string, ref: PlayRef): string {
  if (refs.size >= MAX_IDS) {
    refs = new Map();
    uses = new Map();
    skills = new Map();
    targeted = new Map();
  }
  refs.set(id, ref);
  return id;
}

/** `use:<card>.<n>`. */
export function useId(card: string, n: number): string {
  let byN = uses.get(card);
  if (byN === undefined) {
    byN = [];
    uses.set(card, byN);
  }
  let id = byN[n];
  if (id === undefined) {
    id = remember(`use:${card}.${n}`, { skill: false, card, n, target: null });
    byN[n] = id;
  }
  return id;
}

/** `skill:<card>`. */
export function skillId(card: string): string {
  let id = skills.get(card);
  if (id === undefined) {
    id = remember(`skill:${card}`, { skill: true, card, n: 0, target: null });
    skills.set(card, id);
  }
  return id;
}

/** `<base>@<target>` for a base made by {@link useId} or {@link skillId}. */
export function targetedId(base: string, target: string): string {
  let byT = targeted.get(base);
  if (byT === undefined) {
    byT = new Map();
    targeted.set(base, byT);
  }
  let id = byT.get(target);
  if (id === undefined) {
    const ref = playRef(base);
    id = remember(`${base}@${target}`, { skill: ref.skill, card: ref.card, n: ref.n, target });
    byT.set(target, id);
  }
  return id;
}

/** What a play's option id names. */
export function playRef(id: string): PlayRef {
  const known = refs.get(id);
  if (known !== undefined) return known;
  const [head, target = null] = id.split("@");
  if (head.startsWith("skill:")) return { skill: true, card: head.slice(6), n: 0, target };
  const [card, n] = head.slice(4).split(".");
  return { skill: false, card, n: Number(n), target };
}
