/**
 * A card of the GM's own (a NEW monster made in the encounter builder), edited with the card
 * editor's schema-driven inputs (ObjectFields) and drawn by its preview — the very form of
 * /build, not a second one. Its id is fixed (the lists and decks name it); deleting it takes it
 * out of every list that holds it.
 */
import { Show } from "solid-js";
import type { ObjectField } from "../../../../src/build/field-model.ts";
import type { Item } from "../../../../src/build/item-model.ts";
import { ownEntry, removeOwnEntry } from "../../../../src/build/prepare/ygo-trpg-ops.ts";
import { CardPreview } from "../../build/editor/card-preview.tsx";
import { ObjectFields } from "../../build/editor/field-input.tsx";
import type { PrepProps } from "../prep-tab.ts";
import { nameOf } from "./catalog.ts";
import { entryCtx, kindOfOwn } from "./entry-ctx.ts";
import { pw } from "./prep-words.ts";
import "../../pages/build-page.css";

/** The entry's fields the form shows: all but its id and its type (both fixed here). */
function editable(field: ObjectField): ObjectField {
  return { ...field, slots: field.slots.filter((s) => s.key !== "id" && s.key !== "type") };
}

/** The editor of own card `id`; `onClose` when it is closed or deleted. */
export function OwnCardEditor(props: { p: PrepProps; id: string; onClose: () => void }) {
  const lang = () => props.p.lang();
  const entry = () => ownEntry(props.p.doc(), "cards", props.id);
  const headId = () => `yp-card-${props.id}-h`;
  return (
    <Show when={entry() !== undefined && kindOfOwn(props.p, "cards", props.id)}>
      {(kind) => (
        <section class="panel yp-card-editor" data-own-card={props.id} aria-labelledby={headId()}>
          <div class="yp-head">
            <h3 id={headId()} tabindex="-1">
              {pw(lang(), "editCard", { name: nameOf(entry(), lang(), props.id) })}{" "}
              <code class="muted">{props.id}</code>
            </h3>
            <button type="button" onClick={() => props.onClose()}>
              {pw(lang(), "closeEditor")}
            </button>
          </div>
          <div class="yp-card-cols">
            <div class="yp-card-form">
              <ObjectFields
                field={editable(kind().field)}
                value={entry()}
                path={[`card-${props.id}`]}
                ctx={entryCtx(props.p, "cards", props.id, `card-${props.id}`)}
              />
            </div>
            <CardPreview
              system="ygo-trpg"
              kindId={kind().id}
              item={{ list: "cards", value: entry() } as Item}
              lang={lang()}
            />
          </div>
          <Show when={!props.p.readOnly}>
            <button
              type="button"
              class="yp-remove"
              onClick={() => {
                props.p.setDoc(removeOwnEntry(props.p.doc(), "cards", props.id));
                props.onClose();
              }}
            >
              × {pw(lang(), "removeCard")}
            </button>
          </Show>
        </section>
      )}
    </Show>
  );
}
