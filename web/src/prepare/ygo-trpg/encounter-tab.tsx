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
  removeOwnEntry,
  setEncounter,
} from "../../../../src/build/prepare/ygo-trpg-ops.ts";
import { ObjectFields } from "../../build/editor/field-input.tsx";
import type { PrepProps } from "../prep-tab.ts";
import { BuilderFrame } from "./builder-frame.tsx";
import { CardList, cardLine } from "./card-list.tsx";
import { catalogOf, isItem, isMonster, isTrap, nameOf } from "./catalog.ts";
import { entryCtx, entryPath, kindOfOwn } from "./entry-ctx.ts";
import { OwnCardEditor } from "./own-card-editor.tsx";
import { pw } from "./prep-words.ts";
import { ProblemNote } from "./problem-note.tsx";

/** Only the encounter's name: its lists are edited as card lists. */
function nameOnly(field: ObjectField): ObjectField {
  return { ...field, slots: field.slots.filter((s) => s.key === "name") };
}

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
              <div class="yp-lists">
                <CardList
                  p={props}
                  catalog={catalog()}
                  place={{ encounter: id(), zone: "monsters" }}
                  label={pw(lang(), "encMonsters")}
                  at={`${entryPath(props, "encounters", id())}.monsters`}
                  offer={isMonster}
                  name="add-encounter-monsters"
                  problems={problems()}
                />
                <CardList
                  p={props}
                  catalog={catalog()}
                  place={{ encounter: id(), zone: "traps" }}
                  label={pw(lang(), "encTraps")}
                  at={`${entryPath(props, "encounters", id())}.traps`}
                  offer={isTrap}
                  name="add-encounter-traps"
                  problems={problems()}
                />
                <CardList
                  p={props}
                  catalog={catalog()}
                  place={{ encounter: id(), zone: "hand" }}
                  label={pw(lang(), "encHand")}
                  at={`${entryPath(props, "encounters", id())}.hand`}
                  offer={isItem}
                  name="add-encounter-hand"
                  problems={problems()}
                />
              </div>
              <ProblemNote problems={problems()} at={entryPath(props, "encounters", id())} exact />
              <Show when={!props.readOnly}>
                <button
                  type="button"
                  class="yp-remove"
                  data-remove-own={`encounters-${id()}`}
                  disabled={fallback() === undefined}
                  onClick={() => {
                    const f = fallback();
                    if (f === undefined) return;
                    props.setDoc(removeOwnEntry(doc(), "encounters", id(), f.id));
                    // Its lists are gone: the keyboard goes on at the encounter select.
                    document.getElementById("yp-encounter")?.focus();
                  }}
                >
                  ×{" "}
                  {cardsAt(doc(), { seat: "gm", zone: "field" }).length > 0
                    ? pw(lang(), "removeEncounterKeep")
                    : pw(lang(), "removeEncounter", {
                        name: nameOf(fallback()?.entry, lang(), fallback()?.id),
                      })}
                </button>
              </Show>
            </div>
          )}
        </Show>
      </section>

      <section class="panel" aria-labelledby="yp-gm-h">
        <h2 id="yp-gm-h">{pw(lang(), "gmSide")}</h2>
        <ProblemNote problems={problems()} at="setup.gm" exact />
        <div class="yp-lists">
          <CardList
            p={props}
            catalog={catalog()}
            place={{ seat: "gm", zone: "field" }}
            label={pw(lang(), "gmField")}
            at="setup.gm.field"
            offer={isMonster}
            name="add-gm-field"
            problems={problems()}
          />
          <CardList
            p={props}
            catalog={catalog()}
            place={{ seat: "gm", zone: "st" }}
            label={pw(lang(), "gmSt")}
            at="setup.gm.st"
            offer={isItem}
            name="add-gm-st"
            problems={problems()}
          />
          <CardList
            p={props}
            catalog={catalog()}
            place={{ seat: "gm", zone: "hand" }}
            label={pw(lang(), "gmHand")}
            at="setup.gm.hand"
            offer={isItem}
            name="add-gm-hand"
            problems={problems()}
          />
        </div>
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
