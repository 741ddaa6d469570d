/**
 * Text the CLI prints about battles: rendered log lines, results and pending decisions. Colours
 * are on only when stdout is a terminal (see {@link wantsColor}).
 */
import pc from "picocolors";
import {
  type Battle,
  type Lang,
  type LogEvent,
  type Pending,
  type RuleSystem,
  renderEvent,
  renderMsg,
  renderOption,
  seatLabel,
  type VisibleState,
} from "../engine/index.ts";

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

/** Shared colours (identity functions when {@link wantsColor} says no). */
export const color = pc.createColors(wantsColor());

/** Writes one line to stdout. */
export function say(line = ""): void {
  process.stdout.write(`${line}\n`);
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
  return pending.options.map((o) => ({
    value: o.id,
    label: o.text
      ? renderMsg(system, o.text, lang, state)
      : renderOption(system, o.id, lang, state),
  }));
}

/** The pending decision: who, the prompt, and numbered options with their ids. */
export function pendingLines(battle: Battle, lang: Lang): string[] {
  const p = battle.pending;
  if (p === null) return [];
  const { system, state } = battle;
  const head = `pending: ${seatLabel(system, p.seat, lang)} [${p.seat}] — ${renderMsg(system, p.prompt, lang, state)}`;
  const opts = optionChoices(system, p, lang, state).map(
    (c, i) => `  ${i + 1}. ${c.label}  ${color.dim(`[${c.value}]`)}`,
  );
  return [head, ...opts];
}
