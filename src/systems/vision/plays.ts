/**
 * Playing cards and activated abilities: declaring them (costs are paid on declaration, the play
 * goes on the response stack) and resolving them. Which plays are legal: legal-plays.ts.
 * Option ids: `play:<card>`, `play:<card>@<target>`, `act:<card>.<n>`, `act:<card>.<n>@<target>`.
 */
import { type Battle, EngineError, ownCard, ownFlags, type StackItem } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { abilityTask } from "./abilities.ts";
import { payNodes } from "./costs.ts";
import type { OptionRef } from "./option-ids.ts";
import { applyAlways, setOnHost } from "./stat-mods.ts";
import { xOf } from "./tasks.ts";
import { cardsOf, hasKeyword, onField, STACK_ZONE, zoneOf } from "./zones.ts";

/** Declares a play: pays, moves the card to the stack, and puts the play on the response stack (VIS-04). */
export function declarePlay(b: Battle, seat: string, ref: OptionRef): void {
  const s = b.state;
  if (ref.kind === "play") {
    const id = ref.card;
    const target = ref.target;
    const def = cardsOf(s)[s.cards[id].def];
    // Played from the hand face up: the play shows the card to everyone (VIS: plays are public).
    if (heard(b))
      b.emit({ t: target === null ? "play" : "play-at", seat, card: id, target, $reveal: true });
    payNodes(b, seat, def.cost);
    // VIS-52: the main phase's one character. 奇襲 characters are never held to it (they may be
    // played whenever their controller has priority), so they do not use it up either.
    const x = xOf(s);
    if (
      def.type === "character" &&
      !def.keywords.includes("ambush") &&
      x.phase === "main" &&
      x.active === seat &&
      s.stack.length === 0
    ) {
      x.charPlayed = true;
    }
    b.move(id, STACK_ZONE);
    b.pushStack(seat, { kind: "card", card: id, target });
    return;
  }
  if (ref.kind !== "act") throw new EngineError(`not a play: ${ref.kind}`);
  const id = ref.card;
  const target = ref.target;
  const def = cardsOf(s)[s.cards[id].def];
  const a = def.type === "character" ? def.activated[ref.n] : undefined;
  if (a === undefined) throw new EngineError(`no activated ability act:${id}.${ref.n}`);
  if (heard(b)) b.emit({ t: target === null ? "activate" : "activate-at", seat, card: id, target });
  if (a.cost.sleep) {
    ownFlags(ownCard(s, id)).sleep = true;
    if (heard(b)) b.emit({ t: "sleep", card: id });
  }
  payNodes(b, seat, a.cost.nodes);
  b.pushStack(seat, { kind: "act", card: id, n: ref.n, target });
}

/** Resolves a stack item (its card or ability) (VIS-04). */
export function resolvePlay(b: Battle, item: StackItem): void {
  const s = b.state;
  const p = playOf(item);
  // A character entering is written below (zone, flags): its own record from the start, so
  // `card` stays the card across the move (engine/card-records.ts).
  const card = p.kind === "act" ? s.cards[p.card] : ownCard(s, p.card);
  const def = cardsOf(s)[card.def];
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
    ownFlags(card).sleep = !hasKeyword(card, "haste");
    ownFlags(card).enteredTurn = xOf(s).turn;
    applyAlways(b, p.card);
    if (heard(b)) b.emit({ t: "enter", card: p.card, sleep: card.f.sleep });
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
  if (heard(b))
    b.emit({
      t: "attached",
      card: p.card,
      host: p.target,
      attack: st.attack,
      toughness: st.toughness,
    });
}

/** A stack item's play as {@link declarePlay} wrote it. */
interface Play {
  kind: "card" | "act";
  card: string;
  n?: number;
  target: string | null;
}

/** The play of a stack item, read back field by field (the stack holds declarePlay's plays). */
function playOf(item: StackItem): Play {
  const p = item.play;
  return {
    kind: p.kind === "act" ? "act" : "card",
    card: typeof p.card === "string" ? p.card : "",
    n: typeof p.n === "number" ? p.n : undefined,
    target: typeof p.target === "string" ? p.target : null,
  };
}
