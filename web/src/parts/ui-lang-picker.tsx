/**
 * The page header's language picker (the lobby, the library, the build page): the reader's
 * language for every word of the page, kept by `setUiLang`.
 */
import { For, Show } from "solid-js";
import { LANG_NAMES, setUiLang, uiLang } from "../i18n.ts";
import { LANGS, type Lang } from "../net/protocol.ts";

/**
 * A select of the three languages; `label` shown before it, or to screen readers only; `current`:
 * the page's language when it is not `uiLang()` (a page with a language of its own, `uiLangOr`).
 */
export function UiLangPicker(props: { label: string; labelHidden?: boolean; current?: Lang }) {
  return (
    <label>
      <Show when={props.labelHidden} fallback={<>{props.label} </>}>
        <span class="sr-only">{props.label}</span>
      </Show>
      <select onChange={(e) => setUiLang(e.currentTarget.value as Lang)}>
        <For each={LANGS}>
          {(l) => (
            <option value={l} selected={l === (props.current ?? uiLang())}>
              {LANG_NAMES[l]}
            </option>
          )}
        </For>
      </select>
    </label>
  );
}
