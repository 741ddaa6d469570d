/**
 * The build page: `/build` picks a game; `/build/<system>` makes cards for it (the card editor)
 * and decks (the deck builder), in two tabs; `/build/<system>/<id>#<token>` continues a library
 * item — its edit token edits it, a read token (`#r=<token>`) shows it read-only with "make a
 * copy". The token stays in the fragment, which browsers never send; it goes only in a header.
 */
import { createSignal, ErrorBoundary, For, lazy, Match, Show, Suspense, Switch } from "solid-js";
import { BUILD_SYSTEMS, isBuildSystem } from "../../../src/build/content-schemas.ts";
import { docOfPack, type PackDoc } from "../../../src/build/pack-yaml.ts";
import { CardEditor } from "../build/editor/card-editor.tsx";
import { ew } from "../build/editor/editor-words.ts";
import { openedItem, type SaveState } from "../build/editor/save-panel.tsx";
import { uiLang } from "../i18n.ts";
import { loadItem } from "../net/library-api.ts";
import { UiLangPicker } from "../parts/ui-lang-picker.tsx";
import "./build-page.css";

const DeckBuilder = lazy(() =>
  import("../build/deck/deck-builder.tsx").then((m) => ({ default: m.DeckBuilder })),
);

/** What the address names: a system, and a library item with its token. */
function parseAddress(): {
  system: string | null;
  id: string | null;
  token: string;
  read: boolean;
} {
  const m = /^\/build(?:\/([a-z0-9-]{1,64}))?(?:\/([A-Za-z0-9_-]{1,64}))?\/?$/.exec(
    location.pathname,
  );
  const hash = decodeURIComponent(location.hash.slice(1));
  const read = hash.startsWith("r=");
  return { system: m?.[1] ?? null, id: m?.[2] ?? null, token: read ? hash.slice(2) : hash, read };
}

/** The page for one system: the two tabs. */
function SystemBuild(props: { system: string; id: string | null; token: string; read: boolean }) {
  const lang = () => uiLang();
  const [doc, setDoc] = createSignal<PackDoc>({ system: props.system, items: [], other: {} });
  const [save, setSave] = createSignal<SaveState>({});
  const [tab, setTabSignal] = createSignal<"cards" | "deck">("cards");
  // The deck builder is made on the first visit to its tab and kept (hidden) after: going back
  // to the cards does not lose the deck being built.
  const [deckSeen, setDeckSeen] = createSignal(false);
  const setTab = (t: "cards" | "deck") => {
    if (t === "deck") setDeckSeen(true);
    setTabSignal(t);
  };
  const [loading, setLoading] = createSignal(props.id !== null);
  const [error, setError] = createSignal<string | null>(null);
  if (props.id !== null && props.token !== "") {
    loadItem(props.id, props.token)
      .then((item) => {
        // A deck item is the deck builder's: it opens it from the address itself.
        if (item.kind === "deck") {
          setTab("deck");
          return;
        }
        setDoc(docOfPack(item.pack, props.system));
        if (item.pack.name === undefined) setDoc({ ...doc(), name: item.title });
        setSave(openedItem(item, props.token, props.read));
      })
      .catch((e: Error) => setError(e.message))
      .finally(() => setLoading(false));
  } else if (props.id !== null) {
    setLoading(false);
  }
  const ownCards = () =>
    doc()
      .items.filter((it) => it.list === "cards")
      .map((it) => it.value);
  const tabKey = (e: KeyboardEvent) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    const next = tab() === "cards" ? "deck" : "cards";
    setTab(next);
    document.getElementById(`be-tab-${next}`)?.focus();
  };
  return (
    <>
      <div role="tablist" class="be-tabs" aria-label={ew(lang(), "buildTitle")}>
        <For each={["cards", "deck"] as const}>
          {(t) => (
            <button
              type="button"
              role="tab"
              id={`be-tab-${t}`}
              aria-selected={tab() === t}
              aria-controls={`be-panel-${t}`}
              tabindex={tab() === t ? 0 : -1}
              onClick={() => setTab(t)}
              onKeyDown={tabKey}
            >
              {ew(lang(), t === "cards" ? "tabCards" : "tabDeck")}
            </button>
          )}
        </For>
      </div>
      <Show when={error()}>
        {(e) => (
          <p class="error" role="alert">
            ⚠ {ew(lang(), "loadFailed", { why: e() })}
          </p>
        )}
      </Show>
      <Show when={!loading()} fallback={<p class="muted">{ew(lang(), "loading")}</p>}>
        <div
          role="tabpanel"
          id="be-panel-cards"
          aria-labelledby="be-tab-cards"
          hidden={tab() !== "cards"}
        >
          <CardEditor
            system={props.system}
            lang={lang()}
            doc={doc}
            setDoc={setDoc}
            save={save}
            setSave={setSave}
          />
        </div>
        <div
          role="tabpanel"
          id="be-panel-deck"
          aria-labelledby="be-tab-deck"
          hidden={tab() !== "deck"}
        >
          <Show when={deckSeen()}>
            {/* Whatever the deck builder cannot do (a route refusing) is one line here, not a blank tab. */}
            <ErrorBoundary
              fallback={(err: unknown) => (
                <p class="error" role="alert">
                  ⚠ {err instanceof Error ? err.message : String(err)}
                </p>
              )}
            >
              <Suspense fallback={<p class="muted">{ew(lang(), "loading")}</p>}>
                <DeckBuilder system={props.system} ownCards={ownCards} />
              </Suspense>
            </ErrorBoundary>
          </Show>
        </div>
      </Show>
    </>
  );
}

/** The build page. */
export default function BuildPage() {
  const at = parseAddress();
  const lang = () => uiLang();
  return (
    <main class="build-page">
      <header class="top">
        <h1>
          {ew(lang(), "buildTitle")}
          <Show when={at.system}>{(s) => <span class="muted"> · {s()}</span>}</Show>
        </h1>
        <UiLangPicker label="Language / 言語 / 语言" labelHidden />
        <a href="/">{ew(lang(), "lobby")}</a>
      </header>
      <Switch>
        <Match when={at.system === null}>
          <section class="panel" aria-labelledby="be-pick-h">
            <h2 id="be-pick-h">{ew(lang(), "pickSystem")}</h2>
            <ul class="be-systems">
              <For each={BUILD_SYSTEMS}>
                {(s) => (
                  <li>
                    <a href={`/build/${s}`}>{s}</a>
                  </li>
                )}
              </For>
            </ul>
          </section>
        </Match>
        <Match when={at.system !== null && !isBuildSystem(at.system)}>
          <p class="error" role="alert">
            ⚠ {ew(lang(), "unknownSystem")}
          </p>
        </Match>
        <Match when={at.system !== null}>
          <SystemBuild system={at.system as string} id={at.id} token={at.token} read={at.read} />
        </Match>
      </Switch>
    </main>
  );
}
