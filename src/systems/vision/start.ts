/**
 * The first task of every battle: sets cards on their hosts and applies modifiers the setup
 * lists, then — for a new game — shuffles both decks and draws the opening hands.
 */
import type { TaskHandler } from "../../engine/index.ts";
import { drawCard } from "./draw.ts";
import { addStatChange, applyAlways, setOnHost } from "./stat-mods.ts";
import { SEATS, zoneOf } from "./zones.ts";

interface SetupMod {
  target: string;
  layer: "change" | "swap" | "add" | "always";
  attack?: number;
  toughness?: number;
  until: string;
}

/** Task handlers for starting a battle. */
export const startHandlers: Record<string, TaskHandler> = {
  "v.start"(b, t) {
    // A character placed on the field has its own 「常に」 variation, as if it had been played.
    for (const seat of SEATS)
      for (const id of b.state.zones[zoneOf(seat, "field")]) applyAlways(b, id);
    for (const [card, host] of t.attach as [string, string][]) setOnHost(b, card, host);
    for (const m of t.mods as unknown as SetupMod[]) {
      addStatChange(b, m.target, { ...m, until: m.until === "permanent" ? undefined : m.until });
    }
    if (t.deal !== true) {
      // Starting in the middle of a game: go straight to the main phase of the given turn.
      const x = b.state.x;
      b.state.tasks.pop();
      x.turn = (x.turn as number) + 1;
      x.active = x.active === "p1" ? "p2" : "p1";
      b.emit({ t: "turn", turn: x.turn, seat: x.active });
      b.push(
        { k: "v.phase-main" },
        { k: "v.phase-discard" },
        { k: "v.phase-end" },
        { k: "v.turn" },
      );
      return;
    }
    const hand = t.hand as Record<string, number>;
    const shuffle = t.shuffle as Record<string, boolean>;
    for (const seat of SEATS) {
      // A deck named by id is shuffled with the seed; a listed deck keeps its given order.
      if (shuffle[seat]) b.shuffle(b.state.zones[zoneOf(seat, "deck")]);
      for (let i = 0; i < hand[seat]; i++) drawCard(b, seat, true);
      const cards = b.state.zones[zoneOf(seat, "hand")];
      b.emit({ t: "opening-hand", seat, n: cards.length });
      if (b.state.logOn) b.emit({ t: "opening-hand-cards", seat, cards: [...cards], $to: [seat] });
    }
    b.emit({ t: "game-start", first: b.state.x.first as string });
  },
};
