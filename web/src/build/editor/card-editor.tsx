/**
 * The card editor: a pack of a person's own entries for one system — make one of any kind, edit
 * every field the pack schema has (checked as it is typed, with `kassen validate`'s words at the
 * field), see it drawn as a card and, where the rules give odds, its odds; import and export the
 * pack's YAML; save it to the library and continue from the edit link.
 */
import { createEffect, createMemo, createSignal, For, on, onCleanup, Show } from "solid-js";
import { kindOfEntry, kindsOf } from "../../../../src/build/content-kinds.ts";
import {
  blankItem,
  type Item,
  type ItemProblem,
  type Path,
  problemsOf,
  setAt,
} from "../../../../src/build/item-model.ts";
import { type PlacedProblem, placeProblems } from "../../../../src/build/pack-places.ts";
import type { PackDoc } from "../../../../src/build/pack-yaml.ts";
import { packOf } from "../../../../src/build/pack-yaml.ts";
import { MAX_LIBRARY_TITLE_CHARS } from "../../../../src/shared/limits.ts";
import { checkPack } from "../../net/library-api.ts";
import type { Lang } from "../../net/protocol.ts";
import { CardPreview } from "./card-preview.tsx";
import { ew, kindName } from "./editor-words.ts";
import { type EditCtx, ObjectFields } from "./field-input.tsx";
import { OddsPanel } from "./odds-panel.tsx";
import { PackFiles } from "./pack-files.tsx";
import { SavePanel, type SaveState } from "./save-panel.tsx";

/** The entry's name in `lang` (or its id), for the entries list. */
function entryLabel(item: Item, lang: Lang): string {
  const n = item.value.name;
  const s = n !== null && typeof n === "object" ? (n as Record<string, unknown>)[lang] : undefined;
  return typeof s === "string" && s !== "" ? s : String(item.value.id ?? "—");
}

/** The editor of one system's pack. */
export function CardEditor(props: {
  system: string;
  lang: Lang;
  doc: () => PackDoc;
  setDoc: (d: PackDoc) => void;
  save: () => SaveState;
  setSave: (s: SaveState) => void;
}) {
  const kinds = kindsOf(props.system);
  const [selected, setSelected] = createSignal(props.doc().items.length > 0 ? 0 : -1);
  const readOnly = () => props.save().mayEdit === false;
  const item = () => props.doc().items[selected()];
  const kind = () => {
    const it = item();
    return it === undefined ? undefined : kindOfEntry(props.system, it.list, it.value);
  };
  const problems = createMemo<ItemProblem[]>(() => {
    const it = item();
    return it === undefined ? [] : problemsOf(props.system, it);
  });
  const pack = () => packOf(props.doc());
  // The library's check of the whole pack (cross-references: an id a shipped entry has, a deck
  // naming a card), asked a moment after the pack stops changing; the answer to an older pack is
  // dropped.
  const [packProblems, setPackProblems] = createSignal<PlacedProblem[]>([]);
  let checkTimer: ReturnType<typeof setTimeout> | undefined;
  let checkNo = 0;
  onCleanup(() => clearTimeout(checkTimer));
  createEffect(
    on(props.doc, (doc) => {
      clearTimeout(checkTimer);
      const n = ++checkNo;
      if (doc.items.length === 0) return setPackProblems([]);
      checkTimer = setTimeout(() => {
        checkPack(props.system, packOf(doc)).then(
          (found) => {
            if (n === checkNo) setPackProblems(placeProblems(doc.items, found));
          },
          () => {
            // Offline or over the allowance: the entry's own check still runs; saving says more.
          },
        );
      }, 1000);
    }),
  );
  /** The pack problems of the entry being edited that its own check does not already show. */
  const crossProblems = () =>
    packProblems().filter(
      (p) =>
        p.item === selected() &&
        !problems().some((q) => q.path === p.path && q.message === p.message),
    );
  const elsewhere = () => packProblems().filter((p) => p.item === null);
  const entryFlagged = (i: number) => packProblems().some((p) => p.item === i);
  const setItem = (next: Item) => {
    const items = [...props.doc().items];
    items[selected()] = next;
    props.setDoc({ ...props.doc(), items });
  };
  const ctx: EditCtx = {
    lang: () => props.lang,
    set: (path: Path, value: unknown) => {
      const it = item();
      if (it !== undefined) setItem({ ...it, value: setAt(it.value, path, value) });
    },
    problems,
    readOnly,
  };
  const taken = () =>
    new Set(
      props
        .doc()
        .items.map((it) => String(it.value.id ?? ""))
        .filter((s) => s !== ""),
    );
  const make = (kindId: string) => {
    const k = kinds.find((x) => x.id === kindId);
    if (k === undefined) return;
    const items = [...props.doc().items, blankItem(k, taken())];
    props.setDoc({ ...props.doc(), items });
    setSelected(items.length - 1);
    queueMicrotask(() => document.getElementById("be-form-h")?.focus());
  };
  const remove = () => {
    const items = props.doc().items.filter((_, i) => i !== selected());
    props.setDoc({ ...props.doc(), items });
    setSelected(Math.min(selected(), items.length - 1));
  };
  const onImported = (d: PackDoc) => {
    props.setDoc(d);
    setSelected(d.items.length > 0 ? 0 : -1);
  };

  return (
    <div class="be-editor">
      <section class="panel be-entries" aria-labelledby="be-entries-h">
        <div class="be-field">
          <label class="be-label" for="be-pack-name">
            {ew(props.lang, "packName")}
          </label>
          <input
            id="be-pack-name"
            value={props.doc().name ?? ""}
            maxLength={MAX_LIBRARY_TITLE_CHARS}
            disabled={readOnly()}
            onInput={(e) => props.setDoc({ ...props.doc(), name: e.currentTarget.value })}
          />
        </div>
        <h2 id="be-entries-h">{ew(props.lang, "entries")}</h2>
        <Show
          when={props.doc().items.length > 0}
          fallback={<p class="muted">{ew(props.lang, "noEntries")}</p>}
        >
          <ul class="be-entry-list">
            <For each={props.doc().items}>
              {(it, i) => (
                <li>
                  <button
                    type="button"
                    class="be-entry"
                    aria-current={i() === selected() ? "true" : undefined}
                    onClick={() => setSelected(i())}
                  >
                    <Show when={entryFlagged(i())}>
                      <span title={ew(props.lang, "serverCheck")}>⚠ </span>
                    </Show>
                    <bdi>{entryLabel(it, props.lang)}</bdi>{" "}
                    <span class="muted">
                      {kindName(
                        props.lang,
                        kindOfEntry(props.system, it.list, it.value)?.id ?? it.list,
                      )}
                    </span>
                  </button>
                </li>
              )}
            </For>
          </ul>
        </Show>
        <Show when={elsewhere().length > 0}>
          <div class="error" data-testid="pack-problems-elsewhere">
            <p>⚠ {ew(props.lang, "serverCheck")}</p>
            <ul>
              <For each={elsewhere()}>
                {(p) => (
                  <li>
                    <code>{p.path === "" ? "—" : p.path}</code>: {p.message}
                  </li>
                )}
              </For>
            </ul>
          </div>
        </Show>
        <Show when={!readOnly()}>
          <h3>{ew(props.lang, "newEntry")}</h3>
          <div class="be-kinds">
            <For each={kinds}>
              {(k) => (
                <button type="button" data-kind={k.id} onClick={() => make(k.id)}>
                  ＋ {kindName(props.lang, k.id)}
                </button>
              )}
            </For>
          </div>
        </Show>
      </section>

      <Show when={item() !== undefined && kind()}>
        {(k) => (
          <>
            <section class="panel be-form" aria-labelledby="be-form-h">
              <div class="be-form-head">
                <h2 id="be-form-h" tabindex="-1">
                  {kindName(props.lang, k().id)} <code class="muted">{k().list}</code>
                </h2>
                <Show when={!readOnly()}>
                  <button type="button" class="be-remove" onClick={remove}>
                    × {ew(props.lang, "removeEntry")}
                  </button>
                </Show>
              </div>
              {/* Only the count is announced as it changes; the list is there to read. */}
              <div class="be-summary" data-testid="problem-summary">
                <p class="be-summary-line" role="status">
                  <Show
                    when={problems().length > 0}
                    fallback={<span class="be-ok">{ew(props.lang, "ok")}</span>}
                  >
                    <span class="be-bad">
                      {ew(props.lang, "problems", { n: problems().length })}
                    </span>
                  </Show>
                </p>
                <Show when={crossProblems().length > 0}>
                  <p class="be-bad" data-testid="pack-problems">
                    ⚠ {ew(props.lang, "serverCheck")}
                  </p>
                  <ul>
                    <For each={crossProblems()}>
                      {(p) => (
                        <li>
                          <code>{p.path === "" ? "—" : p.path}</code>:{" "}
                          <span lang="en">{p.message}</span>
                        </li>
                      )}
                    </For>
                  </ul>
                </Show>
                <Show when={problems().length > 0}>
                  <ul>
                    <For each={problems()}>
                      {(p) => (
                        <li>
                          <code>{p.path === "" ? "—" : p.path}</code>:{" "}
                          <span lang="en">{p.message}</span>
                        </li>
                      )}
                    </For>
                  </ul>
                </Show>
              </div>
              <div class="be-field be-replaces">
                <input
                  id="be-replaces"
                  type="checkbox"
                  checked={item()?.replaces === true}
                  disabled={readOnly()}
                  onChange={(e) => {
                    const it = item();
                    if (it === undefined) return;
                    const { replaces: _, ...rest } = it;
                    setItem(e.currentTarget.checked ? { ...rest, replaces: true } : rest);
                  }}
                />
                <label for="be-replaces">{ew(props.lang, "replaces")}</label>
              </div>
              <ObjectFields field={k().field} value={item()?.value} path={[]} ctx={ctx} />
            </section>
            <aside class="be-side">
              <section class="panel" aria-labelledby="be-preview-h">
                <h2 id="be-preview-h">{ew(props.lang, "preview")}</h2>
                <CardPreview
                  system={props.system}
                  kindId={k().id}
                  item={item() as Item}
                  lang={props.lang}
                />
              </section>
              <OddsPanel
                system={props.system}
                item={item() as Item}
                pack={pack}
                valid={problems().length === 0}
                lang={props.lang}
              />
            </aside>
          </>
        )}
      </Show>

      <div class="be-bottom">
        <SavePanel
          system={props.system}
          lang={props.lang}
          title={() => props.doc().name?.trim() || props.system}
          pack={() => packOf(props.doc())}
          save={props.save}
          setSave={props.setSave}
        />
        <PackFiles
          system={props.system}
          lang={props.lang}
          doc={props.doc}
          onImported={onImported}
          readOnly={readOnly()}
        />
      </div>
    </div>
  );
}
