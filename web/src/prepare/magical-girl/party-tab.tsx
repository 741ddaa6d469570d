/**
 * The party builder: the girls at seats p1…p5 — a shipped girl or one of the KP's own (her sheet:
 * STR/AGI/DEF/size, HP/MP/DP cap, skills, weapons, abilities, traits, edited with the card
 * editor's inputs), her side in a PvP mode, what she starts with (HP, MP, wound, position, items
 * carried) — and the KP's own weapons, abilities, items, skills and traits her sheet may name.
 */
import { createSignal, For, Index, Show } from "solid-js";
import { kindsOf } from "../../../../src/build/content-kinds.ts";
import { blankItem } from "../../../../src/build/item-model.ts";
import {
  addGirl,
  addOwn,
  addOwnGirl,
  entriesOf,
  entryOf,
  freeSeats,
  type GirlEntry,
  isOwn,
  isPvp,
  nameIn,
  ownOf,
  removeGirl,
  removeOwn,
  setGirl,
  setupOf,
  usesOf,
} from "../../../../src/build/prepare/magical-girl-ops.ts";
import { mw } from "../../boards/magical-girl/words.ts";
import { kindName } from "../../build/editor/editor-words.ts";
import type { PrepProps } from "../prep-tab.ts";
import { FighterRow, SheetSelect } from "./fighter-row.tsx";
import { invalidAt, OwnSheet, Problems } from "./prep-parts.tsx";
import { pw } from "./prep-words.ts";

/** One girl's row. */
function GirlRow(props: { p: PrepProps; girl: GirlEntry; index: number }) {
  const lang = () => props.p.lang();
  const doc = () => props.p.doc();
  const setup = () => setupOf(doc());
  const sheet = () => entryOf(doc(), props.p.shipped(), "girls", props.girl.girl);
  const seat = () => props.girl.seat;
  const set = (patch: Partial<GirlEntry>) => props.p.setDoc(setGirl(doc(), seat(), patch));
  const at = () => `setup.girls[${props.index}]`;
  const problemsId = () => `mgp-problems-${seat()}`;
  return (
    <FighterRow
      p={props.p}
      testid={`mg-girl-${seat()}`}
      legend={
        <>
          {seat()} · {nameIn(sheet(), lang(), props.girl.girl)}
          <Show when={isOwn(doc(), "girls", props.girl.girl)}>
            <span class="tag">{pw(lang(), "own")}</span>
          </Show>
        </>
      }
      list="girls"
      id={props.girl.girl}
      sheet={sheet()}
      who={{ seat: seat() }}
      entry={props.girl}
      set={set}
      use={(d, id) => setGirl(d, seat(), { girl: id })}
      key={seat()}
      at={at()}
      problemsId={problemsId()}
    >
      <SheetSelect
        p={props.p}
        list="girls"
        label={pw(lang(), "girl")}
        id={`mgp-girl-${seat()}`}
        name={`girl-${seat()}`}
        value={props.girl.girl}
        at={`${at()}.girl`}
        problemsId={problemsId()}
        onChange={(girl) => set({ girl })}
      />
      <Show when={isPvp(setup().mode)}>
        <div class="mgp-inline">
          <label for={`mgp-side-${seat()}`}>{pw(lang(), "side")}</label>
          <select
            id={`mgp-side-${seat()}`}
            name={`side-${seat()}`}
            {...invalidAt(props.p.answer, `${at()}.side`, problemsId())}
            disabled={props.p.readOnly}
            onChange={(e) => set({ side: e.currentTarget.value as "a" | "b" })}
          >
            <option value="a" selected={props.girl.side === "a"}>
              {mw(lang(), "sideA")}
            </option>
            <option value="b" selected={props.girl.side === "b"}>
              {mw(lang(), "sideB")}
            </option>
          </select>
        </div>
      </Show>
      <Show when={!props.p.readOnly && setup().girls.length > (isPvp(setup().mode) ? 2 : 1)}>
        <button
          type="button"
          class="be-remove"
          onClick={() => props.p.setDoc(removeGirl(doc(), seat()))}
        >
          × {pw(lang(), "removeWho", { who: seat() })}
        </button>
      </Show>
    </FighterRow>
  );
}

/**
 * The KP's own girls, enemies, weapons, abilities, items, skills and traits: make one (girls and
 * enemies are made in their rows), edit its sheet, delete it — or be told in one line who still
 * uses it.
 */
function OwnEntries(props: { p: PrepProps }) {
  const lang = () => props.p.lang();
  const makes = ["weapons", "abilities", "items", "skills", "traits"];
  const lists = ["girls", "enemies", ...makes];
  const kinds = kindsOf("magical-girl").filter((k) => makes.includes(k.list));
  const [kind, setKind] = createSignal(kinds[0]?.id ?? "");
  const [open, setOpen] = createSignal("");
  const [why, setWhy] = createSignal<{ at: string; text: string } | null>(null);
  const remove = (list: string, id: string, at: string) => {
    const who = usesOf(props.p.doc(), props.p.shipped(), list, id, lang());
    if (who.length > 0) setWhy({ at, text: pw(lang(), "inUse", { who: who.join("、") }) });
    else {
      setWhy(null);
      setOpen("");
      props.p.setDoc(removeOwn(props.p.doc(), props.p.shipped(), list, id));
    }
  };
  const add = () => {
    const k = kinds.find((x) => x.id === kind());
    if (k === undefined) return;
    const taken = new Set(
      entriesOf(props.p.doc(), props.p.shipped(), k.list).map((e) => String(e.id)),
    );
    const item = blankItem(k, taken);
    props.p.setDoc(addOwn(props.p.doc(), k.list, item.value));
    setOpen(`${k.list}:${ownOf(props.p.doc(), k.list).length - 1}`);
  };
  return (
    <section class="panel mgp-own" aria-labelledby="mgp-own-h">
      <h3 id="mgp-own-h">{pw(lang(), "ownEntries")}</h3>
      <For each={lists}>
        {(list) => (
          <For each={ownOf(props.p.doc(), list)}>
            {(e, i) => (
              <div class="mgp-own-entry">
                <button
                  type="button"
                  class="mgp-small"
                  aria-expanded={open() === `${list}:${i()}`}
                  onClick={() => setOpen(open() === `${list}:${i()}` ? "" : `${list}:${i()}`)}
                >
                  {kindName(lang(), list)} · {nameIn(e, lang())} <code>{String(e.id)}</code>
                </button>
                <Show when={!props.p.readOnly}>
                  <button
                    type="button"
                    class="be-remove"
                    data-own={`${list}:${String(e.id)}`}
                    onClick={() => remove(list, String(e.id), `${list}:${i()}`)}
                  >
                    × {pw(lang(), "delete")}
                  </button>
                </Show>
                <Show when={why()?.at === `${list}:${i()}`}>
                  <p class="mgp-why" role="status">
                    {why()?.text}
                  </p>
                </Show>
                <Show when={open() === `${list}:${i()}`}>
                  <OwnSheet p={props.p} list={list} index={i()} />
                </Show>
              </div>
            )}
          </For>
        )}
      </For>
      <Show when={!props.p.readOnly}>
        <div class="mgp-line">
          <select
            name="own-kind"
            aria-label={pw(lang(), "kind")}
            onChange={(e) => setKind(e.currentTarget.value)}
          >
            <For each={kinds}>
              {(k) => (
                <option value={k.id} selected={k.id === kind()}>
                  {kindName(lang(), k.id)}
                </option>
              )}
            </For>
          </select>
          <button type="button" onClick={add}>
            ＋ {pw(lang(), "addOwnEntry")}
          </button>
        </div>
      </Show>
    </section>
  );
}

/** The party tab. */
export function PartyTab(props: PrepProps) {
  const lang = () => props.lang();
  const setup = () => setupOf(props.doc());
  const girls = () => entriesOf(props.doc(), props.shipped(), "girls");
  const [pick, setPick] = createSignal("");
  return (
    <div class="mgp-tab" data-testid="mg-party">
      {/* By index: a row keeps its open sheet and focus as its girl changes. */}
      <Index each={setup().girls}>{(g, i) => <GirlRow p={props} girl={g()} index={i} />}</Index>
      <Problems answer={props.answer()} prefixes={["setup.girls"]} exact />
      <Show when={!props.readOnly && freeSeats(props.doc()).length > 0}>
        <div class="mgp-line mgp-add">
          <select
            name="add-girl"
            aria-label={pw(lang(), "addGirl")}
            onChange={(e) => setPick(e.currentTarget.value)}
          >
            <For each={girls()}>
              {(g) => (
                <option value={String(g.id)} selected={g.id === (pick() || girls()[0]?.id)}>
                  {nameIn(g, lang())}
                </option>
              )}
            </For>
          </select>
          <button
            type="button"
            data-testid="mg-add-girl"
            onClick={() =>
              props.setDoc(addGirl(props.doc(), pick() || String(girls()[0]?.id ?? "hoshino")))
            }
          >
            ＋ {pw(lang(), "addGirl")}
          </button>
          <button
            type="button"
            data-testid="mg-own-girl"
            onClick={() => props.setDoc(addOwnGirl(props.doc()))}
          >
            ＋ {pw(lang(), "ownGirl")}
          </button>
        </div>
      </Show>
      <OwnEntries p={props} />
    </div>
  );
}
