/**
 * Objects on the map (物件, seed l.29–30): 「你在移动或执行动作时，也可以跟至多一个物件或环境特性进行
 * 自由互动」 — one object interaction a turn is free; 「如果你想跟另一个物件互动，则需要使用你的动作」 —
 * each further one is a minor action (1 DP, reading). Doors open and close, levers are pulled,
 * a crate opens and what it holds then lies at its position to be taken; a stuck or heavy object
 * is priced by the KP (price.ts). Option ids: `interact:<object>`, `take:<item>`.
 */
import type { Battle, CardState, OptionDef } from "../../engine/index.ts";
import { mgContent } from "./content/index.ts";
import { canPay, pay } from "./costs.ts";
import { flags, mgx } from "./model.ts";
import { type OptionRef, verbOption } from "./option-ids.ts";
import { INTERACT_DP } from "./rule-numbers.ts";
import { mapObject } from "./weapons.ts";

/** What an interaction costs `c` now: the first of the turn is free. */
export function interactCost(c: CardState): number {
  return flags(c).freeUsed ? INTERACT_DP : 0;
}

/** The objects at a position, in content order. */
export function objectsAt(b: Battle, pos: string): string[] {
  const out: string[] = [];
  for (const [id, o] of Object.entries(mgx(b).objects)) if (o.pos === pos) out.push(id);
  return out;
}

/** Whether an object can be worked now (an opened crate has nothing more to give; things none). */
function workable(b: Battle, id: string): boolean {
  const kind = mapObject(id, mgContent(b.state))?.kind;
  if (kind === "thing" || kind === undefined) return false;
  return !(kind === "crate" && mgx(b).objects[id].state === "open");
}

/** `interact:<object>` and `take:<item>` at the fighter's position that she can pay for. */
export function objectOptions(b: Battle, c: CardState, out: OptionDef[] = []): OptionDef[] {
  const f = flags(c);
  const loose = mgx(b).loose[f.pos];
  // No map and nothing loose here: nothing to work (most battles).
  if (mgx(b).map === "" && loose === undefined) return out;
  const cheap = canPay(c, interactCost(c));
  for (const id of objectsAt(b, f.pos)) {
    if (!workable(b, id)) continue;
    // A heavy object is the KP's to price: at least a minor action.
    if (mapObject(id, mgContent(b.state))?.heavy ? canPay(c, 1) : cheap)
      out.push(verbOption("interact", id));
  }
  if (cheap) for (const it of new Set(loose ?? [])) out.push(verbOption("take", it));
  return out;
}

/** Works an object: a door opens or closes, a lever flips, a crate opens and spills its items. */
export function useObject(b: Battle, c: CardState, id: string): void {
  const o = mgx(b).objects[id];
  const def = mapObject(id, mgContent(b.state));
  if (def === undefined) return;
  if (def.kind === "door") o.state = o.state === "open" ? "closed" : "open";
  else if (def.kind === "lever") o.state = o.state === "up" ? "down" : "up";
  else if (def.kind === "crate") {
    o.state = "open";
    const loose = mgx(b).loose;
    (loose[o.pos] ??= []).push(...def.holds);
  }
  b.emit({ t: "object", card: c.id, object: id, state: o.state, term: `obj-${o.state}` });
  // A lever works the doors the map names: what the map allows changes with them (MGR-14).
  if (def.kind === "lever")
    for (const door of def.controls) {
      const d = mgx(b).objects[door];
      if (d === undefined) continue;
      d.state = d.state === "open" ? "closed" : "open";
      b.emit({ t: "object", card: c.id, object: door, state: d.state, term: `obj-${d.state}` });
    }
}

/**
 * Carries out `interact:` / `take:` for `c`; a heavy object asks the KP for its price first
 * (`m.price`). Returns false when the choice is neither.
 */
export function objectAction(b: Battle, c: CardState, choice: OptionRef): boolean {
  const f = flags(c);
  const colon = choice.id !== choice.verb;
  if (choice.verb === "interact" && colon) {
    const id = choice.rest;
    if (mapObject(id, mgContent(b.state))?.heavy) {
      b.push({ k: "m.price", card: c.id, what: id });
      return true;
    }
    const cost = interactCost(c);
    pay(c, cost);
    f.freeUsed = true;
    b.emit({ t: "interact", card: c.id, object: id, dp: cost });
    useObject(b, c, id);
    return true;
  }
  if (choice.verb === "take" && colon) {
    const it = choice.rest;
    const cost = interactCost(c);
    pay(c, cost);
    f.freeUsed = true;
    const loose = mgx(b).loose;
    const here = loose[f.pos] ?? [];
    here.splice(here.indexOf(it), 1);
    f.items.push(it);
    b.emit({ t: "take", card: c.id, item: it, dp: cost });
    return true;
  }
  return false;
}
