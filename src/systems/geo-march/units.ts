/** What happens to units: defeat (撃破), action-complete / incomplete (行動完了 / 行動未完了). */
import { type Battle, ownCard, ownFlags } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { pileOf } from "./zones.ts";

/** Defeats a unit (撃破): it goes to its owner's drop pile; equipment follows (detachTo). */
export function defeat(b: Battle, id: string, by: "attack" | "effect"): void {
  const owner = b.state.cards[id].owner;
  b.move(id, pileOf(owner, "drop"));
  if (heard(b)) b.emit({ t: "defeated", card: id, by });
}

/** Makes a unit action-complete (行動完了), logging only a real change. */
export function exhaust(b: Battle, id: string): void {
  if (b.state.cards[id].f.done === true) return;
  ownFlags(ownCard(b.state, id)).done = true;
  if (heard(b)) b.emit({ t: "done", card: id });
}

/** Makes a unit action-incomplete (行動未完了). */
export function ready(b: Battle, id: string): void {
  if (b.state.cards[id].f.done !== true) return;
  ownFlags(ownCard(b.state, id)).done = false;
  if (heard(b)) b.emit({ t: "undone", card: id });
}
