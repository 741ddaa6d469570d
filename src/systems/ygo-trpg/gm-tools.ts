/**
 * GM tools, as the GM seat's own decisions in the strategy phase, each logged as a GM action:
 * adjust a player's life (±1, never above 40), adjust a GM monster's ATK (±100), and keep the
 * GM's rolls secret or reveal them. Undo is the engine's `undoTo` (replaying choices).
 */
import type { Battle, OptionDef } from "../../engine/index.ts";
import { changeLife } from "./life.ts";
import { fainted, GM, playerSeats, zoneOf } from "./zones.ts";

/** The GM's tool options (and "ready"). */
export function gmToolOptions(b: Battle): OptionDef[] {
  const s = b.state;
  const out: OptionDef[] = [{ id: "ready" }];
  out.push({ id: s.x.gmSecret === true ? "gm:open" : "gm:secret" });
  for (const seat of playerSeats(s)) {
    if (fainted(s, seat)) continue;
    out.push({ id: `gm:life:${seat}:-1` }, { id: `gm:life:${seat}:+1` });
  }
  for (const id of s.zones[zoneOf(GM, "field")]) {
    if (s.cards[id].stats.atk >= 100) out.push({ id: `gm:atk:${id}:-100` });
    out.push({ id: `gm:atk:${id}:+100` });
  }
  return out;
}

/** Applies a GM tool option and logs it as a GM action. */
export function applyGmTool(b: Battle, option: string): void {
  const parts = option.split(":");
  if (parts[1] === "secret" || parts[1] === "open") {
    b.state.x.gmSecret = parts[1] === "secret";
    b.emit({ t: `gm-${parts[1]}`, gm: true });
    return;
  }
  const delta = Number(parts[3]);
  if (parts[1] === "life") {
    b.emit({ t: "gm-life", gm: true, seat: parts[2], delta });
    changeLife(b, parts[2], delta, "gm");
  } else {
    b.emit({ t: "gm-atk", gm: true, card: parts[2], delta });
    b.addMod({ target: parts[2], layer: "gm", op: "add", stat: "atk", value: delta, source: GM });
  }
}
