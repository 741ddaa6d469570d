/**
 * `/library`: this browser's library items — the cards and decks it made or opened, remembered
 * with their tokens in localStorage and asked of the server in one request (`myItems`: the server
 * lists no one's items, only those whose tokens the caller sends). Each with its game, kind,
 * title, card count and last change; open or edit it in the build page, copy its edit or read
 * link, export its pack as YAML, delete it (after a confirmation) or forget it here. A YAML pack
 * file can be imported as a new item.
 */
import { createResource, createSignal, For, Show } from "solid-js";
import { isolated } from "../build/deck/deck-words.ts";
import { t, uiLang } from "../i18n.ts";
import {
  deleteItem,
  editLink,
  exportYaml,
  forgetItem,
  type LibrarySummary,
  myItems,
  type RememberedItem,
  readLink,
  rememberedItems,
} from "../net/library-api.ts";
import { UiLangPicker } from "../parts/ui-lang-picker.tsx";
import { downloadText, yamlFileName } from "../parts/yaml-files.tsx";
import { LibraryImport } from "./library-import.tsx";
import { libraryWord } from "./library-words.ts";
import { fetchSystems, type SystemInfo } from "./lobby-api.ts";
import "./library-page.css";

const w = (key: Parameters<typeof libraryWord>[1], p?: Record<string, string | number>) =>
  libraryWord(uiLang(), key, p);

/** The token an item is asked with: the edit token where this browser holds it. */
const tokenOf = (x: RememberedItem) => x.editToken ?? x.readToken;

/** Whether a read link can be offered: an item opened by its edit link alone has no read token. */
const hasRead = (x: RememberedItem) => x.readToken !== "" && x.readToken !== x.editToken;

/** One item's line props. */
interface ItemLineProps {
  item: RememberedItem;
  /** The server's summary; undefined while asked, null when the server opens nothing for it. */
  summary: LibrarySummary | null | undefined;
  systems: SystemInfo[];
  changed(message: string | null): void;
  error(message: string): void;
}

/** One item: its facts and actions. */
function ItemLine(props: ItemLineProps) {
  const [confirming, setConfirming] = createSignal(false);
  const [copied, setCopied] = createSignal<string | null>(null);
  const x = () => props.item;
  const s = () => props.summary;
  const title = () => s()?.title ?? x().title;
  const sysName = () =>
    props.systems.find((y) => y.id === x().system)?.name[uiLang()] ?? x().system;
  const openHref = () => {
    const edit = x().editToken;
    return edit !== undefined
      ? editLink(x().system, x().id, edit, x().kind)
      : readLink(x().system, x().id, x().readToken, x().kind);
  };
  const copy = (href: string, which: string) => {
    void navigator.clipboard?.writeText(new URL(href, location.href).href);
    setCopied(which);
  };
  const onExport = async () => {
    try {
      downloadText(yamlFileName(title(), x().id), await exportYaml(x().id, tokenOf(x())));
    } catch (err) {
      props.error((err as Error).message);
    }
  };
  const onDelete = async () => {
    const edit = x().editToken;
    if (edit === undefined) return;
    try {
      await deleteItem(x().id, edit);
      forgetItem(x().id);
      props.changed(w("deleted", { title: isolated(title()) }));
    } catch (err) {
      props.error((err as Error).message);
    }
  };
  return (
    <li class="lib-item" data-item={x().id} data-kind={x().kind}>
      <div>
        <bdi class="name lib-title">{title()}</bdi> <span class="tag">{w(`kind_${x().kind}`)}</span>{" "}
        <span class="muted">{sysName()}</span>
      </div>
      <Show when={s() === null}>
        <p class="muted">{w("gone")}</p>
      </Show>
      <Show when={s()}>
        {(sum) => (
          <p class="muted" data-testid="item-facts">
            {/* A scenario's own entries are not "cards": its count says nothing. */}
            {sum().kind === "scenario" ? "" : `${w("cardCount", { n: sum().cards })} · `}
            {w("updated", { at: new Date(sum().updatedAt).toLocaleString(uiLang()) })}
            {sum().mayEdit ? "" : ` · ${w("readOnly")}`}
          </p>
        )}
      </Show>
      <div class="lib-actions">
        <Show when={s()}>
          <a href={openHref()} data-testid="item-open">
            {x().editToken === undefined ? w("open") : w("edit")}
          </a>
          <Show when={x().editToken}>
            {(edit) => (
              <button
                type="button"
                onClick={() => copy(editLink(x().system, x().id, edit(), x().kind), "e")}
              >
                {w("copyEdit")}
              </button>
            )}
          </Show>
          <Show when={hasRead(x())}>
            <button
              type="button"
              onClick={() => copy(readLink(x().system, x().id, x().readToken, x().kind), "r")}
            >
              {w("copyRead")}
            </button>
          </Show>
          <button type="button" onClick={onExport} data-testid="item-export">
            {w("export")}
          </button>
          <Show when={x().editToken !== undefined && !confirming()}>
            <button type="button" onClick={() => setConfirming(true)} data-testid="item-delete">
              {w("delete")}
            </button>
          </Show>
        </Show>
        <button
          type="button"
          onClick={() => {
            forgetItem(x().id);
            props.changed(null);
          }}
          data-testid="item-forget"
        >
          {w("forget")}
        </button>
        <Show when={copied()}>
          <span class="muted" role="status">
            {w("copied")}
          </span>
        </Show>
      </div>
      <Show when={confirming()}>
        <div class="lib-confirm" role="alertdialog" aria-label={w("delete")}>
          <p>{w("confirmDelete", { title: isolated(title()) })}</p>
          <button type="button" class="primary" onClick={onDelete} data-testid="confirm-delete">
            {w("yesDelete")}
          </button>{" "}
          <button type="button" onClick={() => setConfirming(false)}>
            {w("cancel")}
          </button>
        </div>
      </Show>
    </li>
  );
}

/** The library page. */
export default function LibraryPage() {
  const [systems] = createResource(fetchSystems);
  const [items, setItems] = createSignal(rememberedItems());
  const [message, setMessage] = createSignal<string | null>(null);
  const [error, setError] = createSignal<string | null>(null);
  const [summaries] = createResource(
    () =>
      items()
        .map((x) => `${x.id} ${tokenOf(x)}`)
        .join("\n"),
    async () => {
      const list = await myItems(items().map((x) => ({ id: x.id, token: tokenOf(x) })));
      return new Map(list.map((s) => [s.id, s]));
    },
  );
  const summaryOf = (x: RememberedItem) =>
    summaries.state === "ready" ? (summaries()?.get(x.id) ?? null) : undefined;
  const refresh = (m: string | null) => {
    setError(null);
    setMessage(m);
    setItems(rememberedItems());
  };
  return (
    <main class="library">
      <header class="top">
        <a class="home" href="/">
          {t(uiLang(), "appName")}
        </a>
        <UiLangPicker label={w("uiLanguage")} />
        <span>
          {w("build")}{" "}
          <a href="/build/vision">
            {systems()?.find((s) => s.id === "vision")?.name[uiLang()] ?? "vision"}
          </a>{" "}
          ·{" "}
          <a href="/build/geo-march">
            {systems()?.find((s) => s.id === "geo-march")?.name[uiLang()] ?? "geo-march"}
          </a>
        </span>
        <a href="/prepare">{w("prepare")}</a>
      </header>
      <section class="panel">
        <h1>{w("title")}</h1>
        <p class="muted">{w("intro")}</p>
        <div role="status">
          <Show when={message()}>{(m) => <p data-testid="library-message">{m()}</p>}</Show>
        </div>
        <Show when={error() ?? (summaries.error as Error | undefined)?.message}>
          {(e) => (
            <p class="error" role="alert">
              ⚠ {e()}
            </p>
          )}
        </Show>
        <Show when={items().length > 0} fallback={<p class="muted">{w("none")}</p>}>
          <ul class="lib-items" data-testid="library-items">
            <For each={items()}>
              {(x) => (
                <ItemLine
                  item={x}
                  summary={summaryOf(x)}
                  systems={systems() ?? []}
                  changed={refresh}
                  error={setError}
                />
              )}
            </For>
          </ul>
        </Show>
      </section>
      <Show when={systems()}>
        {(list) => (
          <LibraryImport
            systems={list()}
            onImported={(title) => refresh(w("imported", { title: isolated(title) }))}
          />
        )}
      </Show>
    </main>
  );
}
