/**
 * One fighter's row in the party and encounter tabs: a girl's and an enemy's rows differ only in
 * their legend and first line (girl and side, or enemy and group); the rest — the sheet's numbers,
 * what she starts with, editing her sheet, her problems — is this one part.
 */
import type { JSX } from "solid-js";
import type { Current, Fighter } from "../../../../src/build/prepare/magical-girl-ops.ts";
import type { PrepDoc } from "../../../../src/build/prepare/prep-types.ts";
import type { PrepProps } from "../prep-tab.ts";
import { CurrentFields } from "./current-fields.tsx";
import { Problems } from "./prep-parts.tsx";
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
