/**
 * A seat's party on a geo: its side's mark and name, its total level against the geo's limit
 * (GEO-03) and its units in formation order, front first (GEO-10).
 */
import { For } from "solid-js";
import type { Lang, StateMessage } from "../../net/protocol.ts";
import type { CardState } from "../../net/view.ts";
import { seatMark, totalLevel } from "./geo-view.ts";
import { UnitChip } from "./unit-chip.tsx";
import { gw } from "./words.ts";

/** The party's props. */
export interface PartyProps {
  state: StateMessage;
  lang: Lang;
  seat: string;
  seatName: string;
  units: CardState[];
  limit: number;
  focus: string | null;
  onPick: (id: string) => void;
  /** A note per unit (e.g. attacking), by id. */
  notes?: Record<string, string>;
}

/** A party. */
export function Party(props: PartyProps) {
  const level = () => totalLevel(props.units);
  return (
    <div class="gm-party" data-seat={props.seat}>
      <div class="gm-party-head">
        <span class="gm-side">
          {seatMark(props.seat)} {props.seatName}
        </span>
        <span
          class="gm-level"
          classList={{ over: level() > props.limit }}
          data-testid={`level-${props.seat}`}
        >
          {gw(props.lang, "level")} {level()}/{props.limit}
          {level() > props.limit ? " ⚠" : ""}
        </span>
      </div>
      <ol class="gm-formation">
        <For each={props.units}>
          {(u, i) => (
            <li>
              <UnitChip
                state={props.state}
                card={u}
                lang={props.lang}
                place={i() + 1}
                focused={props.focus === u.id}
                onPick={props.onPick}
                note={props.notes?.[u.id]}
              />
            </li>
          )}
        </For>
      </ol>
    </div>
  );
}
