/** Horizontal bars of Unicode blocks, in eighths of a character, for a terminal chart. */

const EIGHTHS = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];

/**
 * A bar `fraction` (0…1) of `width` characters long, drawn to the nearest eighth. A value above 0
 * always shows at least a sliver, so rare outcomes stay visible.
 */
export function bar(fraction: number, width: number): string {
  const f = Math.min(1, Math.max(0, fraction));
  const eighths = Math.round(f * width * 8);
  if (eighths === 0) return f > 0 ? EIGHTHS[1] : "";
  return "█".repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}
