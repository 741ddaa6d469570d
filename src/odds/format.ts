/** Numbers as the odds renderer prints them. */
import { terminalColumns } from "../shared/terminal-text.ts";

/** A probability as a percentage with enough digits to tell small values apart. */
export function percent(p: number): string {
  const pct = p * 100;
  // Rare outcomes stay visible as "<0.01" rather than rounding to a misleading 0.00; the exact
  // fraction is in the table and in --json.
  if (pct > 0 && pct < 0.005) return "<0.01";
  return pct.toFixed(2);
}

/** A mean or other figure, to at most four decimals, trailing zeros dropped. */
export function decimal(x: number): string {
  return String(Number(x.toFixed(4)));
}

/** Pads to a width counting East Asian wide characters as two columns. */
export function pad(text: string, width: number, right = false): string {
  const fill = " ".repeat(Math.max(0, width - columns(text)));
  return right ? fill + text : text + fill;
}

/**
 * How many terminal columns a string takes once printed (wide CJK and fullwidth forms count two;
 * a control character in a label counts its visible escape, as the CLI prints it).
 */
export function columns(text: string): number {
  return terminalColumns(text);
}
