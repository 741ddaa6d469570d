/**
 * The library page's import: a YAML pack file (as `kassen validate` reads it), or a prepared
 * battle's scenario (ygo-trpg, magical-girl: it opens in the prepare page), becomes a new item
 * of this browser's library (`saveNew` with the text: the server parses and checks it; the
 * browser parses no YAML). The game and kind are guessed from the file's `system:` and `decks:`
 * lines and can be changed; the name defaults to the file's.
 */
import { createSignal, For, Show } from "solid-js";
import { isPrepSystem } from "../../../src/build/prepare/prep-types.ts";
import { MAX_FILE_BYTES, MAX_LIBRARY_TITLE_CHARS } from "../../../src/shared/limits.ts";
import { uiLang } from "../i18n.ts";
import {
  LibraryError,
  type LibraryKind,
  type PackProblem,
  rememberItem,
  saveNew,
} from "../net/library-api.ts";
import { libraryWord } from "./library-words.ts";
import type { SystemInfo } from "./lobby-api.ts";

/** The import form's props: the systems, and what to do once an item is made. */
export interface LibraryImportProps {
  systems: SystemInfo[];
  onImported(title: string): void;
}

/** The import form. */
export function LibraryImport(props: LibraryImportProps) {
  const w = (key: Parameters<typeof libraryWord>[1], p?: Record<string, string | number>) =>
    libraryWord(uiLang(), key, p);
  const [text, setText] = createSignal<string | null>(null);
  const [system, setSystem] = createSignal("vision");
  const [kind, setKind] = createSignal<LibraryKind>("cards");
  const [title, setTitle] = createSignal("");
  const [error, setError] = createSignal<string | null>(null);
  const [problems, setProblems] = createSignal<PackProblem[]>([]);
  const [busy, setBusy] = createSignal(false);

  const onFile = async (e: Event) => {
    setError(null);
    setProblems([]);
    setText(null);
    const file = (e.currentTarget as HTMLInputElement).files?.[0];
    if (file === undefined) return;
    if (file.size > MAX_FILE_BYTES) return setError(`${file.name}: ${w("tooLarge")}`);
    const t = await file.text();
    setText(t);
    const sys = /^system:\s*["']?([a-z-]+)/m.exec(t)?.[1];
    if (sys !== undefined && props.systems.some((s) => s.id === sys)) setSystem(sys);
    // A scenario (a prepared battle) has a setup; a pack has none.
    setKind(
      /^setup:/m.test(t) && isPrepSystem(sys ?? "")
        ? "scenario"
        : /^decks:/m.test(t)
          ? "deck"
          : "cards",
    );
    setTitle(file.name.replace(/\.(ya?ml|json)$/i, ""));
  };

  const onSubmit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setProblems([]);
    const t = text();
    if (t === null) return setError(w("noFile"));
    setBusy(true);
    try {
      const name = title().trim() || "pack";
      const saved = await saveNew({ system: system(), kind: kind(), title: name, yaml: t });
      rememberItem({ system: system(), kind: kind(), title: name, ...saved });
      props.onImported(name);
    } catch (err) {
      setError((err as Error).message);
      if (err instanceof LibraryError) setProblems(err.problems);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="panel lib-import" onSubmit={onSubmit} data-testid="library-import">
      <h2>{w("importTitle")}</h2>
      <label>
        {w("file")} <input type="file" name="pack" accept=".yaml,.yml,.json" onChange={onFile} />
      </label>
      <label>
        {w("system")}{" "}
        <select name="system" onChange={(e) => setSystem(e.currentTarget.value)}>
          <For each={props.systems}>
            {(s) => (
              <option value={s.id} selected={s.id === system()}>
                {s.name[uiLang()]}
              </option>
            )}
          </For>
        </select>
      </label>
      <label>
        {w("kind")}{" "}
        <select name="kind" onChange={(e) => setKind(e.currentTarget.value as LibraryKind)}>
          <option value="cards" selected={kind() === "cards"}>
            {w("kind_cards")}
          </option>
          <option value="deck" selected={kind() === "deck"}>
            {w("kind_deck")}
          </option>
          <Show when={isPrepSystem(system())}>
            <option value="scenario" selected={kind() === "scenario"}>
              {w("kind_scenario")}
            </option>
          </Show>
        </select>
      </label>
      <label>
        {w("name")}{" "}
        <input
          name="title"
          value={title()}
          maxLength={MAX_LIBRARY_TITLE_CHARS}
          onInput={(e) => setTitle(e.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={busy() || text() === null}>
        {w("import")}
      </button>
      <Show when={error()}>
        {(e) => (
          <p class="error" role="alert" data-testid="import-error">
            ⚠ {e()}
          </p>
        )}
      </Show>
      <Show when={problems().length > 0}>
        <ul class="error">
          <For each={problems()}>
            {(p) => (
              <li>
                {p.path}: {p.message}
              </li>
            )}
          </For>
        </ul>
      </Show>
    </form>
  );
}
