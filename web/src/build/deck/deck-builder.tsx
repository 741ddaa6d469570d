/**
 * The deck builder (the build page's "Deck" tab) for vision and geo-march: browse the shipped
 * cards (`GET /api/systems/:id/cards`) and one's own — the card editor's (`ownCards`) and those
 * of library items opened by link — filter and search them, add and take out copies within the
 * system's rules (src/build/deck/deck-rules.ts), see the curve and totals, and save the deck to
 * the library as a `deck` item: a self-contained pack (its `decks:` entry and the own cards it
 * uses). A library link in the page's address (`/build/<system>/<id>#…`) naming a deck opens it;
 * one naming cards adds them to the own cards.
 */
import { createMemo, createResource, createSignal, onMount, Show } from "solid-js";
import { type DeckCard, deckCardOf, isDeckSystem } from "../../../../src/build/deck/deck-card.ts";
import { type LibraryLink, parseLibraryLink } from "../../../../src/build/deck/deck-link.ts";
import {
  type DeckDraft,
  deckPack,
  MAX_DECK_TITLE,
  newDeckId,
  packCards,
  readDeckPack,
} from "../../../../src/build/deck/deck-pack.ts";
import {
  addCard,
  deckProblems,
  deckRules,
  deckSize,
  removeCard,
} from "../../../../src/build/deck/deck-rules.ts";
import { uiLang } from "../../i18n.ts";
import { answerOf } from "../../net/answer.ts";
import {
  LibraryError,
  loadItem,
  type PackProblem,
  rememberedItems,
  rememberItem,
  saveItem,
  saveNew,
} from "../../net/library-api.ts";
import { DeckBrowser } from "./deck-browser.tsx";
import { type DeckItemRef, DeckSave } from "./deck-save.tsx";
import { DeckSummary } from "./deck-summary.tsx";
import { deckWord, isolated } from "./deck-words.ts";
import "./deck-builder.css";

/** The deck builder's props: the system, and the cards the card editor holds now. */
export interface DeckBuilderProps {
  system: string;
  /** The editor's cards, pack entries as the schema has them (read each time they may change). */
  ownCards: () => Record<string, unknown>[];
}

/** The shipped cards of `system`. */
async function fetchShipped(system: string): Promise<DeckCard[]> {
  const res = await fetch(`/api/systems/${encodeURIComponent(system)}/cards`);
  return (await answerOf<{ cards: DeckCard[] }>(res)).cards;
}

/** The deck builder, or one line saying which games it builds decks for. */
export function DeckBuilder(props: DeckBuilderProps) {
  return (
    <Show
      when={isDeckSystem(props.system)}
      fallback={
        <p class="muted" role="alert">
          {deckWord(uiLang(), "noDecks", { system: props.system })}
        </p>
      }
    >
      <DeckBuilderFor system={props.system} ownCards={props.ownCards} />
    </Show>
  );
}

/** The deck builder of a deck system. */
function DeckBuilderFor(props: DeckBuilderProps) {
  const w = (key: Parameters<typeof deckWord>[1], p?: Record<string, string | number>) =>
    deckWord(uiLang(), key, p);
  const [shipped] = createResource(() => props.system, fetchShipped);
  /** Own cards from library items opened here (the editor's own come from props). */
  const [opened, setOpened] = createSignal<Record<string, unknown>[]>([]);
  const [deck, setDeck] = createSignal<DeckDraft>({ id: newDeckId(), title: "", counts: {} });
  const [item, setItem] = createSignal<DeckItemRef | null>(null);
  const [linkText, setLinkText] = createSignal("");
  const [note, setNote] = createSignal<string | null>(null);
  const [linkError, setLinkError] = createSignal<string | null>(null);

  /** Own entries by id: the editor's version of a card wins over an opened item's. */
  const ownEntries = createMemo(() => {
    const byId = new Map<string, Record<string, unknown>>();
    for (const c of [...opened(), ...props.ownCards()])
      if (typeof c.id === "string") byId.set(c.id, c);
    return [...byId.values()];
  });
  const cards = createMemo(() => {
    const map = new Map<string, DeckCard>();
    for (const c of shipped() ?? []) map.set(c.id, c);
    // An own card with a shipped id replaces it (`replaces: true`), as the battle will play it.
    for (const e of ownEntries()) {
      const c = deckCardOf(props.system, e, true);
      if (c !== null) map.set(c.id, c);
    }
    return map;
  });
  const list = createMemo(() => [...cards().values()]);
  const problems = createMemo(() => deckProblems(props.system, deck().counts, cards()));
  const mayAdd = (card: string) => addCard(props.system, deck().counts, card) !== deck().counts;
  const add = (card: string) =>
    setDeck({ ...deck(), counts: addCard(props.system, deck().counts, card) });
  const remove = (card: string) => setDeck({ ...deck(), counts: removeCard(deck().counts, card) });

  /** Opens a library item: a deck into the builder, a cards item's cards into the own cards. */
  const openLink = async (link: LibraryLink) => {
    setNote(null);
    setLinkError(null);
    if (link.system !== props.system)
      return setLinkError(w("otherSystem", { system: link.system }));
    try {
      const it = await loadItem(link.id, link.token);
      if (it.system !== props.system) return setLinkError(w("otherSystem", { system: it.system }));
      const before = rememberedItems().find((x) => x.id === it.id);
      const editToken = it.mayEdit ? link.token : before?.editToken;
      // Opened by its edit link, the server answers the read token too (derived from it).
      const readToken = it.mayEdit ? (it.readToken ?? before?.readToken) : link.token;
      rememberItem({
        id: it.id,
        system: it.system,
        kind: it.kind,
        title: it.title,
        readToken: readToken ?? link.token,
        ...(editToken === undefined ? {} : { editToken }),
      });
      const extra = packCards(it.pack);
      setOpened([...opened().filter((c) => !extra.some((x) => x.id === c.id)), ...extra]);
      if (it.kind === "cards")
        return setNote(w("openedCards", { title: isolated(it.title), n: extra.length }));
      const read = readDeckPack(it.pack, it.title);
      if (read === null) return setLinkError(w("badLink"));
      setDeck(read.deck);
      setItem({ id: it.id, editToken, readToken });
      setNote(w("openedDeck", { title: isolated(it.title) }));
    } catch (err) {
      setLinkError((err as Error).message);
    }
  };

  onMount(() => {
    const link = parseLibraryLink(location.href, location.href);
    if (link !== null && link.system === props.system) void openLink(link);
  });

  const onOpen = (e: Event) => {
    e.preventDefault();
    const link = parseLibraryLink(linkText(), location.href);
    if (link === null) return setLinkError(w("badLink"));
    void openLink(link);
  };

  const save = async (asCopy: boolean): Promise<PackProblem[]> => {
    // A copy is a new deck: its own content id, so the original and the copy can meet in a battle.
    if (asCopy) setDeck({ ...deck(), id: newDeckId() });
    const d = deck();
    const title = d.title.trim() || w("untitled");
    const pack = deckPack(props.system, { ...d, title }, ownEntries());
    const body = { system: props.system, kind: "deck" as const, title, pack };
    try {
      const it = item();
      if (!asCopy && it?.editToken !== undefined) {
        await saveItem(it.id, it.editToken, body);
        rememberItem({
          id: it.id,
          system: props.system,
          kind: "deck",
          title,
          editToken: it.editToken,
          readToken: it.readToken ?? it.editToken,
        });
        return [];
      }
      const saved = await saveNew(body);
      rememberItem({ system: props.system, kind: "deck", title, ...saved });
      setItem({ id: saved.id, editToken: saved.editToken, readToken: saved.readToken });
      return [];
    } catch (err) {
      if (err instanceof LibraryError && err.problems.length > 0) return err.problems;
      throw err;
    }
  };

  return (
    <div class="deck-builder" data-testid="deck-builder">
      <form class="db-open panel" onSubmit={onOpen}>
        <label>
          {w("openLink")}{" "}
          <input
            name="library-link"
            value={linkText()}
            onInput={(e) => setLinkText(e.currentTarget.value)}
            placeholder="http://…/build/…#r=…"
            size={36}
          />
        </label>{" "}
        <button type="submit">{w("open")}</button>
        <div role="status">
          <Show when={note()}>{(n) => <p data-testid="deck-note">{n()}</p>}</Show>
        </div>
        <Show when={linkError()}>
          {(e) => (
            <p class="error" role="alert">
              ⚠ {e()}
            </p>
          )}
        </Show>
      </form>
      <div class="db-head panel">
        <label>
          {w("deckTitle")}{" "}
          <input
            name="deck-title"
            value={deck().title}
            maxLength={MAX_DECK_TITLE}
            placeholder={w("untitled")}
            onInput={(e) => setDeck({ ...deck(), title: e.currentTarget.value })}
          />
        </label>{" "}
        <button
          type="button"
          onClick={() => {
            setDeck({ id: newDeckId(), title: "", counts: {} });
            setItem(null);
            setNote(null);
          }}
        >
          {w("newDeck")}
        </button>{" "}
        <span class="muted" data-testid="deck-count">
          {deckSize(deck().counts)} / {deckRules(props.system).max}
        </span>
      </div>
      <Show when={shipped.error}>
        {(e) => (
          <p class="error" role="alert">
            ⚠ {(e() as Error).message}
          </p>
        )}
      </Show>
      <Show when={shipped()} fallback={<p class="muted">{w("loading")}</p>}>
        <div class="db-cols">
          <div class="db-side">
            <DeckSummary
              system={props.system}
              counts={deck().counts}
              cards={cards()}
              problems={problems()}
              mayAdd={mayAdd}
              add={add}
              remove={remove}
            />
            <DeckSave
              system={props.system}
              item={item()}
              valid={problems().length === 0}
              save={save}
            />
          </div>
          <DeckBrowser
            system={props.system}
            cards={list()}
            counts={deck().counts}
            mayAdd={mayAdd}
            add={add}
            remove={remove}
          />
        </div>
      </Show>
    </div>
  );
}
