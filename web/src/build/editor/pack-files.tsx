/**
 * Import and export of the pack as YAML: a file (or pasted text) read within the pack limits
 * into the editor, every entry kept (what the editor does not edit, such as decks, goes back
 * out untouched); the download is the text `kassen validate` and `--content` read.
 */
import { createSignal, Show } from "solid-js";
import { docOfYaml, type PackDoc, packYaml } from "../../../../src/build/pack-yaml.ts";
import { MAX_PACK_BYTES } from "../../../../src/shared/limits.ts";
import type { Lang } from "../../net/protocol.ts";
import { ew } from "./editor-words.ts";

/** The import/export panel. */
export function PackFiles(props: {
  system: string;
  lang: Lang;
  doc: () => PackDoc;
  onImported: (d: PackDoc) => void;
  readOnly: boolean;
}) {
  const [pasted, setPasted] = createSignal("");
  const [said, setSaid] = createSignal<{ ok: boolean; text: string } | null>(null);
  const load = (text: string) => {
    try {
      const d = docOfYaml(text, props.system);
      props.onImported(d);
      setSaid({ ok: true, text: ew(props.lang, "imported", { n: d.items.length }) });
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      setSaid({ ok: false, text: ew(props.lang, "importFailed", { why }) });
    }
  };
  const onFile = async (e: Event & { currentTarget: HTMLInputElement }) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = "";
    if (file === undefined) return;
    // Told by its size before it is read, as the server and the CLI do.
    if (file.size > MAX_PACK_BYTES) {
      load("x".repeat(MAX_PACK_BYTES + 1));
      return;
    }
    load(await file.text());
  };
  const download = () => {
    const blob = new Blob([packYaml(props.doc())], { type: "application/yaml" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${(props.doc().name ?? "").replace(/[^\w-]+/g, "-") || props.system}-pack.yaml`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };
  return (
    <section class="panel be-files" aria-labelledby="be-files-h">
      <h2 id="be-files-h">{ew(props.lang, "importExport")}</h2>
      <button type="button" data-testid="export-yaml" onClick={download}>
        ⬇ {ew(props.lang, "exportYaml")}
      </button>
      <Show when={!props.readOnly}>
        <div class="be-field">
          <label class="be-label" for="be-import-file">
            {ew(props.lang, "importFile")}
          </label>
          <input id="be-import-file" type="file" accept=".yaml,.yml,.json" onChange={onFile} />
        </div>
        <div class="be-field">
          <label class="be-label" for="be-paste">
            {ew(props.lang, "pasteYaml")}
          </label>
          <textarea
            id="be-paste"
            rows={4}
            value={pasted()}
            onInput={(e) => setPasted(e.currentTarget.value)}
          />
        </div>
        <button type="button" data-testid="import-pasted" onClick={() => load(pasted())}>
          {ew(props.lang, "importPasted")}
        </button>
      </Show>
      <Show when={said()}>
        {(s) => (
          <p class={s().ok ? "be-ok" : "error"} role="status">
            {s().ok ? "" : "⚠ "}
            {s().text}
          </p>
        )}
      </Show>
    </section>
  );
}
