/**
 * Random content packs for property tests: effects drawn from each system's vocabulary by
 * walking the JSON Schema of its zod effect union (so a new effect is covered without editing
 * this file), on cards with random stats.
 */
import fc from "fast-check";
import { z } from "zod";
import type { Json } from "../../src/engine/index.ts";

type Js = Record<string, unknown>;

/** Texts by property name (dice, skill ids): JSON Schema says only "a string". */
export type Texts = Record<string, fc.Arbitrary<string>>;

/** Values for one JSON Schema: enums, consts, small numbers in range, booleans, unions. */
export function arbOf(js: Js, texts: Texts = {}, name = ""): fc.Arbitrary<Json> {
  if (js.const !== undefined) return fc.constant(js.const as Json);
  if (Array.isArray(js.enum)) return fc.constantFrom(...(js.enum as Json[]));
  for (const k of ["oneOf", "anyOf"] as const)
    if (Array.isArray(js[k])) return fc.oneof(...(js[k] as Js[]).map((f) => arbOf(f, texts, name)));
  if (js.type === "integer" || js.type === "number") {
    const lo = typeof js.minimum === "number" ? Math.max(js.minimum, -3) : -3;
    const hi = typeof js.maximum === "number" ? Math.min(js.maximum, 6) : 6;
    return fc.integer({ min: Math.min(lo, hi), max: Math.max(lo, hi) });
  }
  if (js.type === "boolean") return fc.boolean();
  if (js.type === "string") return texts[name] ?? fc.constant("x");
  if (js.type === "object") {
    const props = (js.properties as Record<string, Js>) ?? {};
    const required = new Set((js.required as string[]) ?? []);
    const rec: Record<string, fc.Arbitrary<Json>> = {};
    for (const [k, v] of Object.entries(props)) rec[k] = arbOf(v, texts, k);
    return fc.record(rec, {
      requiredKeys: Object.keys(props).filter((k) => required.has(k)),
    }) as fc.Arbitrary<Json>;
  }
  return fc.constant(null);
}

/** Any one effect of a vocabulary (a zod union), except the named ones. */
export function effectArb(
  effect: z.ZodType,
  key: string,
  except: string[] = [],
  texts: Texts = {},
): fc.Arbitrary<Json> {
  const js = z.toJSONSchema(effect, { io: "input", unrepresentable: "any" }) as Js;
  const forms = ((js.oneOf ?? js.anyOf) as Js[]).filter((f) => {
    const tag = (f.properties as Record<string, Js>)[key]?.const;
    return !except.includes(String(tag));
  });
  return fc.oneof(...forms.map((f) => arbOf(f, texts)));
}

/** Every effect name of a vocabulary. */
export function effectNames(effect: z.ZodType, key: string): string[] {
  const js = z.toJSONSchema(effect, { io: "input", unrepresentable: "any" }) as Js;
  return ((js.oneOf ?? js.anyOf) as Js[]).map((f) =>
    String((f.properties as Record<string, Js>)[key]?.const),
  );
}

/** A localized name. */
export const NAME = { ja: "試作", zh: "试作", en: "Prototype" };
