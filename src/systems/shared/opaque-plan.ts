/**
 * The plan by which a template of opaque-id battles gives each copy its own ids
 * (setup-template.ts), and the ids one seed draws by it; the opaque twin of a readable-id
 * battle (opaque-twin.ts) is named by the same plan.
 */
import { opaqueIdStream } from "../../engine/index.ts";

/**
 * How a template of opaque-id battles is copied. Opaque ids are drawn from a stream of the seed
 * (engine/card-maker.ts) in the order the setup makes its cards, each one redrawn if a card
 * already has it; so a battle of seed S has, in place of the kept battle's i-th drawn id, the
 * i-th id S's stream hands out, and everything else in the state is the kept battle's. A copy
 * renames those ids wherever the kept state names them: cards' keys, ids, zones and attachments,
 * zone lists (and zone names), flags and the rest of the state (the same walker views and
 * samples use, rewrite-ids.ts), the parts that name none of them once listed here. Each battle
 * draws its own ids from its own seed exactly as building it would, so ids stay as unguessable
 * as ever; the win is that its cards share the template's frozen values (base, stats, flags)
 * instead of holding their own. A drawn id equal to an id the setup gives, which building would
 * redraw or refuse depending on the order, sends that battle to be built afresh.
 */
export interface OpaqueIds {
  /** The kept battle's drawn ids, in the order they were drawn. */
  drawn: string[];
  /** The ids its setup gave (never renamed). */
  given: Set<string>;
  /** Per card (template order): whether its zone names a drawn id (`@host`). */
  zoneNames: boolean[];
  /** Per card: whether its flags name a drawn id. */
  flagNames: boolean[];
  /** Per zone (template order): whether the zone's own name names a drawn id. */
  zoneKeyNames: boolean[];
  /** The state's other parts that name a drawn id (copied, then renamed). */
  rest: Set<string>;
}

/**
 * The ids a battle of `seed` draws in place of `plan.drawn`, as a map from the kept battle's
 * ids to them; null when one of them is an id the setup gives (building decides that case).
 */
export function drawnFor(plan: OpaqueIds, seed: number): Map<string, string> | null {
  const next = opaqueIdStream(seed);
  const table = new Map<string, string>();
  const taken = new Set<string>();
  for (let i = 0; i < plan.drawn.length; i++) {
    let id = next();
    // Building redraws an id a card already has: here, one drawn before.
    while (taken.has(id)) id = next();
    if (plan.given.has(id)) return null;
    taken.add(id);
    table.set(plan.drawn[i], id);
  }
  return table;
}
