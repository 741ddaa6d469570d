/**
 * Two settings of a table being made, the same in the lobby and on the prepare page: the
 * table's language (what its log and board speak, which may differ from the page's) and whether
 * spectators may read the players' talk. The labels are the caller's words; the form field names
 * (`lang`, `spectators-talk`) are the same on both pages.
 */
import { For } from "solid-js";
import { LANG_NAMES } from "../i18n.ts";
import { LANGS, type Lang } from "../net/protocol.ts";

/** The table language select: its label, the language chosen and how to change it. */
export function TableLangSelect(props: { label: string; lang: Lang; setLang(lang: Lang): void }) {
  return (
    <label>
      {props.label}{" "}
      <select name="lang" onChange={(e) => props.setLang(e.currentTarget.value as Lang)}>
        <For each={LANGS}>
          {(l) => (
            <option value={l} selected={l === props.lang}>
              {LANG_NAMES[l]}
            </option>
          )}
        </For>
      </select>
    </label>
  );
}

/** The "spectators read the talk" checkbox: its label, whether it is ticked and how to change it. */
export function SpectatorsTalkCheck(props: {
  label: string;
  checked: boolean;
  setChecked(checked: boolean): void;
}) {
  return (
    <label>
      <input
        type="checkbox"
        name="spectators-talk"
        checked={props.checked}
        onChange={(e) => props.setChecked(e.currentTarget.checked)}
      />{" "}
      {props.label}
    </label>
  );
}
