/**
 * A readable-id battle's opaque twin: the battle of the same setup, options and seed started with
 * opaque card ids (`BattleInit.ids`) is the very same battle with its cards named otherwise —
 * opaque ids come from a stream of their own, never from the battle's generator — so one can be
 * turned into the other by renaming card ids. The table server keeps the readable one (its cards
 * share the setup template's records, so a battle costs half the memory) and renames at its
 * boundary: every view it sends, every option id it takes (src/server/table/id-mask.ts).
 *
 * The pairing is made once per setup from the two templates (setup-template.ts) and checked
 * whole: the readable template's state, renamed, must be the opaque template's, text for text
 * (bar seed and generator). A battle's own names are then its seed's drawn ids, as the opaque
 * template gives a copy its ids: nothing per battle is kept.
 */
import { type BattleState, rewriteIds } from "../../engine/index.ts";
import { drawnFor, type OpaqueIds } from "./opaque-plan.ts";

/** How a readable-id battle's card ids become its opaque twin's. */
export interface OpaqueTwin {
  /**
   * For the battle of `seed`: each readable id that differs → the twin's id; null when that
   * seed's twin is built afresh (a drawn id met an id the setup gives) and no renaming is known.
   */
  names(seed: number): Map<string, string> | null;
}

/** One side of a pairing: a template's kept state and its card ids in the order made. */
export interface TwinSide {
  state: BattleState;
  cardIds: readonly string[];
}

/**
 * The twin of the readable template `r`, given the opaque template `o` of the same setup and
 * options and its renaming plan; null when they do not pair up card for card, or the readable
 * state renamed is not the opaque one.
 */
export function pairUp(
  r: TwinSide,
  o: TwinSide,
  plan: OpaqueIds | null | undefined,
): OpaqueTwin | null {
  if (plan === null || plan === undefined || r.cardIds.length !== o.cardIds.length) return null;
  const drawnAt = new Map(plan.drawn.map((id, k) => [id, k]));
  const readable: string[] = [];
  const drawnIndex: number[] = [];
  const kept = new Map<string, string>();
  for (let i = 0; i < r.cardIds.length; i++) {
    const rc = r.state.cards[r.cardIds[i]];
    const oc = o.state.cards[o.cardIds[i]];
    if (rc.def !== oc.def || rc.owner !== oc.owner) return null;
    const k = drawnAt.get(oc.id);
    if (k === undefined) {
      // An id the setup gives: the same in both.
      if (oc.id !== rc.id) return null;
      continue;
    }
    readable.push(rc.id);
    drawnIndex.push(k);
    kept.set(rc.id, oc.id);
  }
  if (renamedText(r.state, kept) !== renamedText(o.state, new Map())) return null;
  return {
    names(seed) {
      const drawn = drawnFor(plan, seed);
      if (drawn === null) return null;
      const out = new Map<string, string>();
      for (let i = 0; i < readable.length; i++) {
        out.set(readable[i], drawn.get(plan.drawn[drawnIndex[i]]) as string);
      }
      return out;
    },
  };
}

/** `s` as JSON text with its card ids renamed by `table`, bar the seed and the generator. */
function renamedText(s: BattleState, table: ReadonlyMap<string, string>): string {
  const copy = JSON.parse(JSON.stringify({ ...s, seed: 0, rng: [] })) as BattleState;
  return JSON.stringify(rewriteIds(copy, table, false));
}
