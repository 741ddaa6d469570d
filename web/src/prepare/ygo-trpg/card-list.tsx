/**
 * One list of cards the builders edit (a player's monster hand, the GM's set cards, an own
 * encounter's monsters): each card by name with its stars, attribute and ATK/DEF (a monster) or
 * its kind (a spell, a trap), a button to take it out, and a select with an add button for the
 * cards that may go there. The server's problems at the list and at each card are shown beside
 * them.
 */
import { createSignal, For, Show } from "solid-js";
import type { PrepProblem } from "../../../../src/build/prepare/prep-types.ts";
import {
  addCard,
  cardsAt,
  type Place,
  removeCard,
} from "../../../../src/build/prepare/ygo-trpg-ops.ts";
import { attrWord } from "../../boards/ygo-trpg/words.ts";
import type { Lang } from "../../net/protocol.ts";
import type { PrepProps } from "../prep-tab.ts";
import { type Catalog, nameOf, type Pick } from "./catalog.ts";
import { pw } from "./prep-words.ts";
import { ProblemNote } from "./problem-note.tsx";

/** A card's short line: name, then ★level attribute ATK/DEF, or its kind. */
export function cardLine(p: Pick | undefined, id: string, lang: Lang): string {
  if (p === undefined) return pw(lang, "unknownCard", { id });
  const e = p.entry;
  const name = nameOf(e, lang, id);
  if (e.type === "monster")
    return `${name} ★${String(e.level)} ${attrWord(lang, String(e.attribute))} ${String(e.atk)}/${String(e.def)}`;
  return `${name} (${pw(lang, e.type === "trap" ? "trapKind" : "spellKind")})`;
}

/** One editable card list. */
export function CardList(props: {
  p: PrepProps;
  catalog: Catalog;
  place: Place;
  /** Its heading. */
  label: string;
  /** The scenario path of the list (`setup.players.p1.monsterHand`), for the server's problems. */
  at: string;
  /** The cards that may go in it. */
  offer: (p: Pick) => boolean;
  /** A stable name for the add select (`add-p1-monsterHand`), for tests and the keyboard. */
  name: string;
  problems: readonly PrepProblem[];
  /** At most this many (a player's field: the job level, YGT-15); more is marked ⚠. */
  max?: number;
}) {
  const lang = () => props.p.lang();
  const cards = () => cardsAt(props.p.doc(), props.place);
  const [chosen, setChosen] = createSignal("");
  const offered = () => props.catalog.cards.filter(props.offer);
  const selectId = () => `yp-${props.name}`;
  const add = () => {
    const id = chosen() || offered()[0]?.id || "";
    if (id !== "") props.p.setDoc(addCard(props.p.doc(), props.place, id));
  };
  return (
    <fieldset class="yp-list" data-list={props.name}>
      <legend>
        {props.label}{" "}
        <Show when={props.max} fallback={<span class="muted">({cards().length})</span>}>
          {(max) => (
            <span classList={{ muted: cards().length <= max(), "yp-over": cards().length > max() }}>
              ({cards().length > max() ? "⚠ " : ""}
              {cards().length} / {max()})
            </span>
          )}
        </Show>
      </legend>
      <Show when={cards().length > 0} fallback={<p class="muted yp-empty">{pw(lang(), "none")}</p>}>
        <ol class="yp-cards">
          <For each={cards()}>
            {(id, i) => {
              const pick = () => props.catalog.byId("cards", id);
              return (
                <li data-card={id}>
                  <bdi class="yp-card-line">{cardLine(pick(), id, lang())}</bdi>
                  <Show when={pick()?.own}>
                    {" "}
                    <span class="tag">{pw(lang(), "ownTag")}</span>
                  </Show>
                  <Show when={!props.p.readOnly}>
                    <button
                      type="button"
                      class="yp-remove"
                      aria-label={pw(lang(), "removeAt", {
                        list: props.label,
                        name: nameOf(pick()?.entry, lang(), id),
                        n: i() + 1,
                      })}
                      onClick={() => props.p.setDoc(removeCard(props.p.doc(), props.place, i()))}
                    >
                      ×
                    </button>
                  </Show>
                  <ProblemNote problems={props.problems} at={`${props.at}[${i()}]`} />
                </li>
              );
            }}
          </For>
        </ol>
      </Show>
      <ProblemNote problems={props.problems} at={props.at} exact />
      <Show when={!props.p.readOnly}>
        <div class="yp-add">
          <label class="sr-only" for={selectId()}>
            {pw(lang(), "addTo", { list: props.label })}
          </label>
          <select
            id={selectId()}
            name={props.name}
            onChange={(e) => setChosen(e.currentTarget.value)}
          >
            <For each={offered()}>
              {(c) => (
                <option value={c.id} selected={c.id === chosen()}>
                  {cardLine(c, c.id, lang())}
                  {c.own ? ` · ${pw(lang(), "ownTag")}` : ""}
                </option>
              )}
            </For>
          </select>
          <button type="button" data-add={props.name} onClick={add}>
            ＋ {pw(lang(), "add")}
          </button>
        </div>
      </Show>
    </fieldset>
  );
}
