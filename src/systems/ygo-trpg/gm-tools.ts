/**
 * GM tools, as the GM seat's own decisions in the strategy phase, each logged as a GM action:
 * adjust a player's life (±1, never above 40), adjust a GM monster's ATK (±100), keep the GM's
 * rolls secret (from now on) or show them, reveal the rolls kept secret so far, and bring a
 * fainted player back. Undo is the GM's take-back.
 */
import type { Battle, OptionDef } from "../../engine/index.ts";
import { revealSecretRolls, secretRolls } from "./gm-secrets.ts";
import { changeLife } from "./life.ts";
import { optionRef, unlisted, VerbIds } from "./option-ids.ts";
import { ygoX } from "./x-state.ts";
import { fainted, GM, MAX_LIFE, playerSeats, zoneOf } from "./zones.ts";

/**
 * Life a fainted player may come back with. Seed 001 keeps a fainted player out
 * 「特定条件を満たすまで」 and names no condition, so it is the GM's call — and the GM picks the life.
 */
export const REVIVE_LIFE = [1, 10, 20, 40] as const;
/** The lives as a revive id writes them. */
const REVIVE_TARGETS = REVIVE_LIFE.map(String);

const GM_REVIVE = new VerbIds("gm-revive");
const GM_LIFE = new VerbIds("gm-life");
const GM_ATK = new VerbIds("gm-atk");

/** The GM's tool options (and "ready"). */
export function gmToolOptions(b: Battle): OptionDef[] {
  const s = b.state;
  const out: OptionDef[] = [{ id: "ready" }];
  const x = ygoX(s);
  out.push({ id: x.gmSecret === true ? "gm:open" : "gm:secret" });
  if (secretRolls(s).length > 0) out.push({ id: "gm:reveal" });
  for (const seat of playerSeats(s)) {
    if (fainted(s, seat)) {
      for (const life of REVIVE_TARGETS) out.push({ id: GM_REVIVE.to(seat, life) });
      continue;
    }
    out.push({ id: GM_LIFE.to(seat, "-1") });
    // Never above 40: no +1 at full life.
    if (x.life[seat] < MAX_LIFE) out.push({ id: GM_LIFE.to(seat, "+1") });
  }
  for (const id of s.zones[zoneOf(GM, "field")]) {
    if (s.cards[id].stats.atk >= 100) out.push({ id: GM_ATK.to(id, "-100") });
    out.push({ id: GM_ATK.to(id, "+100") });
  }
  return out;
}

/** Applies a GM tool option and logs it as a GM action. */
export function applyGmTool(b: Battle, option: string): void {
  if (option === "gm:reveal") {
    revealSecretRolls(b);
    return;
  }
  if (option === "gm:secret" || option === "gm:open") {
    ygoX(b.state).gmSecret = option === "gm:secret";
    b.emit({ t: option === "gm:secret" ? "gm-secret" : "gm-open", gm: true });
    return;
  }
  const ref = optionRef(option);
  if (ref.kind === "gm-revive") {
    // The GM's ruling that the 「特定条件」 is met: back in the battle with the chosen life.
    ygoX(b.state).fainted[ref.seat] = false;
    b.emit({ t: "gm-revive", gm: true, seat: ref.seat, life: ref.life });
    changeLife(b, ref.seat, ref.life, "gm");
    b.touch();
  } else if (ref.kind === "gm-life") {
    const { seat, delta, change } = ref;
    b.emit({ t: "gm-life", gm: true, seat, delta, change });
    changeLife(b, seat, delta, "gm");
  } else if (ref.kind === "gm-atk") {
    const { card, delta, change } = ref;
    b.emit({ t: "gm-atk", gm: true, card, delta, change });
    adjustAtk(b, card, delta);
  } else unlisted(option);
}

/**
 * Adds `delta` to the GM's one standing ATK adjustment of `card`. Adjustments merge: a GM who
 * clicks +100 a thousand times leaves one modifier, not a thousand (every view carries the
 * modifiers, so the state sent after each decision would grow without bound). The "gm" layer is
 * the last and holds only additions, so one sum gives the same ATK as the adjustments one by
 * one; a sum of 0 leaves no modifier at all. The old one is replaced, never written in place
 * (modifiers may be shared with forks).
 */
function adjustAtk(b: Battle, card: string, delta: number): void {
  const kept = b.state.mods.find((m) => m.target === card && m.layer === "gm" && m.stat === "atk");
  const value = (kept?.value ?? 0) + delta;
  if (kept !== undefined) b.removeMods((m) => m === kept);
  if (value !== 0)
    b.addMod({ target: card, layer: "gm", op: "add", stat: "atk", value, source: GM });
}
