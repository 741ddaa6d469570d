/**
 * Everything the CLI prints goes through here: rendered log lines, results, pending decisions,
 * menus, errors. Text from data (card and seat names, table titles, script ids, a server's
 * messages) is written by strangers, so {@link say} and {@link sayError} show every control
 * character of a plain string as a visible escape (src/shared/terminal-text.ts); the only
 * bytes that pass unescaped are this module's colours, applied after escaping ({@link TermText}).
 * A print path added later cannot forget: a string it prints is escaped whatever it holds.
 * Colours are on only when stdout is a terminal (see {@link wantsColor}).
 */
import { randomBytes } from "node:crypto";
import pc from "picocolors";
import {
  type Battle,
  type Lang,
  type LogEvent,
  optionLabels,
  type Pending,
  type RuleSystem,
  renderEvent,
  renderMsg,
  seatLabel,
  type VisibleState,
} from "../engine/index.ts";
import { terminalJson, terminalText } from "../shared/terminal-text.ts";

/**
 * Whether to colour output: never under NO_COLOR, always under FORCE_COLOR (not "0"), otherwise
 * only on a terminal. picocolors' own default also colours whenever `CI` is set, which put escape
 * codes into piped output that scripts and tests parse.
 */
export function wantsColor(
  env: Record<string, string | undefined> = process.env,
  isTTY: boolean = process.stdout.isTTY === true,
): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "0") return true;
  return isTTY;
}

/** Only this module makes {@link TermText}: the key its constructor asks for. */
const TRUSTED: unique symbol = Symbol("trusted terminal text");

/**
 * Text ready for the terminal as it is: data escaped, then this module's colours. Made only by
 * {@link line} and {@link color}; anything else printed is a plain string and gets escaped.
 */
export class TermText {
  /** The bytes to write. */
  readonly text: string;
  constructor(key: typeof TRUSTED, text: string) {
    if (key !== TRUSTED) throw new TypeError("TermText is made by src/cli/output.ts only");
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

/** What may be printed: data (escaped when written), a number, or ready {@link TermText}. */
export type Printable = string | number | TermText;

/** `p` as terminal bytes: a string or number escaped, TermText as it is. */
export function forTerminal(p: Printable): string {
  return p instanceof TermText ? p.text : terminalText(String(p));
}

/**
 * A line built from code and data: the template's own text is kept, every interpolated value is
 * escaped (unless it is TermText already, e.g. a colour). `` line`${label}  ${color.dim(id)}` ``.
 */
export function line(strings: TemplateStringsArray, ...parts: Printable[]): TermText {
  let out = strings[0];
  for (let i = 0; i < parts.length; i++) out += forTerminal(parts[i]) + strings[i + 1];
  return new TermText(TRUSTED, out);
}

const palette = pc.createColors(wantsColor());
type Paint = (p: Printable) => TermText;
/** A colour applied to escaped text. */
function paint(f: (s: string) => string): Paint {
  return (p) => new TermText(TRUSTED, f(forTerminal(p)));
}

/** Shared colours: each escapes its text, then colours it (no colour when {@link wantsColor} says no). */
export const color = {
  bold: paint(palette.bold),
  dim: paint(palette.dim),
  red: paint(palette.red),
  green: paint(palette.green),
  yellow: paint(palette.yellow),
};

/** Escape codes the markers of {@link rendererColors} stand for, by number. */
const CODES: string[] = [];
/** Drawn at start-up: text from data cannot contain a marker it does not know. */
const NONCE = randomBytes(12).toString("base64url");
const MARKER = new RegExp(`\uE000${NONCE}(\\d+)\uE000`);

/** The marker standing for one escape code. */
function marker(code: string): string {
  let i = CODES.indexOf(code);
  if (i < 0) i = CODES.push(code) - 1;
  return `\uE000${NONCE}${i}\uE000`;
}

/** A line built with {@link rendererColors}: its text escaped, its markers made colours. */
export function rendered(text: string): TermText {
  const parts = text.split(MARKER);
  let out = "";
  // split() with a group alternates text and a marker's number.
  for (let i = 0; i < parts.length; i++)
    out += i % 2 === 0 ? terminalText(parts[i]) : CODES[Number(parts[i])];
  return new TermText(TRUSTED, out);
}

/**
 * Colours for renderers that build whole lines as strings (src/odds): instead of escape codes
 * they insert markers holding a random number drawn at start-up, which data cannot forge;
 * {@link rendered} escapes everything between the markers and puts the colours in. Without
 * colours they are the identity, like picocolors'.
 */
export const rendererColors: typeof palette = (() => {
  const out: Record<string, unknown> = { ...palette };
  for (const [name, f] of Object.entries(palette)) {
    if (typeof f !== "function") continue;
    const [open, close] = (f as (s: string) => string)("\u0000").split("\u0000");
    if (open === "" && close === "") continue;
    const o = marker(open);
    const c = marker(close);
    out[name] = (s: unknown) => `${o}${String(s)}${c}`;
  }
  return out as unknown as typeof palette;
})();

/** Writes one line to stdout, its data escaped (a newline inside shows as `\n`). */
export function say(text: Printable = ""): void {
  process.stdout.write(`${forTerminal(text)}\n`);
}

/** Writes `value` as indented JSON: the same JSON, with the characters a terminal acts on as `\u` escapes. */
export function sayJson(value: unknown, indent = 2): void {
  process.stdout.write(`${terminalJson(JSON.stringify(value, null, indent))}\n`);
}

/** Writes one line to stderr, escaped like {@link say}. */
export function sayError(text: Printable): void {
  process.stderr.write(`${forTerminal(text)}\n`);
}

/** Log events as lines in a language. */
export function renderLines(
  system: RuleSystem,
  events: LogEvent[],
  lang: Lang,
  state: VisibleState,
): string[] {
  return events.map((e) => renderEvent(system, e, lang, state));
}

/** A seat's display name (the engine's, where the table server finds it too). */
export { seatLabel };

/** How the battle ended, in one line. */
export function resultLine(battle: Battle, lang: Lang): string | null {
  const r = battle.result;
  if (r === null) return null;
  const who =
    r.winner === null ? "no winner" : `winner ${seatLabel(battle.system, r.winner, lang)}`;
  const why = r.reason ? ` — ${renderMsg(battle.system, r.reason, lang, battle.state)}` : "";
  return `result: ${who} (${r.outcome})${why}`;
}

/** One answer to a decision, rendered for a menu. */
export interface Choice {
  value: string;
  label: string;
}

/** The options of a pending decision as menu choices. */
export function optionChoices(
  system: RuleSystem,
  pending: Pending,
  lang: Lang,
  state: VisibleState,
): Choice[] {
  return optionLabels(system, pending.options, lang, state).map((label, i) => ({
    value: pending.options[i].id,
    label,
  }));
}

/** The pending decision: who, the prompt, and numbered options with their ids. */
export function pendingLines(battle: Battle, lang: Lang): Printable[] {
  const p = battle.pending;
  if (p === null) return [];
  const { system, state } = battle;
  const head = `pending: ${seatLabel(system, p.seat, lang)} [${p.seat}] — ${renderMsg(system, p.prompt, lang, state)}`;
  const opts = optionChoices(system, p, lang, state).map(
    (c, i) => line`  ${i + 1}. ${c.label}  ${color.dim(`[${c.value}]`)}`,
  );
  return [head, ...opts];
}
