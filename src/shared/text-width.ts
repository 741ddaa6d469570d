/**
 * Display width of text where nothing can measure glyphs (a terminal table, SVG labels without a
 * script): CJK and full-width characters take about two Latin columns.
 */

/** Whether a code point is a wide East Asian or full-width character. */
export function isWideCjk(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6)
  );
}
