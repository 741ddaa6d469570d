/**
 * The combat round (战斗轮, MGR-10): surprise → positions → initiative → every participant's turn
 * in order → a new round, until the combat ends. DP (MGR-20…22): 8 at the start (+2 for the
 * surprising side), +4 at each later round's start (none after a reaction), capped; unspent DP
 * carries over, or (option `dpReading: clear`) is emptied at round end.
 */
import type { Battle, CardState } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { groupLeft } from "./group.ts";
import { fighters, flags, isDown, mgx, setDp } from "./model.ts";
import { opt } from "./options.ts";
import { ROUND_DP, SURPRISE_DP } from "./rule-numbers.ts";
import { mgHandlers } from "./tasks.ts";
import { clearExtras } from "./traits.ts";

/** The next fighter to act this round: unwounded in order first, wounded ones last (MGR-13). */
export function nextActor(b: Battle): string | null {
  const x = mgx(b);
  const order = x.order;
  let first: string | null = null;
  for (let i = 0; i < order.length; i++) {
    const id = order[i];
    if (x.acted.includes(id)) continue;
    const c = b.state.cards[id];
    if (isDown(c)) continue;
    if (flags(c).wound === "none") return id;
    first ??= id;
  }
  return first;
}

/** Task handlers of the round. */
export const roundHandlers = mgHandlers({
  "m.start"(b) {
    const x = mgx(b);
    b.emit({ t: "combat-start", mode: x.mode });
    if (x.mode === "spar")
      x.before = Object.fromEntries(fighters(b).map((c) => [c.id, flags(c).hp]));
    if (x.surprise !== "") {
      b.emit({ t: "surprise", side: x.surprise });
      for (const c of fighters(b))
        if (flags(c).side === x.surprise) {
          setDp(c, flags(c).dp + SURPRISE_DP);
          b.emit({ t: "dp", card: c.id, dp: flags(c).dp, why: "surprise" });
        }
    }
    b.push({ k: "m.initiative" });
  },
  "m.round"(b) {
    const x = mgx(b);
    x.round += 1;
    // Round 0 is before the combat: the checks start reading from round 1.
    b.touch();
    x.acted = [];
    if (heard(b)) b.emit({ t: "round", round: x.round });
    // Round 1's DP is the combat-start DP; recovery begins with round 2 (reading of MGR-20, MGR-21).
    if (x.round > 1) {
      for (const c of fighters(b)) {
        const f = flags(c);
        if (f.noRecover) {
          f.noRecover = false;
          b.emit({ t: "no-recover", card: c.id });
          continue;
        }
        setDp(c, f.dp + ROUND_DP);
        if (heard(b)) b.emit({ t: "dp", card: c.id, dp: f.dp, why: "round" });
      }
    }
    b.push({ k: "m.next-turn" });
  },
  "m.next-turn"(b, t) {
    const x = mgx(b);
    // The KP's table tools come before the next actor is chosen (option kpTools), so a wound
    // given there already moves its bearer last.
    if (opt(b, "kpTools") === "on" && t.tools !== true) {
      b.push({ k: "m.kp-tools" }, { k: "m.next-turn", tools: true });
      return;
    }
    const id = nextActor(b);
    if (id === null) {
      if (heard(b)) b.emit({ t: "round-end", round: x.round });
      if (opt(b, "dpReading") === "clear") {
        for (const c of fighters(b)) setDp(c, 0);
        b.emit({ t: "dp-clear" });
      }
      b.push({ k: "m.round" });
      return;
    }
    const c = b.state.cards[id];
    const group = flags(c).group;
    if (group !== "" && opt(b, "groupTurns") === "together") {
      // Seed l.20: the group acts at the same time — every member's turn begins now (group.ts).
      for (const m of groupLeft(b, group)) beginTurn(b, m);
      b.emit({ t: "group-turn", group, cards: groupLeft(b, group).map((m) => m.id) });
      b.push({ k: "m.group-turn", group });
      return;
    }
    x.active = id;
    beginTurn(b, c);
    b.push({ k: "m.turn", card: id });
  },
});

/** A turn begins: stances and the reaction limit last until the fighter's next turn (MGR-30, MGR-31, MGR-35). */
export function beginTurn(b: Battle, c: CardState): void {
  const f = flags(c);
  f.stance = "none";
  f.reacted = false;
  f.ready = "";
  f.readyWhen = "";
  f.hidden = false;
  f.moved = 0;
  f.freeUsed = false;
  // Option freeInteraction (MGR-14, l.29): the free interaction waits for a move or an action.
  if (opt(b, "freeInteraction") === "withMoveOrAction") {
    f.freeUsed = true;
    f.freeWait = 2;
  }
  f.skillsUsed = [];
  clearExtras(c);
  if (heard(b))
    b.emit({ t: "turn", card: c.id, seat: c.owner, dp: f.dp, wounded: f.wound !== "none" });
}
