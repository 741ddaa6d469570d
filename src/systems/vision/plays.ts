/**
 * Playing cards and activated abilities: which plays are legal now, declaring them (costs are
 * paid on declaration, the play goes on the response stack) and resolving them.
 * Option ids: `play:<card>`, `play:<card>@<target>`, `act:<card>.<n>`, `act:<card>.<n>@<target>`.
 */
import type { Battle, OptionDef, StackItem } from "../../engine/index.ts";
import { abilityTask } from "./abilities.ts";
import { payNodes } from "./costs.ts";
import type { TargetSpec } from "./schema.ts";
import { applyAlways, setOnHost } from "./stat-mods.ts";
import {
  CARDS,
  countActiveNodes,
  hasKeyword,
  isSleeping,
  onField,
  opponentOf,
  STACK_ZONE,
  zoneOf,
} from "./zones.ts";

/** "main": the turn player's open main phase; "window": answering on the response stack. */
export type PlayContext = "main" | "window";

/** Whether a character may be chosen for a target spec by `seat`. */
function targetable(b: Battle, seat: string, id: string, spec: TargetSpec): boolean {
  const c = b.state.cards[id];
  if (spec.side === "own" && c.owner !== seat) return false;
  if (spec.side === "enemy" && c.owner === seat) return false;
  if (spec.state === "active" && isSleeping(c)) return false;
  if (spec.state === "sleep" && !isSleeping(c)) return false;
  return true;
}

/**
 * Adds the options for one play: one per legal target when it takes a target (none if there is
 * no legal target). Written as a loop into `out`: this runs for every hand card at every decision.
 */
function pushWithTargets(
  out: OptionDef[],
  b: Battle,
  seat: string,
  base: string,
  spec: TargetSpec | undefined,
): void {
  if (spec === undefined) {
    out.push({ id: base });
    return;
  }
  const tp = b.state.x.active as string;
  for (const side of [tp, opponentOf(tp)]) {
    const field = b.state.zones[zoneOf(side, "field")];
    for (let i = 0; i < field.length; i++) {
      if (targetable(b, seat, field[i], spec)) out.push({ id: `${base}@${field[i]}` });
    }
  }
}

/** Every legal play for `seat` in a context (or only the first `limit`: "is there any?"). */
export function legalPlays(
  b: Battle,
  seat: string,
  ctx: PlayContext,
  limit = Number.POSITIVE_INFINITY,
): OptionDef[] {
  const s = b.state;
  const out: OptionDef[] = [];
  // Counted once per call: every card in hand is checked against the same nodes.
  const nodes = s.zones[zoneOf(seat, "node")].length;
  const active = countActiveNodes(b, seat);
  const hand = s.zones[zoneOf(seat, "hand")];
  for (let i = 0; i < hand.length && out.length < limit; i++) {
    const id = hand[i];
    const def = CARDS[s.cards[id].def];
    if (nodes < def.need || active < def.cost) continue;
    if (def.type === "character") {
      const ambush = AMBUSH.has(def.id);
      if (ctx === "main" ? s.x.charPlayed === true && !ambush : !ambush) continue;
      out.push({ id: `play:${id}` });
    } else if (def.type === "command") {
      if (ctx === "window" && def.timing !== "any") continue;
      pushWithTargets(out, b, seat, `play:${id}`, def.target);
    } else if (ctx === "main") {
      pushWithTargets(out, b, seat, `play:${id}`, def.target);
    }
  }
  const field = s.zones[zoneOf(seat, "field")];
  for (let i = 0; i < field.length && out.length < limit; i++) {
    const c = s.cards[field[i]];
    const def = CARDS[c.def];
    if (def.type !== "character" || def.activated.length === 0) continue;
    for (let n = 0; n < def.activated.length; n++) {
      const a = def.activated[n];
      if (ctx === "window" && a.timing !== "any") continue;
      if (a.cost.sleep && isSleeping(c)) continue;
      if (active < a.cost.nodes) continue;
      pushWithTargets(out, b, seat, `act:${c.id}.${n}`, a.target);
    }
  }
  return out;
}

/** Definitions with 奇襲 (a set built once: checked for every character in hand, every decision). */
const AMBUSH = new Set(
  Object.values(CARDS)
    .filter((d) => d.type === "character" && d.keywords.includes("ambush"))
    .map((d) => d.id),
);

/** Declares a play: pays, moves the card to the stack, and puts the play on the response stack. */
export function declarePlay(b: Battle, seat: string, optionId: string): void {
  const s = b.state;
  const [head, target = null] = optionId.split("@");
  if (head.startsWith("play:")) {
    const id = head.slice(5);
    const def = CARDS[s.cards[id].def];
    b.emit({ t: target === null ? "play" : "play-at", seat, card: id, target });
    payNodes(b, seat, def.cost);
    // VIS-52: the main phase's one character. 奇襲 characters are never held to it (they may be
    // played whenever their controller has priority), so they do not use it up either.
    if (
      def.type === "character" &&
      !def.keywords.includes("ambush") &&
      s.x.phase === "main" &&
      s.x.active === seat &&
      s.stack.length === 0
    ) {
      s.x.charPlayed = true;
    }
    b.move(id, STACK_ZONE);
    b.pushStack(seat, { kind: "card", card: id, target });
    return;
  }
  const [id, n] = head.slice(4).split(".");
  const def = CARDS[s.cards[id].def];
  const a = def.type === "character" ? def.activated[Number(n)] : undefined;
  if (a === undefined) throw new Error(`no activated ability ${head}`);
  b.emit({ t: target === null ? "activate" : "activate-at", seat, card: id, target });
  if (a.cost.sleep) {
    s.cards[id].f.sleep = true;
    b.emit({ t: "sleep", card: id });
  }
  payNodes(b, seat, a.cost.nodes);
  b.pushStack(seat, { kind: "act", card: id, n: Number(n), target });
}

/** Resolves a stack item (its card or ability). */
export function resolvePlay(b: Battle, item: StackItem): void {
  const s = b.state;
  const p = item.play as { kind: string; card: string; n?: number; target: string | null };
  const card = s.cards[p.card];
  const def = CARDS[card.def];
  if (p.target !== null && !onField(s, p.target))
    b.emit({ t: "fizzle", card: p.card, target: p.target });
  const ctx = { src: p.card, ctrl: item.seat, target: p.target };
  if (p.kind === "act") {
    b.push(abilityTask(ctx, { def: card.def, ab: "activated", n: p.n ?? 0 }));
    return;
  }
  if (def.type === "command") {
    b.push(abilityTask(ctx, { def: card.def, ab: "card", n: 0 }), {
      k: "v.to-grave",
      card: p.card,
    });
    return;
  }
  if (def.type === "character") {
    b.move(p.card, zoneOf(card.owner, "field"));
    card.f.sleep = !hasKeyword(card, "haste");
    card.f.enteredTurn = s.x.turn as number;
    applyAlways(b, p.card);
    b.emit({ t: "enter", card: p.card, sleep: card.f.sleep });
    b.window("enter", { card: p.card });
    return;
  }
  // Equipment / talisman: set on the chosen character with its 戦闘修正 (VIS-40).
  if (p.target === null || !onField(s, p.target)) {
    b.move(p.card, zoneOf(card.owner, "grave"));
    return;
  }
  setOnHost(b, p.card, p.target);
  const st = s.cards[p.target].stats;
  b.emit({
    t: "attached",
    card: p.card,
    host: p.target,
    attack: st.attack,
    toughness: st.toughness,
  });
}
