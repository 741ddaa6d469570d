/**
 * The labels of one decision's options, told apart: two options of one decision never read the
 * same in any language (two wolves, two copies of a card). Every consumer — the table server's
 * state messages, `kassen play`'s menu and, through the server, the browser — renders a
 * decision's options here.
 */
import { type Reader, renderMsg, renderOption } from "./log.ts";
import type { RuleSystem } from "./system.ts";
import type { Lang, OptionDef, VisibleState } from "./types.ts";

/** "(2nd)", "（2つ目）", "（第2个）": which of several options that read alike this one is. */
export function ordinalTag(n: number, lang: Lang): string {
  if (lang === "ja") return `（${n}つ目）`;
  if (lang === "zh") return `（第${n}个）`;
  return `(${enOrdinal(n)})`;
}

/** An English ordinal by the language's own rules: 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function enOrdinal(n: number): string {
  const suffix: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
  return `${n}${suffix[EN_ORDINAL.select(n)] ?? "th"}`;
}

const EN_ORDINAL = new Intl.PluralRules("en", { type: "ordinal" });

/** An option's label as it is rendered before any telling apart. */
function plainLabel(system: RuleSystem, o: OptionDef, lang: Lang, reader: Reader | null): string {
  return o.text
    ? renderMsg(system, o.text, lang, reader)
    : renderOption(system, o.id, lang, reader);
}

/** An option id's parts as the engine reads them: `verb:card.n@target`. */
function parts(id: string): { card: string; target: string } {
  const colon = id.indexOf(":");
  const rest = colon < 0 ? "" : id.slice(colon + 1);
  const at = rest.indexOf("@");
  const card = (at < 0 ? rest : rest.slice(0, at)).replace(/\.\d+$/, "");
  return { card, target: at < 0 ? "" : rest.slice(at + 1) };
}

/**
 * The card that tells the options of a group apart: the target when targets differ, else the
 * acting card when those differ; null when neither does. Only a card the reader sees counts,
 * so a detail never speaks of a card hidden from the seat.
 */
function differing(ids: string[], reader: Reader | null): (string | null)[] {
  const ps = ids.map(parts);
  const key: "card" | "target" | null =
    new Set(ps.map((p) => p.target)).size > 1
      ? "target"
      : new Set(ps.map((p) => p.card)).size > 1
        ? "card"
        : null;
  return ps.map((p) => {
    if (key === null) return null;
    const id = p[key];
    return reader?.cards[id] !== undefined ? id : null;
  });
}

/** Indices grouped by equal label, only the groups of two or more. */
function duplicates(labels: string[]): number[][] {
  const by = new Map<string, number[]>();
  labels.forEach((l, i) => {
    const g = by.get(l);
    if (g === undefined) by.set(l, [i]);
    else g.push(i);
  });
  return [...by.values()].filter((g) => g.length > 1);
}

/**
 * The labels of `options` in `lang` for `reader` (the deciding seat's view or the battle's
 * state), in order, each different from the others: options that would read alike get the
 * system's detail of the card that differs (`cardDetail`: a wolf's HP, a unit's place in its
 * party), and, where that does not tell them apart either, their ordinal among the alike
 * ("(2nd)"). Ids are untouched; the result depends only on the options and what the reader sees.
 */
export function optionLabels(
  system: RuleSystem,
  options: readonly OptionDef[],
  lang: Lang,
  reader: VisibleState | null,
): string[] {
  const labels = options.map((o) => plainLabel(system, o, lang, reader));
  for (const group of duplicates(labels)) {
    const cards = differing(
      group.map((i) => options[i].id),
      reader,
    );
    const details = cards.map((card) => {
      const msg =
        card === null || reader === null ? null : (system.cardDetail?.(card, reader) ?? null);
      return msg === null ? "" : renderMsg(system, msg, lang, reader);
    });
    // A detail that every option of the group shares tells nothing: the ordinal does it alone.
    if (new Set(details).size < 2) continue;
    group.forEach((i, k) => {
      const d = details[k];
      if (d) labels[i] = `${labels[i]}${lang === "en" ? ` (${d})` : `（${d}）`}`;
    });
  }
  for (const group of duplicates(labels))
    group.forEach((i, k) => {
      labels[i] = `${labels[i]}${lang === "en" ? " " : ""}${ordinalTag(k + 1, lang)}`;
    });
  return labels;
}
