/**
 * The GM's secret rolls. While the GM keeps rolls secret, a GM monster's roll is addressed to the
 * GM alone, and kept in `x.secretRolls` until the GM reveals it: data only the GM's view carries
 * (`redactYgo`). Revealing re-publishes each kept roll to the whole table, as the GM's act.
 */
import type { Battle, BattleState, Seat, SeatView } from "../../engine/index.ts";
import { type SecretRoll, ygoX } from "./x-state.ts";
import { GM } from "./zones.ts";

export type { SecretRoll } from "./x-state.ts";

/** The rolls kept secret so far (empty when none). */
export function secretRolls(s: Pick<BattleState, "x">): SecretRoll[] {
  return ygoX(s).secretRolls ?? [];
}

/** Keeps a secret roll for a later reveal. */
export function keepSecretRoll(b: Battle, roll: SecretRoll): void {
  const kept = secretRolls(b.state);
  kept.push(roll);
  ygoX(b.state).secretRolls = kept;
}

/** The GM shows every roll kept secret so far: each is logged again, for everyone. */
export function revealSecretRolls(b: Battle): void {
  const kept = secretRolls(b.state);
  b.emit({ t: "gm-reveal", gm: true, n: kept.length });
  for (const r of kept) b.emit({ t: r.t, card: r.card, check: r.check, revealed: true });
  ygoX(b.state).secretRolls = [];
}

/**
 * What ygo-trpg hides beyond zones: the GM's kept secret rolls, from every seat but the GM. The
 * GM's own view leaves out the players' damage lines of attacks with a secret roll
 * (`battle-damage-shown`): the GM has that damage's whole arithmetic in its own line.
 */
export function redactYgo(view: SeatView, seat: Seat | null): void {
  // The view's x and log are its own copies: changing them touches nothing of the battle.
  if (seat !== GM) {
    if (view.x.secretRolls !== undefined) view.x.secretRolls = [];
    return;
  }
  if (view.log.some((e) => e.t === "battle-damage-shown"))
    view.log = view.log.filter((e) => e.t !== "battle-damage-shown");
}
