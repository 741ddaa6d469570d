/**
 * Saving to the library (web/src/net/library-api.ts) — the card editor's pack, the prepare page's
 * scenario: a new item the first time, the same item after (with its edit token); then its edit
 * link (secret) and read link, each with a copy button. A read link's page offers "make a copy"
 * instead. The server checks the whole pack (cross-references too) and a refusal lists its
 * problems at their paths.
 */
import { createSignal, For, Show } from "solid-js";
import {
  editLink,
  LibraryError,
  type LibraryItem,
  type LibraryKind,
  type PackProblem,
  readLink,
  rememberedItems,
  rememberItem,
  saveItem,
  saveNew,
} from "../../net/library-api.ts";
import type { Lang } from "../../net/protocol.ts";
import { ew } from "./editor-words.ts";

/** What this page holds of the library item it edits (nothing yet: never saved). */
export interface SaveState {
  id?: string;
  editToken?: string;
  readToken?: string;
  /** false: opened with a read link. */
  mayEdit?: boolean;
}

/**
 * What a page holds of a library item it opened by a link (`token`, a read token when `read`),
 * and the item remembered in this browser — with its read token when the page knows it, so the
 * library page and the read link can offer it.
 */
export function openedItem(item: LibraryItem, token: string, read: boolean): SaveState {
  const known = rememberedItems().find((x) => x.id === item.id);
  const readToken = read ? token : (item.readToken ?? known?.readToken);
  if (readToken !== undefined)
    rememberItem({
      id: item.id,
      system: item.system,
      kind: item.kind,
      title: item.title,
      readToken,
      ...(item.mayEdit ? { editToken: token } : {}),
    });
  return {
    id: item.id,
    mayEdit: item.mayEdit,
    ...(item.mayEdit ? { editToken: token } : {}),
    ...(readToken === undefined ? {} : { readToken }),
  };
}

/** A link with its copy button. */
function LinkLine(props: { label: string; href: string; lang: Lang; testid: string }) {
  const [copied, setCopied] = createSignal(false);
  const full = () => new URL(props.href, location.href).href;
  return (
    <div class="be-link">
      <span>{props.label}</span>{" "}
      <a href={props.href} data-testid={props.testid}>
        {full()}
      </a>{" "}
      <button
        type="button"
        onClick={async () => {
          await navigator.clipboard?.writeText(full()).catch(() => {});
          setCopied(true);
        }}
      >
        {copied() ? ew(props.lang, "copied") : ew(props.lang, "copy")}
      </button>
    </div>
  );
}

/** The save panel's props. */
export interface SavePanelProps {
  system: string;
  lang: Lang;
  /** The item's kind (`cards` when not given). */
  kind?: LibraryKind;
  /** The item's title and pack as they are now. */
  title: () => string;
  pack: () => object;
  save: () => SaveState;
  setSave: (s: SaveState) => void;
  /** Called after each save (a new item or the same one). */
  onSaved?: () => void;
  /** Put before each test id (`prep-` → `prep-save`, `prep-links`); none for the card editor. */
  testPrefix?: string;
}

/** The save panel. */
export function SavePanel(props: SavePanelProps) {
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<string | null>(null);
  const [problems, setProblems] = createSignal<PackProblem[]>([]);
  const [done, setDone] = createSignal(false);
  const kind = () => props.kind ?? "cards";
  const tid = (id: string) => `${props.testPrefix ?? ""}${id}`;

  const run = async (copy: boolean) => {
    setBusy(true);
    setError(null);
    setProblems([]);
    setDone(false);
    const s = props.save();
    const title = props.title();
    const body = { system: props.system, kind: kind(), title, pack: props.pack() };
    try {
      if (!copy && s.id !== undefined && s.editToken !== undefined) {
        await saveItem(s.id, s.editToken, body);
      } else {
        const made = await saveNew(body);
        const next = {
          id: made.id,
          editToken: made.editToken,
          readToken: made.readToken,
          mayEdit: true,
        };
        props.setSave(next);
        // The address is now the edit link: a reload continues editing this item.
        history.replaceState(null, "", editLink(props.system, made.id, made.editToken, kind()));
      }
      // Remembered again with its title now (the library page lists it by it).
      const now = props.save();
      if (now.id !== undefined && now.readToken !== undefined)
        rememberItem({
          id: now.id,
          system: props.system,
          kind: kind(),
          title,
          readToken: now.readToken,
          ...(now.editToken === undefined ? {} : { editToken: now.editToken }),
        });
      setDone(true);
      props.onSaved?.();
    } catch (err) {
      if (err instanceof LibraryError) setProblems(err.problems);
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="panel be-save" aria-labelledby="be-save-h">
      <h2 id="be-save-h">{ew(props.lang, "save")}</h2>
      <Show
        when={props.save().mayEdit !== false}
        fallback={
          <>
            <p class="muted">{ew(props.lang, "readOnly")}</p>
            <button
              type="button"
              disabled={busy()}
              onClick={() => run(true)}
              data-testid={tid("make-copy")}
            >
              {ew(props.lang, "saveCopy")}
            </button>
          </>
        }
      >
        <button
          type="button"
          class="primary"
          disabled={busy()}
          onClick={() => run(false)}
          data-testid={tid("save")}
        >
          {busy() ? ew(props.lang, "saving") : ew(props.lang, "save")}
        </button>
      </Show>
      <div role="status">
        <Show when={done()}>
          <p class="be-ok">✓ {ew(props.lang, "saved")}</p>
        </Show>
        <Show when={error()}>
          {(e) => (
            <div class="error">
              <p>⚠ {ew(props.lang, "saveFailed", { why: e() })}</p>
              <Show when={problems().length > 0}>
                <ul>
                  <For each={problems()}>
                    {(p) => (
                      <li>
                        <code>{p.path === "" ? "—" : p.path}</code>: {p.message}
                      </li>
                    )}
                  </For>
                </ul>
              </Show>
            </div>
          )}
        </Show>
      </div>
      <Show when={props.save().id}>
        {(id) => (
          <div class="be-links" data-testid={tid("links")}>
            <Show when={props.save().editToken}>
              {(tok) => (
                <LinkLine
                  label={ew(props.lang, "editLink")}
                  href={editLink(props.system, id(), tok(), kind())}
                  lang={props.lang}
                  testid={tid("edit-link")}
                />
              )}
            </Show>
            <Show when={props.save().readToken}>
              {(tok) => (
                <LinkLine
                  label={ew(props.lang, "readLink")}
                  href={readLink(props.system, id(), tok(), kind())}
                  lang={props.lang}
                  testid={tid("read-link")}
                />
              )}
            </Show>
          </div>
        )}
      </Show>
    </section>
  );
}
