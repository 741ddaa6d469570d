/**
 * Import and export of a document as a YAML file: a download of its text, and a file (or pasted
 * text) read back — told by its size before it is read, as the server and the CLI do; a file that
 * cannot be read is one line naming the place inside it, and the document stays as it was. The
 * card editor's pack (build/editor/pack-files.tsx) and the prepare page's scenario use it.
 */
import { createSignal, Show } from "solid-js";
import { ew } from "../build/editor/editor-words.ts";
import type { Lang } from "../net/protocol.ts";

/** The hooks of one use: element ids (unique on the page) and test ids. */
export interface YamlFilesIds {
  /** The section's heading id. */
  heading: string;
  /** The download button's test id. */
  export: string;
  /** The file input's id and name. */
  file: string;
  /** The paste box's id. */
  paste: string;
  /** The "import the pasted text" button's test id. */
  importPasted: string;
}

/**
 * The hooks named after one prefix: `<p>files-h`, `<p>export`, `<p>import`, `<p>paste`,
 * `<p>import-pasted` (the prepare page's are `prep-…`; the card editor keeps its older names).
 */
export function yamlFilesIds(prefix: string): YamlFilesIds {
  return {
    heading: `${prefix}files-h`,
    export: `${prefix}export`,
    file: `${prefix}import`,
    paste: `${prefix}paste`,
    importPasted: `${prefix}import-pasted`,
  };
}

/** The import/export panel's props. */
export interface YamlFilesProps {
  lang: Lang;
  heading: string;
  /** The file downloaded now: its name and text. */
  file: () => { name: string; text: string };
  /** Reads a file's text into the document: the line saying what was read; throws one line. */
  read: (text: string) => string;
  /** Largest file read (bytes). */
  maxBytes: number;
  readOnly: boolean;
  ids: YamlFilesIds;
}

/** Downloads `text` as a file named `name`. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/yaml" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a title: letters and digits kept, the rest as `-` (`fallback` when none). */
export function yamlFileName(title: string, fallback: string): string {
  const base = title
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
  return `${(base || fallback).slice(0, 60)}.yaml`;
}

/** The import/export panel. */
export function YamlFiles(props: YamlFilesProps) {
  const [pasted, setPasted] = createSignal("");
  const [said, setSaid] = createSignal<{ ok: boolean; text: string } | null>(null);
  const load = (text: string) => {
    try {
      setSaid({ ok: true, text: props.read(text) });
    } catch (err) {
      const why = (err instanceof Error ? err.message : String(err)).split("\n")[0];
      setSaid({ ok: false, text: ew(props.lang, "importFailed", { why }) });
    }
  };
  const onFile = async (e: Event & { currentTarget: HTMLInputElement }) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = "";
    if (file === undefined) return;
    if (file.size > props.maxBytes) {
      load("x".repeat(props.maxBytes + 1));
      return;
    }
    load(await file.text());
  };
  return (
    <section class="panel be-files" aria-labelledby={props.ids.heading}>
      <h2 id={props.ids.heading}>{props.heading}</h2>
      <button
        type="button"
        data-testid={props.ids.export}
        onClick={() => {
          const f = props.file();
          downloadText(f.name, f.text);
        }}
      >
        ⬇ {ew(props.lang, "exportYaml")}
      </button>
      <Show when={!props.readOnly}>
        <div class="be-field">
          <label class="be-label" for={props.ids.file}>
            {ew(props.lang, "importFile")}
          </label>
          <input
            id={props.ids.file}
            name={props.ids.file}
            type="file"
            accept=".yaml,.yml,.json"
            onChange={onFile}
          />
        </div>
        <div class="be-field">
          <label class="be-label" for={props.ids.paste}>
            {ew(props.lang, "pasteYaml")}
          </label>
          <textarea
            id={props.ids.paste}
            rows={4}
            value={pasted()}
            onInput={(e) => setPasted(e.currentTarget.value)}
          />
        </div>
        <button type="button" data-testid={props.ids.importPasted} onClick={() => load(pasted())}>
          {ew(props.lang, "importPasted")}
        </button>
      </Show>
      <Show when={said()}>
        {(s) => (
          <p
            class={s().ok ? "be-ok" : "error"}
            role="status"
            data-testid={`${props.ids.export}-said`}
          >
            {s().ok ? "" : "⚠ "}
            {s().text}
          </p>
        )}
      </Show>
    </section>
  );
}
