/**
 * The success levels of a `1D100<=n` roll in the rulebook's words: magical-girl's own terms
 * (src/systems/magical-girl/messages.ts, `term.critical` …), written out here so the browser
 * does not load the system's messages and content; test/web/talk-logic.test.ts holds them
 * equal.
 */
import type { Lang, TalkLevel } from "../net/protocol.ts";

/**
 * A `1D100<=n` roll's success level in the rulebook's words (magical-girl's seed is Chinese:
 * 大成功 / 极难成功 / 困难成功 / 成功 / 失败 / 大失败).
 */
export const LEVEL_WORDS: Record<TalkLevel, Record<Lang, string>> = {
  critical: { zh: "大成功", ja: "クリティカル", en: "critical" },
  extreme: { zh: "极难成功", ja: "極限の成功", en: "extreme success" },
  hard: { zh: "困难成功", ja: "困難な成功", en: "hard success" },
  regular: { zh: "成功", ja: "成功", en: "regular success" },
  failure: { zh: "失败", ja: "失敗", en: "failure" },
  fumble: { zh: "大失败", ja: "ファンブル", en: "fumble" },
};
