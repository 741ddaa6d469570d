/**
 * A table's house rules as a reader sees them (issue 33): every option of its system with the
 * value in force (the default where the table left it out), each by its printed name in one
 * language, with its "why". The server's welcome carries them to the web table's header and
 * `kassen join`; `kassen play` prints them as it starts.
 */
import type { Json, Lang } from "../engine/index.ts";
import { NAMED_OPTION_WORDS, NAMED_OPTIONS, SCALAR_OPTION_WORDS } from "./system-options.ts";

/** One house rule in force, in one language. */
export interface HouseRule {
  /** The option's id (`summonDoubles`). */
  option: string;
  /** Its value as the options map holds it (`"attack"`, `30`, `false`). */
  value: Json;
  /** The option's name. */
  name: string;
  /** The value's name (a number printed as it is). */
  valueName: string;
  /** The seed lines the reading rests on. */
  why: string;
  /** Whether the table set it away from the default. */
  changed: boolean;
}

const YES_NO: Record<Lang, [string, string]> = {
  ja: ["あり", "なし"],
  zh: ["开启", "关闭"],
  en: ["on", "off"],
};

/** A scalar value as printed: a yes / no in words, anything else as JSON. */
function scalarName(value: Json, lang: Lang): string {
  if (typeof value === "boolean") return YES_NO[lang][value ? 0 : 1];
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * The house rules of a table of `system` with `options` (its init's, content packs left out), in
 * `lang`: every named option, then every number or yes / no one — the changed ones first.
 */
export function houseRules(
  system: string,
  options: Record<string, Json> | undefined,
  lang: Lang,
): HouseRule[] {
  const set = options ?? {};
  const named = NAMED_OPTIONS[system] ?? {};
  const words = NAMED_OPTION_WORDS[system] ?? {};
  const out: HouseRule[] = Object.entries(named).map(([option, values]) => {
    const w = words[option];
    const given = set[option];
    const value = typeof given === "string" && values.includes(given) ? given : values[0];
    return {
      option,
      value,
      name: w.name[lang],
      valueName: w.values[value][lang],
      why: w.why[lang],
      changed: value !== values[0],
    };
  });
  const scalars = SCALAR_OPTION_WORDS[system] ?? {};
  for (const [option, w] of Object.entries(scalars)) {
    const value = Object.hasOwn(set, option) ? set[option] : w.default;
    out.push({
      option,
      value,
      name: w.name[lang],
      valueName: scalarName(value, lang),
      why: w.why[lang],
      changed: value !== w.default,
    });
  }
  // An option without words (none today; the schemas refuse unknown ones) still shows, by id.
  for (const [option, value] of Object.entries(set)) {
    if (option === "content" || Object.hasOwn(named, option) || Object.hasOwn(scalars, option))
      continue;
    out.push({
      option,
      value,
      name: option,
      valueName: scalarName(value, lang),
      why: "",
      changed: true,
    });
  }
  // The changed ones first: they are what a player needs to learn at a glance.
  return [...out.filter((r) => r.changed), ...out.filter((r) => !r.changed)];
}
