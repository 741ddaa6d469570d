/**
 * One player of the party: the character (shipped, or one of the GM's own edited with the card
 * editor's inputs), this battle's sheet values, life carried from the campaign, the monster and
 * item decks (a shipped one, or an own deck list with copies ≤ 3), the monster hand, the item
 * hand and the monsters already on the field.
 */
import { For, Show } from "solid-js";
import type { ObjectField } from "../../../../src/build/field-model.ts";
import {
  addOwnCharacter,
  addOwnDeck,
  type CharacterBase,
  type DeckKind,
  ownEntry,
  type PlayerSeat,
  playerDeck,
  playerOf,
  removePlayer,
  SHEET_KEYS,
  type SheetKey,
  seatsOf,
  setCharacter,
  setLife,
  setPlayerDeck,
  setSheet,
} from "../../../../src/build/prepare/ygo-trpg-ops.ts";
import { attrWord } from "../../boards/ygo-trpg/words.ts";
import { ObjectFields } from "../../build/editor/field-input.tsx";
import type { PrepProps } from "../prep-tab.ts";
import { CardList } from "./card-list.tsx";
import { type Catalog, isItem, isMonster, nameOf, textOf } from "./catalog.ts";
import { DeckList } from "./deck-list.tsx";
import { entryCtx, entryPath, kindOfOwn } from "./entry-ctx.ts";
import { pw } from "./prep-words.ts";
import { noteId, ProblemNote, problemsUnder } from "./problem-note.tsx";
import { RemoveOwnButton } from "./remove-own-button.tsx";

/** The character entry's fields the form shows (its id and decks are set elsewhere). */
function characterFields(field: ObjectField): ObjectField {
  const hidden = ["id", "monsterDeck", "itemDeck"];
  return { ...field, slots: field.slots.filter((s) => !hidden.includes(s.key)) };
}

/** The deck select's value for a deck given as a card list (not a choice). */
const LIST = "(list)";

/** A whole number typed, or undefined for a blank box (a bad one: unchanged). */
function wholeOf(text: string): number | undefined | null {
  const t = text.trim();
  if (t === "") return undefined;
  const n = Number(t);
  return Number.isInteger(n) ? n : null;
}

/** One player's part of the party tab. */
export function PlayerCard(props: { p: PrepProps; catalog: Catalog; seat: PlayerSeat }) {
  const lang = () => props.p.lang();
  const doc = () => props.p.doc();
  const set = props.p.setDoc;
  const ro = () => props.p.readOnly;
  const seat = () => props.seat;
  const at = () => `setup.players.${seat()}`;
  const problems = () => props.p.answer()?.problems ?? [];
  const setup = () => playerOf(doc(), seat());
  const charId = () => String(setup().character ?? "");
  const character = () => props.catalog.byId("characters", charId());
  const ownChar = () => ownEntry(doc(), "characters", charId());
  /** Who the seats of a deleted own character play: the first shipped character. */
  const fallbackCharacter = () => props.catalog.characters.find((c) => !c.own);
  const sheet = (k: SheetKey) => setup()[k];
  /** The field's size: the job level this battle plays with (YGT-15). */
  const fieldSize = () => {
    const n = sheet("jobLevel") ?? (ownChar() ?? character()?.entry)?.jobLevel;
    return typeof n === "number" && n >= 1 ? n : undefined;
  };
  const deckName = (id: string | undefined) =>
    id === undefined ? "—" : nameOf(props.catalog.byId("decks", id)?.entry, lang(), id);
  const idOf = (what: string) => `yp-${seat()}-${what}`;
  /** Whether the server names a problem at `path` or inside it. */
  const bad = (path: string) => problemsUnder(problems(), path).length > 0;
  /** A hint's id, and the problem note's when there is one. */
  const described = (hint: string, path: string) => (bad(path) ? `${hint} ${noteId(path)}` : hint);

  const DeckPicker = (dp: { kind: DeckKind }) => {
    const key = dp.kind === "monster" ? "monsterDeck" : "itemDeck";
    const current = () => playerDeck(doc(), seat(), dp.kind, character()?.entry);
    const isList = () => Array.isArray(setup()[key]);
    const decks = () => props.catalog.decks.filter((d) => d.entry.kind === dp.kind);
    const charDeck = () => {
      const d = character()?.entry[key];
      return typeof d === "string" ? d : undefined;
    };
    const ownDeck = () => {
      const id = current();
      return id !== undefined && ownEntry(doc(), "decks", id) !== undefined ? id : undefined;
    };
    /** The select's value: the deck chosen for this battle, "" for the character's own. */
    const chosen = () => {
      if (isList()) return LIST;
      if (ownChar() !== undefined) return current() ?? "";
      const d = setup()[key];
      return typeof d === "string" ? d : "";
    };
    const fromDeck = () => {
      const d = props.catalog.byId("decks", current() ?? "")?.entry.cards;
      return d !== null && typeof d === "object" ? (d as Record<string, number>) : {};
    };
    return (
      <div class="yp-deck-pick">
        <div class="yp-field">
          <label for={idOf(key)}>
            {pw(lang(), dp.kind === "monster" ? "monsterDeck" : "itemDeck")}
          </label>
          <select
            id={idOf(key)}
            name={`${seat()}-${key}`}
            disabled={ro()}
            aria-invalid={bad(`${at()}.${key}`) ? "true" : undefined}
            aria-describedby={bad(`${at()}.${key}`) ? noteId(`${at()}.${key}`) : undefined}
            onChange={(e) =>
              set(setPlayerDeck(doc(), seat(), dp.kind, e.currentTarget.value || undefined))
            }
          >
            <Show when={ownChar() === undefined}>
              <option value="" selected={chosen() === ""}>
                {pw(lang(), "characterDeck", { name: deckName(charDeck()) })}
              </option>
            </Show>
            <Show when={isList()}>
              <option value={LIST} selected disabled>
                {pw(lang(), "cardListDeck")}
              </option>
            </Show>
            <For each={decks()}>
              {(d) => (
                <option value={d.id} selected={d.id === chosen()}>
                  {nameOf(d.entry, lang(), d.id)}
                  {d.own ? ` · ${pw(lang(), "ownTag")}` : ""}
                </option>
              )}
            </For>
          </select>
          <Show when={!ro() && ownDeck() === undefined}>
            <button
              type="button"
              data-own-deck={`${seat()}-${dp.kind}`}
              onClick={() => set(addOwnDeck(doc(), seat(), dp.kind, fromDeck()))}
            >
              {pw(lang(), "makeOwnDeck")}
            </button>
          </Show>
        </div>
        <ProblemNote problems={problems()} at={`${at()}.${key}`} />
        <Show when={ownChar() !== undefined}>
          <ProblemNote
            problems={problems()}
            at={`${entryPath(props.p, "characters", charId())}.${key}`}
          />
        </Show>
        <Show when={ownDeck()}>
          {(id) => (
            <details class="yp-deck-details">
              <summary>{deckName(id())}</summary>
              <DeckList
                p={props.p}
                catalog={props.catalog}
                deck={id()}
                kind={dp.kind}
                problems={problems()}
                focus={idOf(key)}
              />
            </details>
          )}
        </Show>
      </div>
    );
  };

  return (
    <section class="panel yp-player" data-seat={seat()} aria-labelledby={idOf("h")}>
      <div class="yp-head">
        <h3 id={idOf("h")}>
          {pw(lang(), "player", { seat: seat() })}
          {" — "}
          <bdi>{nameOf(character()?.entry, lang(), charId())}</bdi>
        </h3>
        <Show when={!ro() && seatsOf(doc()).length > 1}>
          <button
            type="button"
            class="yp-remove"
            data-remove-player={seat()}
            onClick={() => set(removePlayer(doc(), seat()))}
          >
            × {pw(lang(), "removePlayer", { seat: seat() })}
          </button>
        </Show>
      </div>
      <ProblemNote problems={problems()} at={at()} exact />
      <div class="yp-field">
        <label for={idOf("character")}>{pw(lang(), "character")}</label>
        <select
          id={idOf("character")}
          name={`${seat()}-character`}
          disabled={ro()}
          onChange={(e) => set(setCharacter(doc(), seat(), e.currentTarget.value))}
        >
          <Show when={character() === undefined}>
            <option value={charId()} selected>
              {charId()}
            </option>
          </Show>
          <optgroup label={pw(lang(), "shippedGroup")}>
            <For each={props.catalog.characters.filter((c) => !c.own)}>
              {(c) => (
                <option value={c.id} selected={c.id === charId()}>
                  {nameOf(c.entry, lang(), c.id)} · {textOf(c.entry.job, lang())} Lv
                  {String(c.entry.jobLevel)} · {attrWord(lang(), String(c.entry.attribute))}
                </option>
              )}
            </For>
          </optgroup>
          <Show when={props.catalog.characters.some((c) => c.own)}>
            <optgroup label={pw(lang(), "ownGroup")}>
              <For each={props.catalog.characters.filter((c) => c.own)}>
                {(c) => (
                  <option value={c.id} selected={c.id === charId()}>
                    {nameOf(c.entry, lang(), c.id)} · {c.id}
                  </option>
                )}
              </For>
            </optgroup>
          </Show>
        </select>
        <Show when={!ro() && ownChar() === undefined && character() !== undefined}>
          <button
            type="button"
            data-own-character={seat()}
            onClick={() => set(addOwnCharacter(doc(), seat(), character()?.entry as CharacterBase))}
          >
            {pw(lang(), "makeOwnCharacter")}
          </button>
        </Show>
      </div>
      <ProblemNote problems={problems()} at={`${at()}.character`} />
      <Show
        when={ownChar() !== undefined && kindOfOwn(props.p, "characters", charId())}
        fallback={
          <div class="yp-sheet">
            <For each={SHEET_KEYS}>
              {(k) => (
                <div class="yp-field">
                  <label for={idOf(k)}>{pw(lang(), k)}</label>
                  <input
                    id={idOf(k)}
                    name={`${seat()}-${k}`}
                    class="yp-num"
                    inputMode="numeric"
                    disabled={ro()}
                    value={sheet(k) === undefined ? "" : String(sheet(k))}
                    placeholder={String(character()?.entry[k] ?? "")}
                    aria-invalid={bad(`${at()}.${k}`) ? "true" : undefined}
                    aria-describedby={described(`${idOf(k)}-hint`, `${at()}.${k}`)}
                    onChange={(e) => {
                      const n = wholeOf(e.currentTarget.value);
                      // Not a whole number: the box shows the value kept again.
                      if (n === null) e.currentTarget.value = String(sheet(k) ?? "");
                      else set(setSheet(doc(), seat(), k, n));
                    }}
                  />
                  <span class="muted yp-hint" id={`${idOf(k)}-hint`}>
                    {pw(lang(), "sheetHint", { v: String(character()?.entry[k] ?? "—") })}
                  </span>
                  <ProblemNote problems={problems()} at={`${at()}.${k}`} />
                </div>
              )}
            </For>
          </div>
        }
      >
        {(kind) => (
          <fieldset class="be-group yp-own-character" data-own-entry={charId()}>
            <legend>{pw(lang(), "ownCharacter", { id: charId() })}</legend>
            <ObjectFields
              field={characterFields(kind().field)}
              value={ownChar()}
              path={[`${seat()}-${charId()}`]}
              ctx={entryCtx(props.p, "characters", charId(), `${seat()}-${charId()}`)}
            />
            <RemoveOwnButton
              p={props.p}
              list="characters"
              id={charId()}
              fallback={fallbackCharacter()}
              label={(name) => pw(lang(), "removeCharacter", { name })}
              focus={idOf("character")}
            />
          </fieldset>
        )}
      </Show>
      <div class="yp-field">
        <label for={idOf("life")}>{pw(lang(), "life")}</label>
        <input
          id={idOf("life")}
          name={`${seat()}-life`}
          class="yp-num"
          inputMode="numeric"
          disabled={ro()}
          value={setup().life === undefined ? "" : String(setup().life)}
          placeholder="40"
          aria-invalid={bad(`${at()}.life`) ? "true" : undefined}
          aria-describedby={described(`${idOf("life")}-hint`, `${at()}.life`)}
          onChange={(e) => {
            const n = wholeOf(e.currentTarget.value);
            if (n === null) e.currentTarget.value = String(setup().life ?? "");
            else {
              set(setLife(doc(), seat(), n));
              // 55 is kept as 40 (YGT-02): the box says so.
              e.currentTarget.value = String(playerOf(doc(), seat()).life ?? "");
            }
          }}
        />
        <span class="muted yp-hint" id={`${idOf("life")}-hint`}>
          {pw(lang(), "lifeHint")}
        </span>
      </div>
      <ProblemNote problems={problems()} at={`${at()}.life`} />
      <DeckPicker kind="monster" />
      <DeckPicker kind="item" />
      <p class="muted yp-hint">{pw(lang(), "handHint")}</p>
      <div class="yp-lists">
        <CardList
          p={props.p}
          catalog={props.catalog}
          place={{ seat: seat(), zone: "monsterHand" }}
          label={pw(lang(), "mhand")}
          at={`${at()}.monsterHand`}
          offer={isMonster}
          name={`add-${seat()}-monsterHand`}
          problems={problems()}
        />
        <CardList
          p={props.p}
          catalog={props.catalog}
          place={{ seat: seat(), zone: "itemHand" }}
          label={pw(lang(), "ihand")}
          at={`${at()}.itemHand`}
          offer={isItem}
          name={`add-${seat()}-itemHand`}
          problems={problems()}
        />
        <CardList
          p={props.p}
          catalog={props.catalog}
          place={{ seat: seat(), zone: "field" }}
          label={pw(lang(), "field")}
          at={`${at()}.field`}
          offer={isMonster}
          name={`add-${seat()}-field`}
          problems={problems()}
          max={fieldSize()}
        />
      </div>
    </section>
  );
}
