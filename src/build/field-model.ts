/**
 * A content schema (zod 4) as a tree of fields an editor can draw: texts, numbers, choices,
 * localized names, mappings, lists and tagged unions (the effect vocabulary). Derived by walking
 * the schema's definitions, so every field of every kind is offered and a schema change shows up
 * in the editor without editing it. Plain data: no DOM, no file system (the browser and the tests
 * share it).
 */
import type { z } from "zod";

/** What every field may say about itself. */
interface FieldBase {
  /** The schema's `.describe()` text, when it has one. */
  description?: string;
}

/** A text; `pattern` is the regular expression's source when the schema has one. */
export interface TextField extends FieldBase {
  kind: "text";
  min?: number;
  max?: number;
  pattern?: string;
}

/** A number, whole or not, within optional bounds. */
export interface NumberField extends FieldBase {
  kind: "number";
  int: boolean;
  min?: number;
  max?: number;
}

/** true or false. */
export interface BoolField extends FieldBase {
  kind: "bool";
}

/** One of a fixed list of texts (a zod enum). */
export interface ChoiceField extends FieldBase {
  kind: "choice";
  options: string[];
}

/** A fixed value (a zod literal): shown, never edited. */
export interface ConstField extends FieldBase {
  kind: "const";
  value: string | number | boolean;
}

/** A text in the three languages (ja, zh, en), each at most `max` characters. */
export interface LocalizedField extends FieldBase {
  kind: "localized";
  max?: number;
}

/** One key of a mapping. */
export interface Slot {
  key: string;
  field: Field;
  /** Neither optional nor defaulted: a value must be written. */
  required: boolean;
  /** Written as `.optional()`: the key may be left out (and has no default). */
  optional: boolean;
  /** The value the loader takes when the key is left out. */
  default?: unknown;
}

/** A mapping with known keys. */
export interface ObjectField extends FieldBase {
  kind: "object";
  slots: Slot[];
}

/** A list of one kind of value. */
export interface ListField extends FieldBase {
  kind: "list";
  of: Field;
  min?: number;
  max?: number;
}

/** A mapping of any text to one kind of value (a deck's card → copies, a girl's skills). */
export interface MapField extends FieldBase {
  kind: "map";
  value: Field;
}

/** One form of a tagged union: the tag values it takes and its fields. */
export interface UnionForm {
  tags: string[];
  field: ObjectField;
  description?: string;
}

/** A tagged union (`do: damage`, `type: character`): its key and its forms. */
export interface UnionField extends FieldBase {
  kind: "union";
  key: string;
  forms: UnionForm[];
}

/** An untagged union (a number or `roll`): any of its forms. */
export interface EitherField extends FieldBase {
  kind: "either";
  forms: Field[];
}

/** Any field. */
export type Field =
  | TextField
  | NumberField
  | BoolField
  | ChoiceField
  | ConstField
  | LocalizedField
  | ObjectField
  | ListField
  | MapField
  | UnionField
  | EitherField;

/** The internals of a zod 4 schema this walk reads. */
interface Internal {
  _zod: { def: Record<string, unknown> & { type: string; checks?: Internal[] } };
  description?: string;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  minLength?: number | null;
  maxLength?: number | null;
}

/** A finite bound, or undefined for none (zod reports ±MAX_SAFE_INTEGER for int's range). */
function bound(n: number | null | undefined): number | undefined {
  return typeof n === "number" && Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER
    ? n
    : undefined;
}

/** A check's definition (`min_length`, `string_format`…). */
function checksOf(s: Internal): Record<string, unknown>[] {
  return (s._zod.def.checks ?? []).map((c) => c._zod.def);
}

/** Adds the description of `s` (if any) to `f`. */
function described<F extends Field>(s: Internal, f: F): F {
  return s.description === undefined ? f : { ...f, description: s.description };
}

/** Whether an object's keys are exactly ja, zh and en: a localized text. */
function isLocalized(shape: Record<string, Internal>): boolean {
  return Object.keys(shape).sort().join() === "en,ja,zh";
}

/** The field of a mapping schema. */
function objectOf(s: Internal): ObjectField {
  const shape = s._zod.def.shape as Record<string, Internal>;
  const slots: Slot[] = Object.entries(shape).map(([key, v]) => {
    let inner = v;
    let optional = false;
    let dflt: unknown;
    let hasDefault = false;
    // Wrappers around the value: `.optional()` and `.default(…)` in any order.
    for (;;) {
      const t = inner._zod.def.type;
      if (t === "optional") optional = true;
      else if (t === "default" || t === "prefault") {
        hasDefault = true;
        const d = inner._zod.def.defaultValue;
        dflt = typeof d === "function" ? (d as () => unknown)() : d;
      } else break;
      inner = inner._zod.def.innerType as Internal;
    }
    const field = described(v, fieldOfInternal(inner));
    const slot: Slot = { key, field, required: !optional && !hasDefault, optional };
    if (hasDefault) slot.default = structuredClone(dflt);
    return slot;
  });
  return described(s, { kind: "object", slots });
}

/** The field of any supported schema (see {@link fieldOf}). */
function fieldOfInternal(s: Internal): Field {
  const def = s._zod.def;
  switch (def.type) {
    case "string": {
      const f: TextField = { kind: "text" };
      const min = bound(s.minLength);
      const max = bound(s.maxLength);
      if (min !== undefined) f.min = min;
      if (max !== undefined) f.max = max;
      const re = checksOf(s).find((c) => c.format === "regex")?.pattern;
      if (re instanceof RegExp) f.pattern = re.source;
      return described(s, f);
    }
    case "number": {
      const f: NumberField = { kind: "number", int: s.isInt === true };
      const min = bound(s.minValue);
      const max = bound(s.maxValue);
      if (min !== undefined) f.min = min;
      if (max !== undefined) f.max = max;
      return described(s, f);
    }
    case "boolean":
      return described(s, { kind: "bool" });
    case "enum":
      return described(s, {
        kind: "choice",
        options: Object.values(def.entries as Record<string, string>),
      });
    case "literal": {
      const values = def.values as (string | number | boolean)[];
      return described(s, { kind: "const", value: values[0] });
    }
    case "object": {
      const shape = def.shape as Record<string, Internal>;
      if (isLocalized(shape)) {
        const max = bound(shape.ja.maxLength);
        return described(s, max === undefined ? { kind: "localized" } : { kind: "localized", max });
      }
      return objectOf(s);
    }
    case "array": {
      const f: ListField = { kind: "list", of: fieldOfInternal(def.element as Internal) };
      for (const c of checksOf(s)) {
        if (c.check === "min_length") f.min = c.minimum as number;
        if (c.check === "max_length") f.max = c.maximum as number;
      }
      return described(s, f);
    }
    case "record":
      return described(s, { kind: "map", value: fieldOfInternal(def.valueType as Internal) });
    case "union": {
      const options = def.options as Internal[];
      const key = def.discriminator as string | undefined;
      if (key === undefined)
        return described(s, { kind: "either", forms: options.map(fieldOfInternal) });
      const forms: UnionForm[] = options.map((o) => {
        const field = objectOf(o);
        const tagField = field.slots.find((sl) => sl.key === key)?.field;
        const tags =
          tagField?.kind === "const"
            ? [String(tagField.value)]
            : tagField?.kind === "choice"
              ? tagField.options
              : [];
        const form: UnionForm = { tags, field };
        if (o.description !== undefined) form.description = o.description;
        return form;
      });
      return described(s, { kind: "union", key, forms });
    }
    case "pipe":
      // A transform or refinement around a schema: the input side is what an author writes.
      return fieldOfInternal(def.in as Internal);
    case "optional":
    case "default":
    case "prefault":
    case "nullable":
      return fieldOfInternal(def.innerType as Internal);
    default:
      throw new Error(`field-model: zod type "${def.type}" has no editor field`);
  }
}

/** The field tree of a zod schema. Throws on a zod type no content schema uses yet. */
export function fieldOf(schema: z.ZodType): Field {
  return fieldOfInternal(schema as unknown as Internal);
}

/** The form of a union a value takes (by its tag), or undefined. */
export function formOf(f: UnionField, value: unknown): UnionForm | undefined {
  if (value === null || typeof value !== "object") return undefined;
  const tag = (value as Record<string, unknown>)[f.key];
  return f.forms.find((fm) => fm.tags.includes(String(tag)));
}

/**
 * Every path (keys joined with `.`, lists as `[]`, map values as `{}`) of a field tree, for
 * tests that check every schema field is offered; union forms' paths say their tag
 * (`effects[].<do=damage>.amount`).
 */
export function fieldPaths(f: Field, at = ""): string[] {
  const join = (k: string) => (at === "" ? k : `${at}.${k}`);
  switch (f.kind) {
    case "object":
      return f.slots.flatMap((s) => [join(s.key), ...fieldPaths(s.field, join(s.key))]);
    case "list":
      return fieldPaths(f.of, `${at}[]`);
    case "map":
      return fieldPaths(f.value, `${at}{}`);
    case "union":
      return f.forms.flatMap((fm) => fieldPaths(fm.field, join(`<${f.key}=${fm.tags.join("|")}>`)));
    case "either":
      return f.forms.flatMap((fm) => fieldPaths(fm, at));
    default:
      return [];
  }
}
