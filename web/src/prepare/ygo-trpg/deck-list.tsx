/**
 * A deck list of the GM's own (content.decks): every card of its kind, shipped and own, with
 * its copies (0 to 3) and buttons to put one in or take one out, named for the card so a screen
 * reader says which. The deck's size and the server's problems at the deck are shown above.
 */
import { For, Show } from "solid-js";
import type { PrepProblem } from "../../../../src/build/prepare/prep-types.ts";
import {
  type DeckKind,
  MAX_COPIES,
  ownEntry,
  ownList,
  setDeckCopies,
} from "../../../../src/build/prepare/ygo-trpg-ops.ts";
import type { PrepProps } from "../prep-tab.ts";
import { cardLine } from "./card-list.tsx";
import { type Catalog, isItem, isMonster, nameOf } from "./catalog.ts";
import { pw } from "./prep-words.ts";
import { ProblemNote } from "./problem-note.tsx";
import { RemoveOwnButton } from "./remove-own-button.tsx";

/** The copies editor of own deck `deck`. */
export function DeckList(props: {
  p: PrepProps;
  catalog: Catalog;
  deck: string;
  kind: DeckKind;
  problems: readonly PrepProblem[];
  /** The id of the deck select: the keyboard goes on there when the deck is deleted. */
  focus: string;
}) {
  const lang = () => props.p.lang();
  const entry = () => ownEntry(props.p.doc(), "decks", props.deck);
  const counts = (): Record<string, number> => {
    const c = entry()?.cards;
    return c !== null && typeof c === "object" ? (c as Record<string, number>) : {};
  };
  const total = () => Object.values(counts()).reduce((a, b) => a + b, 0);
  const at = () => `content.decks[${ownList(props.p.doc(), "decks").indexOf(entry() ?? {})}]`;
  const offered = () =>
    props.catalog.cards.filter((c) => (props.kind === "monster" ? isMonster(c) : isItem(c)));
  /** What own characters that named a deleted deck name: the first shipped deck of its kind. */
  const fallback = () => props.catalog.decks.find((d) => !d.own && d.entry.kind === props.kind);
  const set = (card: string, n: number) =>
    props.p.setDoc(setDeckCopies(props.p.doc(), props.deck, card, n));
  return (
    <div class="yp-deck" data-deck={props.deck}>
      <p>
        <bdi>{pw(lang(), "ownDeck", { name: nameOf(entry(), lang()), n: total() })}</bdi>{" "}
        <span class="muted">· {pw(lang(), "copies", { max: MAX_COPIES })}</span>
      </p>
      <ProblemNote problems={props.problems} at={at()} />
      <RemoveOwnButton
        p={props.p}
        list="decks"
        id={props.deck}
        fallback={fallback()}
        label={(name) => pw(lang(), "removeDeck", { name })}
        focus={props.focus}
      />
      <ul class="yp-deck-cards">
        <For each={offered()}>
          {(c) => {
            const n = () => counts()[c.id] ?? 0;
            const name = () => nameOf(c.entry, lang(), c.id);
            return (
              <li classList={{ "yp-in": n() > 0 }} data-card={c.id}>
                <bdi class="yp-card-line">{cardLine(c, c.id, lang())}</bdi>
                <span class="yp-count">
                  <Show when={!props.p.readOnly}>
                    <button
                      type="button"
                      aria-label={pw(lang(), "takeOne", { name: name() })}
                      disabled={n() === 0}
                      onClick={() => set(c.id, n() - 1)}
                    >
                      −
                    </button>
                  </Show>
                  <span class="yp-n">×{n()}</span>
                  <Show when={!props.p.readOnly}>
                    <button
                      type="button"
                      aria-label={pw(lang(), "addOne", { name: name() })}
                      disabled={n() >= MAX_COPIES}
                      onClick={() => set(c.id, n() + 1)}
                    >
                      +
                    </button>
                  </Show>
                </span>
              </li>
            );
          }}
        </For>
      </ul>
    </div>
  );
}
