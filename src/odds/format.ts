/** Numbers as the odds renderer prints them. */

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

/** How many terminal columns a string takes (wide CJK and fullwidth forms count two). */
export function columns(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    n +=
      (c >= 0x1100 && c <= 0x115f) ||
      (c >= 0x2e80 && c <= 0xa4cf) ||
      (c >= 0xac00 && c <= 0xd7a3) ||
      (c >= 0xf900 && c <= 0xfaff) ||
      (c >= 0xfe30 && c <= 0xfe4f) ||
      (c >= 0xff00 && c <= 0xff60) ||
      (c >= 0xffe0 && c <= 0xffe6)
        ? 2
        : 1;
  }
  return n;
}
