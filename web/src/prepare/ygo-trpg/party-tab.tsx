/**
 * The party builder: the players' characters p1…pN (up to four), each with its sheet, life,
 * decks, hands and field (player-card.tsx), and a button to seat one more. The summon chances
 * beside it follow the party as it is built.
 */
import { createMemo, For, Show } from "solid-js";
import { addPlayer, PLAYER_SEATS, seatsOf } from "../../../../src/build/prepare/ygo-trpg-ops.ts";
import type { PrepProps } from "../prep-tab.ts";
import { BuilderFrame } from "./builder-frame.tsx";
import { catalogOf } from "./catalog.ts";
import { PlayerCard } from "./player-card.tsx";
import { pw } from "./prep-words.ts";
import { ProblemNote } from "./problem-note.tsx";

/** The party tab's body. */
export function PartyTab(props: PrepProps) {
  const lang = () => props.lang();
  const catalog = createMemo(() => catalogOf(props.shipped(), props.doc()));
  const seats = () => seatsOf(props.doc());
  const firstCharacter = () => catalog().characters[0]?.id;
  return (
    <BuilderFrame p={props} tab="party">
      <h2>{pw(lang(), "players", { n: seats().length })}</h2>
      <ProblemNote problems={props.answer()?.problems ?? []} at="setup.players" exact />
      <For each={seats()}>{(seat) => <PlayerCard p={props} catalog={catalog()} seat={seat} />}</For>
      <Show when={!props.readOnly && seats().length < PLAYER_SEATS.length}>
        <button
          type="button"
          data-testid="yp-add-player"
          disabled={firstCharacter() === undefined}
          onClick={() => {
            const c = firstCharacter();
            if (c !== undefined) props.setDoc(addPlayer(props.doc(), c));
          }}
        >
          {pw(lang(), "addPlayer")}
        </button>
      </Show>
    </BuilderFrame>
  );
}
