/**
 * Option ids `verb:card[@target]` as typed records. Every id a listing offers — `summon:<card>`,
 * `special:<card>`, `set:<card>`, `activate:<card>[@<target>]`, `trap:<card>[@<target>]`,
 * `first:<card>`, `attack:<card>@<target>`, `direct:<card>@<seat>`, `substitute:<card>` and the
 * GM tools' `gm-life:<seat>@±1`, `gm-atk:<card>@±100`, `gm-revive:<seat>@<life>` — is built once
 * and then handed out as the same string, with what it names kept beside it ({@link OptionRef}):
 * answering reads the parts back by one lookup ({@link optionRef}) and never slices the id.
 * Listing runs every decision: an interned id costs two map lookups to list (its hash is kept in
 * the string), where building it allocated every time. An id that was never listed here (a
 * loaded state's, a sample's rewritten one, a typed or refused choice) is read by
 * {@link parseOption} — the one parser of option ids — and remembered like the others. The
 * words without a card (`pass`, `done`, `ready`, `charge:item`, `gm:secret` …) are compared as
 * they are. Outside any state: hashes, replays and saved states never see the tables. Bounded:
 * battles with opaque ids (new ids per seed) must not grow the tables forever.
 */
import { EngineError, type Seat } from "../../engine/index.ts";
import { OptionTable, rowOf } from "../shared/option-table.ts";

/** What an option id names (a discriminated union on `kind`). */
export type OptionRef =
  | {
      readonly kind: "summon" | "special" | "set" | "first" | "substitute";
      readonly card: string;
    }
  /** A spell or trap to activate, and its target if it takes one. */
  | { readonly kind: "activate" | "trap"; readonly card: string; readonly target: string | null }
  /** `card` attacks the monster `target`. */
  | { readonly kind: "attack"; readonly card: string; readonly target: string }
  /** `card` attacks the player `seat` directly. */
  | { readonly kind: "direct"; readonly card: string; readonly seat: Seat }
  /** A GM tool: a player's life or a GM monster's ATK by `delta` (`change` as the id writes it). */
  | {
      readonly kind: "gm-life";
      readonly seat: Seat;
      readonly change: string;
      readonly delta: number;
    }
  | {
      readonly kind: "gm-atk";
      readonly card: string;
      readonly change: string;
      readonly delta: number;
    }
  /** A GM tool: a fainted player back in the battle with `life`. */
  | { readonly kind: "gm-revive"; readonly seat: Seat; readonly life: number }
  /** None of the above (a word without a card, or not one of ygo-trpg's ids). */
  | { readonly kind: "other" };

/** A spell or trap activation's ref. */
export type PlayRef = Extract<OptionRef, { kind: "activate" | "trap" }>;

const OTHER: OptionRef = Object.freeze({ kind: "other" });

/** What `verb:card[@target]` names (made once per id). */
function refOf(verb: string, card: string, target: string | null): OptionRef {
  switch (verb) {
    case "summon":
    case "special":
    case "set":
    case "first":
    case "substitute":
      // The target ignored where the verb takes none (as the refusal reasons always read it).
      return Object.freeze({ kind: verb, card });
    case "activate":
    case "trap":
      return Object.freeze({ kind: verb, card, target });
    case "attack":
      return target === null ? OTHER : Object.freeze({ kind: verb, card, target });
    case "direct":
      return target === null ? OTHER : Object.freeze({ kind: verb, card, seat: target });
    case "gm-life":
      return target === null
        ? OTHER
        : Object.freeze({ kind: verb, seat: card, change: target, delta: Number(target) });
    case "gm-atk":
      return target === null
        ? OTHER
        : Object.freeze({ kind: verb, card, change: target, delta: Number(target) });
    case "gm-revive":
      return target === null
        ? OTHER
        : Object.freeze({ kind: verb, seat: card, life: Number(target) });
  }
  return OTHER;
}

/**
 * The ids and what each names. A run of fixed-id battles needs a few hundred; the tables start
 * again past 50,000.
 */
const TABLE = new OptionTable<OptionRef>(50_000, [], (id) => parseOption(id));
/** Ids by verb, card and target ("" for none). */
const IDS = TABLE.table<string, Map<string, Map<string, string>>>();

/** The interned id `verb:card` or `verb:card@target`. */
export function optionId(verb: string, card: string, target: string | null): string {
  const byTarget = rowOf(rowOf(IDS, verb), card);
  const key = target ?? "";
  let id = byTarget.get(key);
  if (id === undefined) {
    id = target === null ? `${verb}:${card}` : `${verb}:${card}@${target}`;
    TABLE.make(id, refOf(verb, card, target));
    byTarget.set(key, id);
  }
  return id;
}

/**
 * The interned ids of one verb: `verb:card` by card, `verb:card@target` by card and target — one
 * map lookup fewer than {@link optionId} (the verb is known where the options are listed).
 */
export class VerbIds {
  private readonly single = TABLE.table<string, string>();
  private readonly paired = TABLE.table<string, Map<string, string>>();
  constructor(readonly verb: string) {}

  /** `verb:card`. */
  of(card: string): string {
    const id = this.single.get(card);
    if (id !== undefined) return id;
    const made = optionId(this.verb, card, null);
    this.single.set(card, made);
    return made;
  }

  /** `verb:card@target`. */
  to(card: string, target: string): string {
    return this.toIn(this.row(card), card, target);
  }

  /**
   * The ids `verb:card@…` made so far, by target: one lookup for the card, then one per target
   * (read with {@link toIn}).
   */
  row(card: string): Map<string, string> {
    return rowOf(this.paired, card);
  }

  /** `verb:card@target` through the card's {@link row}. */
  toIn(row: Map<string, string>, card: string, target: string): string {
    const id = row.get(target);
    if (id !== undefined) return id;
    const made = optionId(this.verb, card, target);
    // After a restart the row is an orphan: the next row() call makes a fresh one.
    row.set(target, made);
    return made;
  }
}

/** What option id `id` names (shared and frozen). */
export function optionRef(id: string): OptionRef {
  return TABLE.ref(id);
}

/**
 * Reads an id not made here, by the grammar the listings write: `verb:card[@target]` (a second
 * `@` and what follows it ignored).
 */
export function parseOption(id: string): OptionRef {
  const colon = id.indexOf(":");
  if (colon < 0) return OTHER;
  const [card, target] = id.slice(colon + 1).split("@");
  return refOf(id.slice(0, colon), card, target ?? null);
}

/** The activation `id` names: the decision that offered it lists only spells and traps there. */
export function playRef(id: string): PlayRef {
  const ref = optionRef(id);
  if (ref.kind === "activate" || ref.kind === "trap") return ref;
  return unlisted(id);
}

/** A rule's answer got an id its decision does not list (the engine checked it did): a bug. */
export function unlisted(id: string): never {
  throw new EngineError(`option ${id} is not one its decision lists`);
}
