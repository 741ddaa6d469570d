/**
 * Small parts the three magical-girl builder tabs share: the server's problems shown at the field
 * they name, an own entry's sheet edited with the card editor's schema-driven inputs (the same
 * fields, checks and words as the card editor: no second form), and a number box that leaves a
 * value out when it is emptied.
 */
import { createMemo, For, Show } from "solid-js";
import { kindOfEntry } from "../../../../src/build/content-kinds.ts";
import { problemsOf, setAt } from "../../../../src/build/item-model.ts";
import { ownOf, setOwn } from "../../../../src/build/prepare/magical-girl-ops.ts";
import type { PrepAnswer, PrepProblem } from "../../../../src/build/prepare/prep-types.ts";
import { type EditCtx, ObjectFields } from "../../build/editor/field-input.tsx";
import type { PrepProps } from "../prep-tab.ts";
import "../../pages/build-page.css";

/** Whether `path` is `prefix` or lies inside it (`setup.girls[1]` holds `setup.girls[1].pos`). */
export function under(path: string, prefix: string): boolean {
  return (
    path === prefix ||
    (path.startsWith(prefix) && (path[prefix.length] === "." || path[prefix.length] === "["))
  );
}

/** The answer's problems under any of `prefixes`. */
export function problemsUnder(
  answer: PrepAnswer | null,
  prefixes: string[],
  exact = false,
): PrepProblem[] {
  return (answer?.problems ?? []).filter((p) =>
    prefixes.some((x) => (exact ? p.path === x : under(p.path, x))),
  );
}

/** The content paths of an own entry (the scenario's pack, as prep-check names it). */
export function contentPaths(list: string, index: number): string[] {
  return [`content.${list}[${index}]`, `content[0].${list}[${index}]`];
}

/**
 * An input's attributes when the server names its path (`setup.girls[0].hp`): marked invalid and
 * described by the row's problem lines (`problemsId`).
 */
export function invalidAt(answer: () => PrepAnswer | null, path: string, problemsId: string) {
  const bad = () => problemsUnder(answer(), [path]).length > 0;
  // Getters, as field-input.tsx's: a spread is read once, its getters as the answer changes.
  return {
    get "aria-invalid"() {
      return bad() ? ("true" as const) : undefined;
    },
    get "aria-describedby"() {
      return bad() ? problemsId : undefined;
    },
  };
}

/** The server's problems under `prefixes`, as lines (its words, English). */
export function Problems(props: {
  answer: PrepAnswer | null;
  prefixes: string[];
  /** Only problems at exactly these paths (the ones inside are shown at their own rows). */
  exact?: boolean;
  /** The list's id, for the inputs it describes. */
  id?: string;
}) {
  const here = () => problemsUnder(props.answer, props.prefixes, props.exact);
  return (
    <Show when={here().length > 0}>
      <ul class="mgp-problems" id={props.id} data-testid="mg-field-problems" lang="en">
        <For each={here()}>
          {(p) => (
            <li>
              ⚠ <code>{p.path}</code>: {p.message}
            </li>
          )}
        </For>
      </ul>
    </Show>
  );
}

/** A number typed, or undefined when the box is empty or holds no number. */
export function numberOrNone(text: string): number | undefined {
  const t = text.trim();
  if (t === "") return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
}

/**
 * The sheet of own entry number `index` of `list` (a girl, an enemy, a weapon…) with the card
 * editor's inputs: each field of the content schema, checked as it is typed.
 */
export function OwnSheet(props: { p: PrepProps; list: string; index: number }) {
  const value = () => ownOf(props.p.doc(), props.list)[props.index];
  const kind = createMemo(() =>
    value() === undefined ? undefined : kindOfEntry("magical-girl", props.list, value()),
  );
  const problems = createMemo(() =>
    value() === undefined ? [] : problemsOf("magical-girl", { list: props.list, value: value() }),
  );
  const ctx: EditCtx = {
    lang: () => props.p.lang(),
    set: (path, v) => {
      const now = value();
      if (now === undefined) return;
      props.p.setDoc(setOwn(props.p.doc(), props.list, String(now.id), setAt(now, path, v)));
    },
    problems: () => problems(),
    readOnly: () => props.p.readOnly,
  };
  return (
    <Show when={kind()}>
      {(k) => (
        <div class="mgp-sheet be-form" data-testid={`mg-sheet-${props.list}-${props.index}`}>
          <ObjectFields field={k().field} value={value()} path={[]} ctx={ctx} />
          <Problems answer={props.p.answer()} prefixes={contentPaths(props.list, props.index)} />
        </div>
      )}
    </Show>
  );
}
