/**
 * The first task of every battle: sets cards on their hosts and applies modifiers the setup
 * lists, then — for a new game — shuffles both decks and draws the opening hands.
 */
import { drawCard } from "./draw.ts";
import { addStatChange, applyAlways, setOnHost } from "./stat-mods.ts";
import { type TaskOf, visionHandlers, xOf } from "./tasks.ts";
import { SEATS, zoneOf } from "./zones.ts";

/** Task handlers for starting a battle. */
export const startHandlers = visionHandlers({
  "v.start"(b, t: TaskOf<"v.start">) {
    // A character placed on the field has its own 「常に」 variation, as if it had been played.
    for (const seat of SEATS)
      for (const id of b.state.zones[zoneOf(seat, "field")]) applyAlways(b, id);
    for (const [card, host] of t.attach) setOnHost(b, card, host);
    for (const m of t.mods) {
      addStatChange(b, m.target, { ...m, until: m.until === "permanent" ? undefined : m.until });
    }
    const x = xOf(b.state);
    if (t.deal !== true) {
      // Starting in the middle of a game: go straight to the main phase of the given turn.
      b.state.tasks.pop();
      x.turn = x.turn + 1;
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
    for (const seat of SEATS) {
      // A deck named by id is shuffled with the seed; a listed deck keeps its given order.
      if (t.shuffle[seat]) b.shuffle(b.state.zones[zoneOf(seat, "deck")]);
      for (let i = 0; i < t.hand[seat]; i++) drawCard(b, seat, true);
      const cards = b.state.zones[zoneOf(seat, "hand")];
      b.emit({ t: "opening-hand", seat, n: cards.length });
      if (b.state.logOn) b.emit({ t: "opening-hand-cards", seat, cards: [...cards], $to: [seat] });
    }
    b.emit({ t: "game-start", first: x.first });
  },
});
