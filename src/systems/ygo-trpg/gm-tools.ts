/**
 * GM tools, as the GM seat's own decisions in the strategy phase, each logged as a GM action:
 * adjust a player's life (±1, never above 40), adjust a GM monster's ATK (±100), keep the GM's
 * rolls secret (from now on) or show them, and reveal the rolls kept secret so far. Undo is the
 * GM's take-back.
 */
import type { Battle, OptionDef } from "../../engine/index.ts";
import { revealSecretRolls, secretRolls } from "./gm-secrets.ts";
import { changeLife } from "./life.ts";
import { parseOption } from "./plays.ts";
import { fainted, GM, MAX_LIFE, playerSeats, zoneOf } from "./zones.ts";

/** The GM's tool options (and "ready"). */
export function gmToolOptions(b: Battle): OptionDef[] {
  const s = b.state;
  const out: OptionDef[] = [{ id: "ready" }];
  out.push({ id: s.x.gmSecret === true ? "gm:open" : "gm:secret" });
  if (secretRolls(s).length > 0) out.push({ id: "gm:reveal" });
  for (const seat of playerSeats(s)) {
    if (fainted(s, seat)) continue;
    out.push({ id: `gm-life:${seat}@-1` });
    // Never above 40: no +1 at full life.
    if ((s.x.life as Record<string, number>)[seat] < MAX_LIFE)
      out.push({ id: `gm-life:${seat}@+1` });
  }
  for (const id of s.zones[zoneOf(GM, "field")]) {
    if (s.cards[id].stats.atk >= 100) out.push({ id: `gm-atk:${id}@-100` });
    out.push({ id: `gm-atk:${id}@+100` });
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
    b.state.x.gmSecret = option === "gm:secret";
    b.emit({ t: option === "gm:secret" ? "gm-secret" : "gm-open", gm: true });
    return;
  }
  const { verb, card, target } = parseOption(option);
  const delta = Number(target);
  if (verb === "gm-life") {
    b.emit({ t: "gm-life", gm: true, seat: card, delta, change: target });
    changeLife(b, card, delta, "gm");
  } else {
    b.emit({ t: "gm-atk", gm: true, card, delta, change: target });
    b.addMod({ target: card, layer: "gm", op: "add", stat: "atk", value: delta, source: GM });
  }
}
