/**
 * The encounter builder: the GM's side — an encounter (shipped, played as it is, or one of the
 * GM's own to change: its monsters, set traps and hand), more monsters, set cards and hand cards
 * in the GM's setup, and NEW monsters made with the card editor's inputs. Beside it, the acting
 * order and each player's summon chances, as the server finds them for the encounter as built.
 */
import { createMemo, createSignal, For, Show } from "solid-js";
import type { ObjectField } from "../../../../src/build/field-model.ts";
import {
  addOwnCard,
  addOwnEncounter,
  cardsAt,
  encounterOf,
  freshOwnId,
  type OwnCardType,
  ownEntry,
  ownList,
  type Place,
  setEncounter,
} from "../../../../src/build/prepare/ygo-trpg-ops.ts";
import { ObjectFields } from "../../build/editor/field-input.tsx";
import type { PrepProps } from "../prep-tab.ts";
import { BuilderFrame } from "./builder-frame.tsx";
import { CardList, cardLine } from "./card-list.tsx";
import { catalogOf, isItem, isMonster, isTrap, nameOf, type Pick } from "./catalog.ts";
import { entryCtx, entryPath, kindOfOwn } from "./entry-ctx.ts";
import { OwnCardEditor } from "./own-card-editor.tsx";
import { type PrepWord, pw } from "./prep-words.ts";
import { ProblemNote } from "./problem-note.tsx";
import { RemoveOwnButton } from "./remove-own-button.tsx";

/** Only the encounter's name: its lists are edited as card lists. */
function nameOnly(field: ObjectField): ObjectField {
  return { ...field, slots: field.slots.filter((s) => s.key === "name") };
}

/** The lists of the GM's own encounter: its key, its heading, the cards it takes. */
const ENCOUNTER_LISTS = [
  ["monsters", "encMonsters", isMonster],
  ["traps", "encTraps", isTrap],
  ["hand", "encHand", isItem],
] as const;

/** The GM's lists in the setup (beside an encounter's), likewise. */
const GM_LISTS = [
  ["field", "gmField", isMonster],
  ["st", "gmSt", isItem],
  ["hand", "gmHand", isItem],
] as const;

/** The encounter tab's body. */
export function EncounterTab(props: PrepProps) {
  const lang = () => props.lang();
  const doc = () => props.doc();
  const catalog = createMemo(() => catalogOf(props.shipped(), doc()));
  const problems = () => props.answer()?.problems ?? [];
  const encounter = () => encounterOf(doc());
  const picked = () => catalog().byId("encounters", encounter() ?? "");
  const own = () => {
    const e = encounter();
    return e !== undefined && ownEntry(doc(), "encounters", e) !== undefined ? e : undefined;
  };
  /** What the GM plays when its own encounter is deleted and its field is empty. */
  const fallback = () => catalog().encounters.find((e) => !e.own);
  const [editing, setEditing] = createSignal<string | null>(null);
  const ownCards = () => ownList(doc(), "cards");
  const newCard = (type: OwnCardType) => {
    const id = freshOwnId(doc(), "cards", type);
    props.setDoc(addOwnCard(doc(), type));
    setEditing(id);
    // After the editor is drawn: the keyboard goes on to the new card's fields.
    setTimeout(() => document.getElementById(`yp-card-${id}-h`)?.focus(), 0);
  };
  /** A row of card lists: `place` and `${at}.<zone>` name each; its add select `add-<name>-<zone>`. */
  const Lists = <Z extends string>(l: {
    rows: readonly (readonly [Z, PrepWord, (p: Pick) => boolean])[];
    place: (zone: Z) => Place;
    at: string;
    name: string;
  }) => (
    <div class="yp-lists">
      <For each={l.rows}>
        {([zone, label, offer]) => (
          <CardList
            p={props}
            catalog={catalog()}
            place={l.place(zone)}
            label={pw(lang(), label)}
            at={`${l.at}.${zone}`}
            offer={offer}
            name={`add-${l.name}-${zone}`}
            problems={problems()}
          />
        )}
      </For>
    </div>
  );
  const list = (ids: unknown) => (Array.isArray(ids) ? (ids as string[]) : []);
  return (
    <BuilderFrame p={props} tab="encounter">
      <section class="panel" aria-labelledby="yp-enc-h">
        <h2 id="yp-enc-h">{pw(lang(), "encounter")}</h2>
        <div class="yp-field">
          <label for="yp-encounter">{pw(lang(), "encounter")}</label>
          <select
            id="yp-encounter"
            name="gm-encounter"
            disabled={props.readOnly}
            onChange={(e) => props.setDoc(setEncounter(doc(), e.currentTarget.value || undefined))}
          >
            <option value="" selected={encounter() === undefined}>
              {pw(lang(), "noEncounter")}
            </option>
            <Show when={encounter() !== undefined && picked() === undefined}>
              <option value={encounter()} selected>
                {encounter()}
              </option>
            </Show>
            <optgroup label={pw(lang(), "shippedGroup")}>
              <For each={catalog().encounters.filter((e) => !e.own)}>
                {(e) => (
                  <option value={e.id} selected={e.id === encounter()}>
                    {nameOf(e.entry, lang(), e.id)}
                  </option>
                )}
              </For>
            </optgroup>
            <Show when={catalog().encounters.some((e) => e.own)}>
              <optgroup label={pw(lang(), "ownGroup")}>
                <For each={catalog().encounters.filter((e) => e.own)}>
                  {(e) => (
                    <option value={e.id} selected={e.id === encounter()}>
                      {nameOf(e.entry, lang(), e.id)} · {e.id}
                    </option>
                  )}
                </For>
              </optgroup>
            </Show>
          </select>
        </div>
        <ProblemNote problems={problems()} at="setup.gm.encounter" />
        <Show when={!props.readOnly}>
          <div class="yp-buttons">
            <Show when={picked() !== undefined && own() === undefined}>
              <button
                type="button"
                data-own-encounter="copy"
                onClick={() => props.setDoc(addOwnEncounter(doc(), picked()?.entry))}
              >
                {pw(lang(), "makeOwnEncounter")}
              </button>
            </Show>
            <button
              type="button"
              data-own-encounter="new"
              onClick={() => props.setDoc(addOwnEncounter(doc()))}
            >
              {pw(lang(), "newEncounter")}
            </button>
          </div>
        </Show>
        {/* A shipped encounter: what it brings, to read. */}
        <Show when={picked() !== undefined && own() === undefined ? picked() : undefined}>
          {(e) => (
            <div class="yp-shipped-enc">
              <p class="muted">{pw(lang(), "encounterShipped")}</p>
              <For
                each={
                  [
                    ["encMonsters", e().entry.monsters],
                    ["encTraps", e().entry.traps],
                    ["encHand", e().entry.hand],
                  ] as const
                }
              >
                {([label, ids]) => (
                  <div class="yp-read-list">
                    <h3>{pw(lang(), label)}</h3>
                    <Show
                      when={list(ids).length > 0}
                      fallback={<p class="muted">{pw(lang(), "none")}</p>}
                    >
                      <ol class="yp-cards">
                        <For each={list(ids)}>
                          {(id) => (
                            <li data-card={id}>
                              <bdi>{cardLine(catalog().byId("cards", id), id, lang())}</bdi>
                            </li>
                          )}
                        </For>
                      </ol>
                    </Show>
                  </div>
                )}
              </For>
            </div>
          )}
        </Show>
        {/* One of the GM's own: its name and lists, to change. */}
        <Show when={own()}>
          {(id) => (
            <div class="yp-own-enc" data-own-entry={id()}>
              <Show when={kindOfOwn(props, "encounters", id())}>
                {(kind) => (
                  <ObjectFields
                    field={nameOnly(kind().field)}
                    value={ownEntry(doc(), "encounters", id())}
                    path={[`enc-${id()}`]}
                    ctx={entryCtx(props, "encounters", id(), `enc-${id()}`)}
                  />
                )}
              </Show>
              <Lists
                rows={ENCOUNTER_LISTS}
                place={(zone) => ({ encounter: id(), zone })}
                at={entryPath(props, "encounters", id())}
                name="encounter"
              />
              <ProblemNote problems={problems()} at={entryPath(props, "encounters", id())} exact />
              <RemoveOwnButton
                p={props}
                list="encounters"
                id={id()}
                fallback={fallback()}
                label={(name) =>
                  cardsAt(doc(), { seat: "gm", zone: "field" }).length > 0
                    ? pw(lang(), "removeEncounterKeep")
                    : pw(lang(), "removeEncounter", { name })
                }
                focus="yp-encounter"
              />
            </div>
          )}
        </Show>
      </section>

      <section class="panel" aria-labelledby="yp-gm-h">
        <h2 id="yp-gm-h">{pw(lang(), "gmSide")}</h2>
        <ProblemNote problems={problems()} at="setup.gm" exact />
        <Lists rows={GM_LISTS} place={(zone) => ({ seat: "gm", zone })} at="setup.gm" name="gm" />
      </section>

      <section class="panel" aria-labelledby="yp-own-h">
        <h2 id="yp-own-h">{pw(lang(), "ownCards")}</h2>
        <Show when={ownCards().length > 0}>
          <ul class="yp-own-cards">
            <For each={ownCards()}>
              {(c) => {
                const id = String(c.id);
                return (
                  <li>
                    <button
                      type="button"
                      data-edit-card={id}
                      aria-pressed={editing() === id ? "true" : "false"}
                      onClick={() => setEditing(editing() === id ? null : id)}
                    >
                      <bdi>{cardLine(catalog().byId("cards", id), id, lang())}</bdi>
                    </button>
                    <ProblemNote problems={problems()} at={entryPath(props, "cards", id)} />
                  </li>
                );
              }}
            </For>
          </ul>
        </Show>
        <Show when={!props.readOnly}>
          <div class="yp-buttons">
            <button
              type="button"
              class="primary"
              data-testid="yp-new-monster"
              onClick={() => newCard("monster")}
            >
              {pw(lang(), "newMonster")}
            </button>
            <button type="button" data-new-card="spell" onClick={() => newCard("spell")}>
              {pw(lang(), "newSpell")}
            </button>
            <button type="button" data-new-card="trap" onClick={() => newCard("trap")}>
              {pw(lang(), "newTrap")}
            </button>
          </div>
          <p class="muted yp-hint">{pw(lang(), "newCardHint")}</p>
        </Show>
      </section>
      <Show when={editing()} keyed>
        {(id) => <OwnCardEditor p={props} id={id} onClose={() => setEditing(null)} />}
      </Show>
    </BuilderFrame>
  );
}
