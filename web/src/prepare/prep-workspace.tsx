/**
 * One system's prepare page: the prepared battle (new, or a library item opened by its edit or
 * read link), its name and description, the builder tabs and the page's own, the problems the
 * server finds (above every tab), saving to the library and the YAML file. The token of a link stays in the
 * address's fragment, which browsers never send.
 */
import { createEffect, createResource, createSignal, onCleanup, onMount, Show } from "solid-js";
import { newPrep } from "../../../src/build/prepare/prep-new.ts";
import type { PrepDoc, PrepSystem, ShippedContent } from "../../../src/build/prepare/prep-types.ts";
import { prepOfScenario, scenarioOfPrep } from "../../../src/build/prepare/prep-yaml.ts";
import { MAX_TEXT_CHARS } from "../../../src/shared/limits.ts";
import { openedItem, SavePanel, type SaveState } from "../build/editor/save-panel.tsx";
import { loadItem } from "../net/library-api.ts";
import { shippedContent } from "../net/prepare-api.ts";
import type { Lang } from "../net/protocol.ts";
import { PrepDifficulty } from "./prep-difficulty.tsx";
import { PrepFiles } from "./prep-files.tsx";
import { PrepProblems } from "./prep-problems.tsx";
import { createPrepState } from "./prep-state.ts";
import type { PrepProps, PrepTab } from "./prep-tab.ts";
import { PrepTable } from "./prep-table.tsx";
import { PrepTabs } from "./prep-tabs.tsx";
import { pw } from "./prep-words.ts";

/** Each system's builder tabs, loaded with its page only. */
const BUILDERS: Record<PrepSystem, () => Promise<{ TABS: PrepTab[] }>> = {
  "ygo-trpg": () => import("./ygo-trpg/tabs.tsx"),
  "magical-girl": () => import("./magical-girl/tabs.tsx"),
};

/** The page's own tabs, after the builders'. */
const SHELL_TABS: PrepTab[] = [
  { id: "difficulty", label: (l) => pw(l, "tabDifficulty"), Body: PrepDifficulty },
  { id: "table", label: (l) => pw(l, "tabTable"), Body: PrepTable },
];

/** What the address names: the item and its token (`r=`: a read token). */
export interface PrepAddress {
  id: string | null;
  token: string;
  read: boolean;
}

/** The prepare page of one system. */
export function PrepWorkspace(props: { system: PrepSystem; at: PrepAddress; lang: () => Lang }) {
  const state = createPrepState(newPrep(props.system, props.lang()), props.lang);
  const [save, setSave] = createSignal<SaveState>({});
  const [loading, setLoading] = createSignal(props.at.id !== null && props.at.token !== "");
  const [loadError, setLoadError] = createSignal<string | null>(null);
  const [shipped] = createResource<ShippedContent | null, PrepSystem>(
    () => props.system,
    (s) => shippedContent(s),
  );
  const [builders] = createResource(() => BUILDERS[props.system]().then((m) => m.TABS));
  const readOnly = () => save().mayEdit === false;
  const lang = props.lang;

  if (props.at.id !== null && props.at.token !== "") {
    const { token, read } = props.at;
    loadItem(props.at.id, token)
      .then((item) => {
        if (item.kind !== "scenario" || item.system !== props.system)
          throw new Error(pw(lang(), "notScenario", { kind: item.kind, system: item.system }));
        state.resetDoc(prepOfScenario(item.pack, props.system));
        setSave(openedItem(item, token, read));
      })
      .catch((e: Error) => setLoadError(pw(lang(), "loadFailed", { why: e.message })))
      .finally(() => setLoading(false));
  }

  if (props.at.id !== null && props.at.token === "") setLoadError(pw(lang(), "noToken"));

  // Leaving with unsaved changes asks first (the browser's own question).
  const beforeUnload = (e: BeforeUnloadEvent) => {
    if (state.dirty() && !readOnly()) e.preventDefault();
  };
  onMount(() => addEventListener("beforeunload", beforeUnload));
  // The browser's tab names the battle, marked while it has unsaved changes.
  createEffect(() => {
    document.title = `${state.dirty() && !readOnly() ? "● " : ""}${state.doc().name} — Kassen`;
  });
  onCleanup(() => removeEventListener("beforeunload", beforeUnload));

  const body: PrepProps = {
    doc: state.doc,
    setDoc: (next) => {
      if (!readOnly()) state.setDoc(next);
    },
    lang,
    shipped: () => (shipped.state === "ready" ? (shipped() ?? null) : null),
    answer: state.answer,
    get readOnly() {
      return readOnly();
    },
  };
  const tabs = () => [...(builders() ?? []), ...SHELL_TABS];
  // The document last handed to the save panel: saved unchanged, the unsaved mark goes.
  let packed: PrepDoc | null = null;

  return (
    <>
      <div class="prep-docbar">
        <label class="prep-name">
          {pw(lang(), "name")}{" "}
          <input
            name="prep-name"
            value={state.doc().name}
            readOnly={readOnly()}
            maxLength={200}
            onInput={(e) => body.setDoc({ ...state.doc(), name: e.currentTarget.value })}
          />
        </label>
        <label class="prep-description">
          {pw(lang(), "description")}
          <textarea
            name="prep-description"
            value={state.doc().description ?? ""}
            readOnly={readOnly()}
            maxLength={MAX_TEXT_CHARS}
            rows={2}
            onInput={(e) => {
              // An emptied description leaves the scenario without one (not `description: ""`).
              const { description: _, ...rest } = state.doc();
              const text = e.currentTarget.value;
              body.setDoc(text === "" ? rest : { ...rest, description: text });
            }}
          />
        </label>
        <Show when={state.dirty() && !readOnly()}>
          <span class="prep-unsaved" data-testid="prep-unsaved">
            ● {pw(lang(), "unsaved")} — <a href="#be-save-h">{pw(lang(), "toSave")}</a>
          </span>
        </Show>
        <Show when={readOnly()}>
          <span class="tag">{pw(lang(), "readOnlyMark")}</span>
        </Show>
      </div>
      <Show when={loadError()}>
        {(e) => (
          <p class="error" role="alert">
            ⚠ {e()}
          </p>
        )}
      </Show>
      <Show when={shipped.error as Error | undefined}>
        {(e) => (
          <p class="error" role="alert">
            ⚠ {pw(lang(), "shippedFailed", { why: e().message })}
          </p>
        )}
      </Show>
      <Show when={!loading()} fallback={<p class="muted">{pw(lang(), "loading")}</p>}>
        <PrepProblems
          lang={lang()}
          doc={state.doc}
          answer={state.answer}
          error={state.answerError}
          checking={state.checking}
        />
        <Show when={builders.state === "ready" && (builders() ?? []).length === 0}>
          <p class="muted">{pw(lang(), "noBuilders")}</p>
        </Show>
        <Show when={builders.state !== "pending"}>
          <PrepTabs tabs={tabs()} lang={lang()} body={body} />
        </Show>
        <div class="be-bottom prep-bottom">
          <SavePanel
            system={props.system}
            lang={lang()}
            kind="scenario"
            title={() => state.doc().name.trim() || props.system}
            pack={() => {
              packed = state.doc();
              return scenarioOfPrep(packed);
            }}
            save={save}
            setSave={setSave}
            onSaved={() => {
              if (packed === state.doc()) state.setDirty(false);
            }}
            testPrefix="prep-"
          />
          <PrepFiles
            lang={lang()}
            doc={state.doc}
            onImported={(d) => state.setDoc(d)}
            readOnly={readOnly()}
          />
        </div>
      </Show>
    </>
  );
}
