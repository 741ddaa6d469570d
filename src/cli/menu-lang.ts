/**
 * The menu's language: `--lang`, else the `LANG` environment variable when it names one of ja, zh
 * or en, else the language picked the last time (remembered in a small settings file), else the
 * menu asks. The whole session — menu, log and prompts — then speaks that one language.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { LANGS, type Lang } from "../engine/index.ts";
import { makeDirs } from "../shared/make-dirs.ts";

/** The folder of Kassen's settings: KASSEN_CONFIG_DIR, else $XDG_CONFIG_HOME/kassen, else ~/.config/kassen. */
export function settingsDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.KASSEN_CONFIG_DIR) return env.KASSEN_CONFIG_DIR;
  return join(env.XDG_CONFIG_HOME || join(homedir(), ".config"), "kassen");
}

/** The language `LANG` (or LC_ALL / LC_MESSAGES) names, if one Kassen speaks: `ja_JP.UTF-8` → ja. */
export function langFromEnv(env: NodeJS.ProcessEnv = process.env): Lang | undefined {
  const raw = env.LC_ALL || env.LC_MESSAGES || env.LANG || "";
  const code = raw.slice(0, 2).toLowerCase();
  return (LANGS as readonly string[]).includes(code) ? (code as Lang) : undefined;
}

/** The language remembered from an earlier menu, if any (a broken settings file is none). */
export function rememberedLang(dir: string = settingsDir()): Lang | undefined {
  try {
    const data = JSON.parse(readFileSync(join(dir, "settings.json"), "utf8")) as { lang?: unknown };
    return (LANGS as readonly unknown[]).includes(data.lang) ? (data.lang as Lang) : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the picked language; failing to (a read-only home) only means asking again. */
export function rememberLang(lang: Lang, dir: string = settingsDir()): void {
  try {
    makeDirs(dir);
    writeFileSync(join(dir, "settings.json"), `${JSON.stringify({ lang })}\n`);
  } catch {
    // Not worth an error: the menu still works.
  }
}

/** The menu's words in each language. */
export const MENU_TEXT = {
  en: {
    language: "Language",
    system: "System",
    game: "Game",
    newGame: "New game",
    rules: (n: number) => `Rule scenarios (${n})…`,
    rule: "Rule scenario",
    seat: "Your seat",
    opponents: "Opponents",
    random: "Random (plays any legal option)",
    greedy: "Greedy (best-looking option one step ahead)",
    mcts: "Search (Monte Carlo tree search, 300 playouts a move)",
    bye: "bye",
    seed: (seed: number) => `seed ${seed} (kassen menu --seed ${seed} deals this game again)`,
    notChoice: (answer: string, n: number) => `not a choice: ${answer} (type a number 1–${n})`,
  },
  ja: {
    language: "言語",
    system: "システム",
    game: "ゲーム",
    newGame: "新しいゲーム",
    rules: (n: number) => `ルールのシナリオ（${n}）…`,
    rule: "ルールのシナリオ",
    seat: "あなたの席",
    opponents: "対戦相手",
    random: "ランダム（合法な選択肢をどれでも選ぶ）",
    greedy: "貪欲（一手先で最も良く見える選択肢）",
    mcts: "探索（モンテカルロ木探索、一手300回）",
    bye: "終了",
    seed: (seed: number) => `シード ${seed}（kassen menu --seed ${seed} で同じゲームを再現）`,
    notChoice: (answer: string, n: number) =>
      `選択肢にありません：${answer}（1〜${n} の数字を入力）`,
  },
  zh: {
    language: "语言",
    system: "系统",
    game: "游戏",
    newGame: "新游戏",
    rules: (n: number) => `规则剧本（${n}）…`,
    rule: "规则剧本",
    seat: "你的座位",
    opponents: "对手",
    random: "随机（任选合法选项）",
    greedy: "贪心（看一步，选最好的）",
    mcts: "搜索（蒙特卡洛树搜索，每步300次）",
    bye: "再见",
    seed: (seed: number) => `种子 ${seed}（kassen menu --seed ${seed} 可重现本局）`,
    notChoice: (answer: string, n: number) => `不是选项：${answer}（请输入 1–${n} 的数字）`,
  },
} as const satisfies Record<Lang, Record<string, unknown>>;

/** Each language named in itself, for the language question. */
export const LANG_NAMES: Record<Lang, string> = { ja: "日本語", zh: "中文", en: "English" };
