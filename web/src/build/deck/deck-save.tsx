/**
 * Saving the deck to the library and handing it on: "Save" (a new item, or the item this browser
 * holds the edit link of), "Save a copy" for a deck opened by a read link, the pack's problems as
 * the server words them, and the item's edit link (keep it) and read link (share it) with Copy.
 */
import { createSignal, For, Show } from "solid-js";
import { uiLang } from "../../i18n.ts";
import { editLink, type PackProblem, readLink } from "../../net/library-api.ts";
import { deckWord } from "./deck-words.ts";

/** The library item a deck is saved as, with the tokens this browser holds. */
export interface DeckItemRef {
  id: string;
  editToken?: string;
  readToken?: string;
}

/** The save panel's props. */
export interface DeckSaveProps {
  system: string;
  item: DeckItemRef | null;
  /** Whether the deck meets the rules (saving waits until it does). */
  valid: boolean;
  /** Saves; resolves with the server's problems (none: saved) or throws its one line. */
  save(asCopy: boolean): Promise<PackProblem[]>;
}

/** A link with its Copy button. */
function LinkLine(props: { label: string; href: string; testid: string }) {
  const [copied, setCopied] = createSignal(false);
  const whole = () => new URL(props.href, location.href).href;
  return (
    <li>
      <span>{props.label}</span>{" "}
      <a href={props.href} data-testid={props.testid}>
        {whole()}
      </a>{" "}
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(whole());
          setCopied(true);
        }}
      >
        {deckWord(uiLang(), "copy")}
      </button>
      <Show when={copied()}>
        <span class="muted" role="status">
          {" "}
          {deckWord(uiLang(), "copied")}
        </span>
      </Show>
    </li>
  );
}

/** The save panel. */
export function DeckSave(props: DeckSaveProps) {
  const w = (key: Parameters<typeof deckWord>[1]) => deckWord(uiLang(), key);
  const [busy, setBusy] = createSignal(false);
  const [done, setDone] = createSignal(false);
  const [error, setError] = createSignal<string | null>(null);
  const [problems, setProblems] = createSignal<PackProblem[]>([]);
  const readOnly = () => props.item !== null && props.item.editToken === undefined;
  const run = async (asCopy: boolean) => {
    setBusy(true);
    setDone(false);
    setError(null);
    setProblems([]);
    try {
      const found = await props.save(asCopy);
      setProblems(found);
      setDone(found.length === 0);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="db-save panel" aria-labelledby="db-save-h">
      <h3 id="db-save-h">{w("library")}</h3>
      <Show when={readOnly()}>
        <p class="muted">{w("readOnly")}</p>
      </Show>
      <button
        type="button"
        class="primary"
        disabled={busy() || !props.valid}
        onClick={() => run(readOnly())}
        data-testid="deck-save"
      >
        {readOnly() ? w("saveCopy") : w("save")}
      </button>
      <Show when={!props.valid}>
        <span class="muted"> {w("cannotSave")}</span>
      </Show>
      <div role="status">
        <Show when={busy()}>
          <p class="muted">{w("saving")}</p>
        </Show>
        <Show when={done()}>
          <p data-testid="deck-saved">{w("saved")}</p>
        </Show>
      </div>
      <Show when={error()}>
        {(e) => (
          <p class="error" role="alert">
            ⚠ {e()}
          </p>
        )}
      </Show>
      <Show when={problems().length > 0}>
        <ul class="db-problems" role="alert">
          <For each={problems()}>
            {(p) => (
              <li class="error">
                ⚠ {p.path}: {p.message}
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={props.item}>
        {(item) => (
          <ul class="db-links">
            <Show when={item().editToken}>
              {(token) => (
                <LinkLine
                  label={w("editLink")}
                  href={editLink(props.system, item().id, token())}
                  testid="deck-edit-link"
                />
              )}
            </Show>
            <Show when={item().readToken}>
              {(token) => (
                <LinkLine
                  label={w("readLink")}
                  href={readLink(props.system, item().id, token())}
                  testid="deck-read-link"
                />
              )}
            </Show>
            <li>
              <a href="/" data-testid="deck-play">
                ▶ {w("playIt")}
              </a>
            </li>
          </ul>
        )}
      </Show>
    </section>
  );
}
