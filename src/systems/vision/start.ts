/**
 * The first task of every battle: sets cards on their hosts and applies modifiers the setup
 * lists, then — for a new game — shuffles both decks and draws the opening hands.
 */
import type { Battle, TaskHandler } from "../../engine/index.ts";
import { VISION_CONTENT } from "./content/index.ts";
import { drawCard } from "./draw.ts";
import { CARDS, SEATS, zoneOf } from "./zones.ts";

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
    for (const [card, host] of t.attach as [string, string][]) {
      b.attach(card, host);
      const def = CARDS[b.state.cards[card].def];
      if (def.type === "equipment" || def.type === "talisman") {
        const m = def.modifier;
        if (m.attack)
          b.addMod({
            target: host,
            layer: "add",
            op: "add",
            stat: "attack",
            value: m.attack,
            source: card,
          });
        if (m.toughness)
          b.addMod({
            target: host,
            layer: "add",
            op: "add",
            stat: "toughness",
            value: m.toughness,
            source: card,
          });
        for (const kw of def.keywords)
          b.addMod({
            target: host,
            layer: "add",
            op: "add",
            stat: `kw.${kw}`,
            value: 1,
            source: card,
          });
      }
    }
    for (const m of t.mods as unknown as SetupMod[]) {
      const until = m.until === "permanent" ? undefined : m.until;
      if (m.layer === "swap")
        b.addMod({
          target: m.target,
          layer: "swap",
          op: "swap",
          stat: "attack",
          stat2: "toughness",
          until,
        });
      const op = m.layer === "change" ? "set" : "add";
      if (m.layer !== "swap" && m.attack !== undefined)
        b.addMod({ target: m.target, layer: m.layer, op, stat: "attack", value: m.attack, until });
      if (m.layer !== "swap" && m.toughness !== undefined) {
        b.addMod({
          target: m.target,
          layer: m.layer,
          op,
          stat: "toughness",
          value: m.toughness,
          until,
        });
      }
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
      for (let i = 0; i < hand[seat]; i++) drawCard(b, seat);
    }
    b.emit({ t: "game-start", first: b.state.x.first as string });
  },
};
