/**
 * Table talk in `kassen join` (issue 31): the commands a person types (`say`, `whisper`,
 * `roll`, `secret`, `reveal`, `hide`; `talk` lists them) read into the protocol's messages, and
 * the talk lines a server sends as terminal lines in the table's language. Every piece of a
 * line that came from the server (names, text, rolls) goes out through output.ts's `line`, which
 * shows control characters and bidi overrides as visible escapes.
 */
import type { Lang } from "../engine/index.ts";
import type { TalkLine } from "../server/protocol/server-messages.ts";
import { color, line, type TermText } from "./output.ts";

/** The words of join's talk, in the table's languages. */
type TalkWords = Record<
  | "whisper"
  | "rolls"
  | "secretly"
  | "reveals"
  | "hidden"
  | "hiddenMark"
  | "help"
  | "usage"
  | "notAllowed",
  string
>;

const WORDS: Record<Lang, TalkWords> = {
  ja: {
    whisper: "ささやき",
    rolls: "ダイス",
    secretly: "がシークレットダイスを振った",
    reveals: "シークレットダイスを公開",
    hidden: "（GM/KPが隠した発言）",
    hiddenMark: "［非表示］",
    help: "卓の会話（いつでも入力できます）:",
    usage: "使い方",
    notAllowed: "観戦者は発言できません",
  },
  zh: {
    whisper: "悄悄话",
    rolls: "掷骰",
    secretly: "暗骰了一次",
    reveals: "公开暗骰",
    hidden: "（GM/KP隐藏了这条发言）",
    hiddenMark: "［已隐藏］",
    help: "桌边聊天（随时可以输入）：",
    usage: "用法",
    notAllowed: "观战者不能发言",
  },
  en: {
    whisper: "whisper",
    rolls: "rolls",
    secretly: "rolled in secret",
    reveals: "reveals a secret roll",
    hidden: "(a line the GM/KP hid)",
    hiddenMark: "[hidden]",
    help: "table talk (type at any time):",
    usage: "usage",
    notAllowed: "a spectator cannot talk",
  },
};

/** The talk commands as help lists them, in each language. */
const HELP: Record<Lang, string[]> = {
  ja: [
    "say <文>                     卓全体に話す",
    "whisper <席[,席]> <文>       指定した席にささやく（例: whisper p2,gm 作戦は?）",
    "roll <式> [# ラベル]          ダイスを振る（例: roll 2D6+3、roll 1D100<=55 b1 # 目星）",
    "secret [席[,席]] <式> [# ラベル] シークレットダイス（プレイヤーはGM/KPだけに）",
    "reveal <番号>                自分のシークレットダイスを公開",
    "hide <番号>                  発言を隠す（GM/KPのみ）",
  ],
  zh: [
    "say <文字>                    对全桌说",
    "whisper <座位[,座位]> <文字>  对指定座位说悄悄话（例: whisper p2,kp 怎么办?）",
    "roll <算式> [# 标签]           掷骰（例: roll 2D6+3、roll 1D100<=55 b1 # 侦查）",
    "secret [座位[,座位]] <算式> [# 标签] 暗骰（玩家只给GM/KP看）",
    "reveal <编号>                 公开自己的暗骰",
    "hide <编号>                   隐藏一条发言（仅GM/KP）",
  ],
  en: [
    "say <text>                    to the whole table",
    "whisper <seat[,seat]> <text>  to those seats only (e.g. whisper p2,gm what now?)",
    "roll <expr> [# label]         roll dice (e.g. roll 2D6+3, roll 1D100<=55 b1 # Spot Hidden)",
    "secret [seat[,seat]] <expr> [# label]  a secret roll (a player's goes to the GM/KP only)",
    "reveal <number>               show your secret roll to the table",
    "hide <number>                 hide a line from the table (the GM/KP only)",
  ],
};

/** The command words, for telling a talk line from a battle answer. */
const COMMANDS = ["say", "whisper", "roll", "secret", "reveal", "hide", "talk"] as const;

/** A typed line read as talk: a message to send, help to show, or a usage line. */
export type TalkInput =
  | { send: Record<string, unknown> }
  | { help: true }
  | { usage: string }
  | null;

/** Whether a typed line is a talk command (else it answers the battle's decision). */
export function isTalkCommand(text: string): boolean {
  const word = text.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? "";
  return (COMMANDS as readonly string[]).includes(word);
}

/** The text after `#` as a label, and the rest. */
function splitLabel(rest: string): { body: string; label?: string } {
  const at = rest.indexOf("#");
  if (at < 0) return { body: rest.trim() };
  const label = rest.slice(at + 1).trim();
  return label === ""
    ? { body: rest.slice(0, at).trim() }
    : { body: rest.slice(0, at).trim(), label };
}

/** A comma list of seats at the start of `rest`, when every name is a seat of the table. */
function leadingSeats(
  rest: string,
  seats: readonly string[],
): { to: string[]; rest: string } | null {
  const m = /^(\S+)\s+([\s\S]*)$/.exec(rest.trim());
  if (m === null) return null;
  const to = m[1].split(",").filter((s) => s !== "");
  if (to.length === 0 || !to.every((s) => seats.includes(s))) return null;
  return { to, rest: m[2] };
}

/**
 * A typed talk command as the protocol's message (`seats`: the table's, to tell a seat list
 * from an expression); null when the line is no talk command.
 */
export function readTalk(text: string, seats: readonly string[]): TalkInput {
  const t = text.trim();
  const m = /^(\S+)\s*([\s\S]*)$/.exec(t);
  if (m === null) return null;
  const word = m[1].toLowerCase();
  const rest = m[2];
  switch (word) {
    case "talk":
      return { help: true };
    case "say":
      return rest === "" ? { usage: "say <text>" } : { send: { say: rest } };
    case "whisper": {
      const w = leadingSeats(rest, seats);
      if (w === null || w.rest.trim() === "")
        return { usage: `whisper <seat[,seat]> <text> (seats: ${seats.join(", ")})` };
      return { send: { say: w.rest.trim(), to: w.to } };
    }
    case "roll":
    case "secret": {
      const w = leadingSeats(rest, seats);
      const { body, label } = splitLabel(w === null ? rest : w.rest);
      if (body === "") return { usage: `${word} <expr> [# label]` };
      return {
        send: {
          roll: body,
          ...(word === "secret" ? { secret: true } : {}),
          ...(w === null ? {} : { to: w.to }),
          ...(label === undefined ? {} : { label }),
        },
      };
    }
    case "reveal":
    case "hide": {
      const id = /^#?(\d{1,9})$/.exec(rest.trim())?.[1];
      if (id === undefined) return { usage: `${word} <number>` };
      return { send: { [word]: Number(id) } };
    }
    default:
      return null;
  }
}

/** The help lines for talk, in `lang`. */
export function talkHelp(lang: Lang): TermText[] {
  return [line`${WORDS[lang].help}`, ...HELP[lang].map((h) => line`  ${h}`)];
}

/** Words join shows when its talk goes wrong locally. */
export function talkWord(lang: Lang, w: "usage" | "notAllowed"): string {
  return WORDS[lang][w];
}

/**
 * A talk line as one terminal line: `#12 Alice: text`, a whisper marked with its seats, a roll
 * with its arithmetic and level, a secret roll not shown as who rolled it. Every server string
 * is escaped (output.ts `line`); `names` are the seats' names from the welcome.
 */
export function talkText(
  l: TalkLine,
  names: Record<string, string>,
  lang: Lang,
  update = false,
): TermText {
  const w = WORDS[lang];
  const who = names[l.from] ?? l.from;
  const id = color.dim(`#${l.id}`);
  const mark = l.hidden ? color.yellow(` ${w.hiddenMark}`) : color.dim("");
  if (l.hidden && l.text === undefined && l.roll === undefined)
    return line`${id} ${color.dim(w.hidden)}`;
  const to =
    l.to !== undefined && l.to.length > 0
      ? color.dim(` → ${l.to.map((s) => names[s] ?? s).join(", ")} (${w.whisper})`)
      : color.dim("");
  if (l.kind === "say") return line`${id} ${color.bold(who)}${to}: ${l.text ?? ""}${mark}`;
  if (l.roll === undefined) return line`${id} ${color.bold(who)} ${w.secretly}${mark}`;
  const r = l.roll;
  const label = r.label === undefined ? "" : `${r.label}: `;
  const level = r.level === undefined ? color.dim("") : color.bold(` → ${r.level}`);
  const verb = update && l.revealed ? w.reveals : w.rolls;
  return line`${id} ${color.bold(who)} ${verb}${to}: ${label}${r.detail}${level}${mark}`;
}
