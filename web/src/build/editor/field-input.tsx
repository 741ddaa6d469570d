/**
 * One field of an entry as inputs, drawn from its field tree (src/build/field-model.ts): a text
 * or number box, a select for a choice, a checkbox, three boxes for a name in ja/zh/en, a group
 * for a mapping, a list with add/remove, a tagged form's select (an effect's `do:`) with the
 * chosen form's fields. The schema's problem at a field is shown beside it (and named by the
 * input's aria-describedby).
 */
import { For, Index, Match, Show, Switch } from "solid-js";
import type { Field, ObjectField, Slot, UnionField } from "../../../../src/build/field-model.ts";
import { formOf } from "../../../../src/build/field-model.ts";
import {
  blankOf,
  getAt,
  type ItemProblem,
  type Path,
  pathText,
  problemsAt,
  switchForm,
} from "../../../../src/build/item-model.ts";
import type { Lang } from "../../net/protocol.ts";
import { ew, fieldWord } from "./editor-words.ts";

/** What every field needs from the editor. */
export interface EditCtx {
  lang: () => Lang;
  /** Writes `value` at `path` of the entry (undefined leaves the key out). */
  set: (path: Path, value: unknown) => void;
  problems: () => readonly ItemProblem[];
  /** Read-only (a read link): inputs are shown disabled. */
  readOnly: () => boolean;
}

/** The DOM id of a path's input. */
export function inputId(path: Path): string {
  return `fld-${pathText(path).replace(/[^A-Za-z0-9_-]+/g, "_")}`;
}

/** The problems at a path, as lines beside the field. */
function ProblemLines(props: { path: Path; ctx: EditCtx }) {
  const here = () => problemsAt(props.ctx.problems(), props.path);
  return (
    <Show when={here().length > 0}>
      <span
        class="be-problem"
        id={`${inputId(props.path)}-problem`}
        data-path={pathText(props.path)}
      >
        <For each={here()}>{(p) => <span>⚠ {p.message}</span>}</For>
      </span>
    </Show>
  );
}

/** Attributes linking an input to its problem line. */
function described(path: Path, ctx: EditCtx) {
  const bad = () => problemsAt(ctx.problems(), path).length > 0;
  return {
    get "aria-invalid"() {
      return bad() ? ("true" as const) : undefined;
    },
    get "aria-describedby"() {
      return bad() ? `${inputId(path)}-problem` : undefined;
    },
  };
}

/** A number typed: the number, or the text itself when it is none (the check then says so). */
function numberOf(text: string): unknown {
  const t = text.trim();
  if (t === "") return "";
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

/** A field's label: the pack's key, and a word of the page's language when one is known. */
export function Label(props: { key: string; lang: Lang; for?: string }) {
  const word = () => fieldWord(props.lang, props.key);
  return (
    <label class="be-label" for={props.for}>
      <code>{props.key}</code>
      <Show when={word()}>{(w) => <span class="muted"> {w()}</span>}</Show>
    </label>
  );
}

/** A leaf input (text, number, choice, bool, const), labelled. */
function Leaf(props: { field: Field; value: unknown; path: Path; label: string; ctx: EditCtx }) {
  const id = () => inputId(props.path);
  const set = (v: unknown) => props.ctx.set(props.path, v);
  return (
    <div class="be-field">
      <Label key={props.label} lang={props.ctx.lang()} for={id()} />
      <Switch>
        <Match when={props.field.kind === "text" && props.field}>
          {(f) => (
            <input
              id={id()}
              value={typeof props.value === "string" ? props.value : String(props.value ?? "")}
              maxLength={(f().max ?? 10_000) + 1}
              disabled={props.ctx.readOnly()}
              onInput={(e) => set(e.currentTarget.value)}
              {...described(props.path, props.ctx)}
            />
          )}
        </Match>
        <Match when={props.field.kind === "number" && props.field}>
          {(f) => (
            <input
              id={id()}
              type="text"
              inputMode={f().int ? "numeric" : "decimal"}
              class="be-num"
              value={props.value === undefined ? "" : String(props.value)}
              disabled={props.ctx.readOnly()}
              onInput={(e) => set(numberOf(e.currentTarget.value))}
              {...described(props.path, props.ctx)}
            />
          )}
        </Match>
        <Match when={props.field.kind === "choice" && props.field}>
          {(f) => (
            <select
              id={id()}
              disabled={props.ctx.readOnly()}
              onChange={(e) => set(e.currentTarget.value)}
              {...described(props.path, props.ctx)}
            >
              <Show when={!f().options.includes(String(props.value))}>
                <option value="" selected>
                  {String(props.value ?? "")}
                </option>
              </Show>
              <For each={f().options}>
                {(o) => (
                  <option value={o} selected={o === props.value}>
                    {o}
                  </option>
                )}
              </For>
            </select>
          )}
        </Match>
        <Match when={props.field.kind === "bool"}>
          <input
            id={id()}
            type="checkbox"
            checked={props.value === true}
            disabled={props.ctx.readOnly()}
            onChange={(e) => set(e.currentTarget.checked)}
            {...described(props.path, props.ctx)}
          />
        </Match>
        <Match when={props.field.kind === "const" && props.field}>
          {(f) => (
            <output id={id()} class="be-const">
              {String(f().value)}
            </output>
          )}
        </Match>
      </Switch>
      <ProblemLines path={props.path} ctx={props.ctx} />
    </div>
  );
}

/** A name or text in the three languages: three boxes. */
function Localized(props: {
  value: unknown;
  path: Path;
  label: string;
  ctx: EditCtx;
  long: boolean;
}) {
  const langs = [
    ["ja", "languageJa"],
    ["zh", "languageZh"],
    ["en", "languageEn"],
  ] as const;
  const get = (l: string) => {
    const v = getAt(props.value, [l]);
    return typeof v === "string" ? v : "";
  };
  return (
    <fieldset class="be-group be-localized">
      <legend>
        <code>{props.label}</code>
        <Show when={fieldWord(props.ctx.lang(), props.label)}>
          {(w) => <span class="muted"> {w()}</span>}
        </Show>
      </legend>
      <For each={langs}>
        {([l, word]) => {
          const path = [...props.path, l];
          return (
            <div class="be-field">
              <label class="be-label" for={inputId(path)}>
                {l} <span class="muted">{ew(props.ctx.lang(), word)}</span>
              </label>
              <Show
                when={props.long}
                fallback={
                  <input
                    id={inputId(path)}
                    lang={l}
                    dir="auto"
                    value={get(l)}
                    disabled={props.ctx.readOnly()}
                    onInput={(e) => props.ctx.set(path, e.currentTarget.value)}
                    {...described(path, props.ctx)}
                  />
                }
              >
                <textarea
                  id={inputId(path)}
                  lang={l}
                  dir="auto"
                  rows={2}
                  value={get(l)}
                  disabled={props.ctx.readOnly()}
                  onInput={(e) => props.ctx.set(path, e.currentTarget.value)}
                  {...described(path, props.ctx)}
                />
              </Show>
              <ProblemLines path={path} ctx={props.ctx} />
            </div>
          );
        }}
      </For>
      <ProblemLines path={props.path} ctx={props.ctx} />
    </fieldset>
  );
}

/** The keys of a mapping, each as its field; optional keys can be added and left out. */
export function ObjectFields(props: {
  field: ObjectField;
  value: unknown;
  path: Path;
  ctx: EditCtx;
  /** A key not to draw (a union's tag, drawn as its select). */
  skip?: string;
}) {
  return (
    <For each={props.field.slots.filter((s) => s.key !== props.skip)}>
      {(slot) => <SlotView slot={slot} value={props.value} path={props.path} ctx={props.ctx} />}
    </For>
  );
}

/** One key of a mapping: its value (or default) as a field, with add/leave-out for optional ones. */
function SlotView(props: { slot: Slot; value: unknown; path: Path; ctx: EditCtx }) {
  const path = () => [...props.path, props.slot.key];
  const own = () => getAt(props.value, [props.slot.key]);
  const present = () => own() !== undefined;
  const shown = () => (present() ? own() : props.slot.default);
  const lang = () => props.ctx.lang();
  return (
    <Show
      when={present() || !props.slot.optional}
      fallback={
        <div class="be-field be-absent">
          <button
            type="button"
            class="be-add"
            disabled={props.ctx.readOnly()}
            onClick={() => props.ctx.set(path(), blankOf(props.slot.field))}
          >
            ＋ {ew(lang(), "addKey", { key: props.slot.key })}
          </button>
          <Show when={fieldWord(lang(), props.slot.key)}>
            {(w) => <span class="muted"> {w()}</span>}
          </Show>
        </div>
      }
    >
      <div
        class="be-slot"
        classList={{ "be-defaulted": !present() && props.slot.default !== undefined }}
      >
        <FieldView
          field={props.slot.field}
          value={shown()}
          path={path()}
          label={props.slot.key}
          ctx={props.ctx}
        />
        <Show when={!present() && props.slot.default !== undefined}>
          <span class="be-hint muted">
            {ew(lang(), "defaultIs", { v: JSON.stringify(props.slot.default) })}
          </span>
        </Show>
        <Show when={props.slot.optional && present()}>
          <button
            type="button"
            class="be-remove"
            disabled={props.ctx.readOnly()}
            onClick={() => props.ctx.set(path(), undefined)}
          >
            × {ew(lang(), "removeKey", { key: props.slot.key })}
          </button>
        </Show>
      </div>
    </Show>
  );
}

/** A tagged form (an effect): a select of its tag, then the chosen form's fields. */
function UnionView(props: {
  field: UnionField;
  value: unknown;
  path: Path;
  label: string;
  ctx: EditCtx;
}) {
  const form = () => formOf(props.field, props.value);
  const tagPath = () => [...props.path, props.field.key];
  const id = () => inputId(tagPath());
  const tag = () => String(getAt(props.value, [props.field.key]) ?? "");
  return (
    <fieldset class="be-group be-union">
      <legend>
        <code>{props.label}</code>
      </legend>
      <div class="be-field">
        <Label key={props.field.key} lang={props.ctx.lang()} for={id()} />
        <select
          id={id()}
          data-union-key={props.field.key}
          disabled={props.ctx.readOnly()}
          onChange={(e) =>
            props.ctx.set(props.path, switchForm(props.field, props.value, e.currentTarget.value))
          }
          {...described(tagPath(), props.ctx)}
        >
          <Show when={form() === undefined}>
            <option value="" selected>
              {tag()}
            </option>
          </Show>
          <For each={props.field.forms.flatMap((f) => f.tags)}>
            {(t) => (
              <option value={t} selected={t === tag()}>
                {t}
              </option>
            )}
          </For>
        </select>
        <ProblemLines path={tagPath()} ctx={props.ctx} />
      </div>
      <Show when={form()?.description}>{(d) => <p class="be-hint muted">{d()}</p>}</Show>
      <Show when={form()} keyed>
        {(f) => (
          <ObjectFields
            field={f.field}
            value={props.value}
            path={props.path}
            ctx={props.ctx}
            skip={props.field.key}
          />
        )}
      </Show>
      <ProblemLines path={props.path} ctx={props.ctx} />
    </fieldset>
  );
}

/** A list: each item as its field with a remove button, and an add button. */
function ListView(props: {
  field: Extract<Field, { kind: "list" }>;
  value: unknown;
  path: Path;
  label: string;
  ctx: EditCtx;
}) {
  const items = () => (Array.isArray(props.value) ? props.value : []);
  const lang = () => props.ctx.lang();
  return (
    <fieldset class="be-group be-list">
      <legend>
        <code>{props.label}</code>
        <Show when={fieldWord(lang(), props.label)}>
          {(w) => <span class="muted"> {w()}</span>}
        </Show>
      </legend>
      {/* By index, not by value: each keystroke makes a new value, and a row drawn anew
          would take the focus from the box being typed in. */}
      <Index each={items()}>
        {(item, i) => (
          <div class="be-list-item">
            <FieldView
              field={props.field.of}
              value={item()}
              path={[...props.path, i]}
              label={`${props.label}[${i}]`}
              ctx={props.ctx}
            />
            <button
              type="button"
              class="be-remove"
              disabled={props.ctx.readOnly()}
              aria-label={ew(lang(), "removeItem", { key: props.label, n: i + 1 })}
              onClick={() =>
                props.ctx.set(
                  props.path,
                  items().filter((_, j) => j !== i),
                )
              }
            >
              × {ew(lang(), "remove")}
            </button>
          </div>
        )}
      </Index>
      <button
        type="button"
        class="be-add"
        disabled={props.ctx.readOnly()}
        onClick={() => props.ctx.set(props.path, [...items(), blankOf(props.field.of)])}
      >
        ＋ {ew(lang(), "addItem", { key: props.label })}
      </button>
      <ProblemLines path={props.path} ctx={props.ctx} />
    </fieldset>
  );
}

/** A mapping of any key to a value (skills → percent, card → copies): rows of key and value. */
function MapView(props: {
  field: Extract<Field, { kind: "map" }>;
  value: unknown;
  path: Path;
  label: string;
  ctx: EditCtx;
}) {
  const entries = () =>
    props.value !== null && typeof props.value === "object" && !Array.isArray(props.value)
      ? Object.entries(props.value as Record<string, unknown>)
      : [];
  const lang = () => props.ctx.lang();
  /** The mapping with key `i` renamed to `key` (order kept). */
  const renamed = (i: number, key: string) =>
    Object.fromEntries(entries().map(([k, v], j) => (j === i ? [key, v] : [k, v])));
  return (
    <fieldset class="be-group be-map">
      <legend>
        <code>{props.label}</code>
        <Show when={fieldWord(lang(), props.label)}>
          {(w) => <span class="muted"> {w()}</span>}
        </Show>
      </legend>
      <Index each={entries()}>
        {(entry, i) => (
          <div class="be-list-item be-map-row">
            <div class="be-field">
              <label class="be-label" for={`${inputId(props.path)}-key-${i}`}>
                {ew(lang(), "mapKey")}
              </label>
              <input
                id={`${inputId(props.path)}-key-${i}`}
                value={entry()[0]}
                disabled={props.ctx.readOnly()}
                onChange={(e) => props.ctx.set(props.path, renamed(i, e.currentTarget.value))}
              />
            </div>
            <FieldView
              field={props.field.value}
              value={entry()[1]}
              path={[...props.path, entry()[0]]}
              label={entry()[0]}
              ctx={props.ctx}
            />
            <button
              type="button"
              class="be-remove"
              disabled={props.ctx.readOnly()}
              aria-label={ew(lang(), "removeItem", { key: props.label, n: i + 1 })}
              onClick={() => props.ctx.set([...props.path, entry()[0]], undefined)}
            >
              × {ew(lang(), "remove")}
            </button>
          </div>
        )}
      </Index>
      <button
        type="button"
        class="be-add"
        disabled={props.ctx.readOnly()}
        onClick={() => {
          const taken = new Set(entries().map(([k]) => k));
          let n = entries().length + 1;
          while (taken.has(`key-${n}`)) n++;
          props.ctx.set([...props.path, `key-${n}`], blankOf(props.field.value));
        }}
      >
        ＋ {ew(lang(), "addItem", { key: props.label })}
      </button>
      <ProblemLines path={props.path} ctx={props.ctx} />
    </fieldset>
  );
}

/** An untagged union (a number or `roll`): a select of the form, then its input. */
function EitherView(props: {
  field: Extract<Field, { kind: "either" }>;
  value: unknown;
  path: Path;
  label: string;
  ctx: EditCtx;
}) {
  const fits = (f: Field, v: unknown) =>
    f.kind === "const"
      ? v === f.value
      : f.kind === "number"
        ? typeof v === "number"
        : f.kind === "text"
          ? typeof v === "string"
          : true;
  const index = () =>
    Math.max(
      0,
      props.field.forms.findIndex((f) => fits(f, props.value)),
    );
  const formLabel = (f: Field) => (f.kind === "const" ? String(f.value) : f.kind);
  return (
    <div class="be-either">
      <select
        aria-label={`${props.label}: ${props.field.forms.map(formLabel).join(" / ")}`}
        disabled={props.ctx.readOnly()}
        onChange={(e) =>
          props.ctx.set(props.path, blankOf(props.field.forms[Number(e.currentTarget.value)]))
        }
      >
        <For each={props.field.forms}>
          {(f, i) => (
            <option value={i()} selected={i() === index()}>
              {formLabel(f)}
            </option>
          )}
        </For>
      </select>
      <Show when={props.field.forms[index()]} keyed>
        {(f) => (
          <FieldView
            field={f}
            value={props.value}
            path={props.path}
            label={props.label}
            ctx={props.ctx}
          />
        )}
      </Show>
    </div>
  );
}

/** Any field. */
export function FieldView(props: {
  field: Field;
  value: unknown;
  path: Path;
  label: string;
  ctx: EditCtx;
}) {
  return (
    <Switch fallback={<Leaf {...props} />}>
      <Match when={props.field.kind === "localized"}>
        <Localized
          value={props.value}
          path={props.path}
          label={props.label}
          ctx={props.ctx}
          long={
            (props.field as { max?: number }).max !== undefined &&
            ((props.field as { max?: number }).max ?? 0) > 200
          }
        />
      </Match>
      <Match when={props.field.kind === "object" && props.field}>
        {(f) => (
          <fieldset class="be-group">
            <legend>
              <code>{props.label}</code>
              <Show when={fieldWord(props.ctx.lang(), props.label)}>
                {(w) => <span class="muted"> {w()}</span>}
              </Show>
            </legend>
            <ObjectFields field={f()} value={props.value} path={props.path} ctx={props.ctx} />
            <ProblemLines path={props.path} ctx={props.ctx} />
          </fieldset>
        )}
      </Match>
      <Match when={props.field.kind === "union" && props.field}>
        {(f) => (
          <UnionView
            field={f()}
            value={props.value}
            path={props.path}
            label={props.label}
            ctx={props.ctx}
          />
        )}
      </Match>
      <Match when={props.field.kind === "list" && props.field}>
        {(f) => (
          <ListView
            field={f()}
            value={props.value}
            path={props.path}
            label={props.label}
            ctx={props.ctx}
          />
        )}
      </Match>
      <Match when={props.field.kind === "map" && props.field}>
        {(f) => (
          <MapView
            field={f()}
            value={props.value}
            path={props.path}
            label={props.label}
            ctx={props.ctx}
          />
        )}
      </Match>
      <Match when={props.field.kind === "either" && props.field}>
        {(f) => (
          <EitherView
            field={f()}
            value={props.value}
            path={props.path}
            label={props.label}
            ctx={props.ctx}
          />
        )}
      </Match>
    </Switch>
  );
}
