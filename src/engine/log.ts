/** Rendering events and prompts into a player's language with the rulebook's own terms. */
import type { ContentRef, MessageTable, RuleSystem } from "./system.ts";
import type { Json, Lang, LogEvent, Msg, Seat, VisibleState } from "./types.ts";

/**
 * What a text is rendered for: a battle's state or a seat's view of it (its cards, the names its
 * log may show, and its options, whose content hash says whose names to use), or null for none
 * (the shipped content's names, ids as they are).
 */
export type Reader = Pick<VisibleState, "cards" | "names" | "options">;

/** Engine-level messages every system shares (prompts of the response stack, the end). */
export const ENGINE_MESSAGES: MessageTable = {
  "prompt.respond": {
    ja: "対応しますか？（スタック {stack}）",
    zh: "是否响应？（堆叠 {stack}）",
    en: "Respond? (stack: {stack})",
  },
  pass: { ja: "{#seat}はパスした", zh: "{#seat}放弃响应", en: "{#seat} passes" },
  resolve: {
    ja: "スタックの一番上を解決する",
    zh: "结算堆叠顶端",
    en: "The top of the stack resolves",
  },
  "window-closed": { ja: "対応の応酬が終わった", zh: "响应结束", en: "No more responses" },
  window: {
    ja: "タイミング「{%name}」：{n}件の効果",
    zh: "时点「{%name}」：{n}个效果",
    en: "Timing “{%name}”: {~n|effect|effects}",
  },
  roll: {
    ja: "{#seat} {label}：{text}",
    zh: "{#seat} {label}：{text}",
    en: "{#seat} {label}: {text}",
  },
  "take-back": {
    ja: "{#seat}は直前の決定（{#by}：{?undone}）を取り消した",
    zh: "{#seat}撤销了上一个决定（{#by}：{?undone}）",
    en: "{#seat} takes back the last decision ({#by}: {?undone})",
  },
  "end:draw": {
    ja: "ゲーム終了：引き分け（{!reason}）",
    zh: "游戏结束：平局（{!reason}）",
    en: "Game over: a draw ({!reason})",
  },
  end: {
    ja: "ゲーム終了：{#winner}の勝利（{!reason}）",
    zh: "游戏结束：{#winner}获胜（{!reason}）",
    en: "Game over: {#winner} win{^winner} ({!reason})",
  },
};

/**
 * Fills a template. `{x}` value, `{@x}` card name, `{@@x}` a list of card names, `{#x}` seat name, `{%x}` the system's term
 * for the value (message `term.<value>`), `{!x}` a nested message ({@link Msg}), `{?x}` an option
 * id as its menu label ({@link renderOption}: cards named only as the reader's state shows them),
 * `{^x}` the English verb ending that agrees with seat x ("s", or "" for a plural seat:
 * `{#winner} win{^winner}`), `{x.y}` nested value.
 */
export function fill(
  template: string,
  params: Record<string, Json | undefined>,
  lang: Lang,
  system: RuleSystem,
  state: Reader | null,
): string {
  return counted(template, params, lang).replace(
    /\{(@@|[@#%!?^]?)([\w.]+)\}/g,
    (_, sigil: string, key: string) => {
      let v: Json | undefined = params[key];
      if (v === undefined && key.includes(".")) {
        v = key
          .split(".")
          .reduce<Json | undefined>(
            (o, k) => (o && typeof o === "object" && !Array.isArray(o) ? o[k] : undefined),
            params as Json,
          );
      }
      if (v === undefined || v === null) return "—";
      if (sigil === "@@" && Array.isArray(v)) {
        if (v.length === 0) return NONE[lang];
        return v
          .map((id) => system.cardName(defOf(state, String(id)), lang, contentOf(state)))
          .join(lang === "en" ? ", " : "、");
      }
      if (sigil === "@") {
        return system.cardName(defOf(state, String(v)), lang, contentOf(state));
      }
      if (sigil === "!" && typeof v === "object" && !Array.isArray(v) && typeof v.k === "string") {
        return renderMsg(system, v as unknown as Msg, lang, state);
      }
      if (sigil === "?") return renderOption(system, String(v), lang, state);
      if (sigil === "%")
        return (
          system.messages[`term.${v}`]?.[lang] ??
          system.contentTerm?.(String(v), lang, contentOf(state)) ??
          String(v)
        );
      if (sigil === "#") return seatLabel(system, String(v), lang, state);
      if (sigil === "^") return system.pluralSeats?.includes(String(v)) ? "" : "s";
      if (Array.isArray(v)) return v.join(",");
      return String(v);
    },
  );
}

/** What an empty list of cards reads as. */
const NONE: Record<Lang, string> = { ja: "なし", zh: "无", en: "none" };

/** English cardinal plural rules ("1 card", "2 cards", "0 cards"). */
const EN_PLURAL = new Intl.PluralRules("en");

/**
 * Fills the counted nouns of a template: `{~n|card|cards}` reads "1 card", "2 cards" by the
 * language's plural rules (Intl.PluralRules; ja and zh templates have no plural and write their
 * counters themselves, but the form works there too and takes the "other" word).
 */
function counted(template: string, params: Record<string, Json | undefined>, lang: Lang): string {
  if (!template.includes("{~")) return template;
  return template.replace(
    /\{~(\w+)\|([^|}]*)\|([^}]*)\}/g,
    (_, key: string, one: string, other: string) => {
      const n = Number(params[key]);
      if (!Number.isFinite(n)) return `— ${other}`;
      const rule = lang === "en" ? EN_PLURAL.select(n) : "other";
      return `${n} ${rule === "one" ? one : other}`;
    },
  );
}

/** Whose content names things for `state` (null: the shipped content). */
function contentOf(state: Reader | null): ContentRef {
  return state?.options === undefined ? null : state;
}

/** The definition of a card by id: from the state, a view's names, or the id itself. */
function defOf(state: Reader | null, id: string): string {
  return state?.cards[id]?.def ?? state?.names?.[id] ?? id;
}

/**
 * A seat's display name in a language (the system's, else the seat id itself); with a reader, as
 * that state or view names who sits there.
 */
export function seatLabel(
  system: RuleSystem,
  seat: Seat,
  lang: Lang,
  reader: Reader | null = null,
): string {
  return system.seatName?.(seat, lang, reader) ?? seat;
}

/** Renders a message (prompt or option text) in a language. Unknown keys show the key itself. */
export function renderMsg(
  system: RuleSystem,
  msg: Msg,
  lang: Lang,
  state: Reader | null = null,
): string {
  const entry = system.messages[msg.k] ?? ENGINE_MESSAGES[msg.k];
  if (entry === undefined) return msg.k;
  return fill(entry[lang], msg.p ?? {}, lang, system, state);
}

/** Renders one log event in a language. */
export function renderEvent(
  system: RuleSystem,
  e: LogEvent,
  lang: Lang,
  state: Reader | null = null,
): string {
  const entry = system.messages[`ev.${e.t}`] ?? ENGINE_MESSAGES[e.t];
  if (entry === undefined) return `${e.t} ${JSON.stringify(e)}`;
  return fill(entry[lang], e, lang, system, state);
}

/** Every event type that has no template in some language (tests assert this is empty). */
export function missingMessages(system: RuleSystem, eventTypes: string[]): string[] {
  const missing: string[] = [];
  for (const t of eventTypes) {
    const entry = system.messages[`ev.${t}`] ?? ENGINE_MESSAGES[t];
    for (const lang of ["ja", "zh", "en"] as const)
      if (!entry?.[lang]) missing.push(`${t}:${lang}`);
  }
  return missing;
}

/**
 * Renders an option id for a menu. Ids read `verb:card@target` (`attack:reisen-1`,
 * `play:satori-gensou-1@cirno-2`, `act:marisa-1.0`); whole ids (`pass`, `block:none`) may have
 * their own message `opt.<id>`; otherwise `opt.<verb>` with `card` and `target`.
 */
export function renderOption(
  system: RuleSystem,
  optionId: string,
  lang: Lang,
  state: Reader | null = null,
): string {
  const whole = system.messages[`opt.${optionId}`];
  if (whole !== undefined) return whole[lang];
  const colon = optionId.indexOf(":");
  const verb = colon < 0 ? optionId : optionId.slice(0, colon);
  const [card, target] = (colon < 0 ? "" : optionId.slice(colon + 1)).split("@");
  // A targeted form (`opt.play@`) reads better than "→ —" when the option has no target.
  const entry =
    (target !== undefined ? system.messages[`opt.${verb}@`] : undefined) ??
    system.messages[`opt.${verb}`];
  if (entry === undefined) return optionId;
  return fill(
    entry[lang],
    { card: card.replace(/\.\d+$/, ""), target: target ?? null },
    lang,
    system,
    state,
  );
}
