/**
 * One fighter's row in the party and encounter tabs: a girl's and an enemy's rows differ only in
 * their legend and first line (girl and side, or enemy and group); the rest — the sheet's numbers,
 * what she starts with, editing her sheet, her problems — is this one part.
 */
import { For, type JSX } from "solid-js";
import {
  type Current,
  entriesOf,
  type Fighter,
  isOwn,
  nameIn,
} from "../../../../src/build/prepare/magical-girl-ops.ts";
import type { PrepDoc } from "../../../../src/build/prepare/prep-types.ts";
import type { PrepProps } from "../prep-tab.ts";
import { CurrentFields } from "./current-fields.tsx";
import { invalidAt, Problems } from "./prep-parts.tsx";
import { pw } from "./prep-words.ts";
import { SheetToggle, statsLine } from "./sheet-toggle.tsx";

/** A fighter's row; `children` is its first line (the inputs naming who fights). */
export function FighterRow(props: {
  p: PrepProps;
  /** `data-testid` of the row (`mg-girl-p1`, `mg-enemy-0`). */
  testid: string;
  legend: JSX.Element;
  children: JSX.Element;
  list: "girls" | "enemies";
  /** The sheet's id and the sheet (own or shipped; undefined when the id names none). */
  id: string;
  sheet: Record<string, unknown> | undefined;
  /** Who she is in the setup, and her entry. */
  who: Fighter;
  entry: Current;
  set: (patch: Partial<Current>) => void;
  /** `doc` with this fighter playing sheet `id` (a copy made the KP's own). */
  use: (doc: PrepDoc, id: string) => PrepDoc;
  /** Unique key of the inputs (`p1`, `e0`), the entry's scenario path and its problems' id. */
  key: string;
  at: string;
  problemsId: string;
}) {
  const lang = () => props.p.lang();
  return (
    <fieldset class="mgp-row" data-testid={props.testid}>
      <legend>{props.legend}</legend>
      <div class="mgp-line">{props.children}</div>
      <p class="muted mgp-stats">{statsLine(lang, props.sheet)}</p>
      <CurrentFields
        p={props.p}
        key={props.key}
        who={props.who}
        entry={props.entry}
        full={
          props.sheet === undefined
            ? undefined
            : { hp: Number(props.sheet.hp), mp: Number(props.sheet.mp ?? 0) }
        }
        set={props.set}
        at={props.at}
        problemsId={props.problemsId}
      />
      <SheetToggle p={props.p} list={props.list} id={props.id} use={props.use} />
      <Problems answer={props.p.answer()} prefixes={[props.at]} id={props.problemsId} />
    </fieldset>
  );
}

/** Who a row's fighter is: a select of every sheet of `list` (the KP's own marked). */
export function SheetSelect(props: {
  p: PrepProps;
  list: "girls" | "enemies";
  label: string;
  /** The select's id and name, its value, and the scenario path its problems name. */
  id: string;
  name: string;
  value: string;
  at: string;
  problemsId: string;
  onChange: (id: string) => void;
}) {
  const lang = () => props.p.lang();
  const doc = () => props.p.doc();
  return (
    <div class="mgp-inline">
      <label for={props.id}>{props.label}</label>
      <select
        id={props.id}
        name={props.name}
        {...invalidAt(props.p.answer, props.at, props.problemsId)}
        disabled={props.p.readOnly}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        <For each={entriesOf(doc(), props.p.shipped(), props.list)}>
          {(x) => (
            <option value={String(x.id)} selected={x.id === props.value}>
              {nameIn(x, lang())}
              {isOwn(doc(), props.list, String(x.id)) ? ` (${pw(lang(), "own")})` : ""}
            </option>
          )}
        </For>
      </select>
    </div>
  );
}
