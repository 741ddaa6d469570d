/**
 * The `options:` each system reads (house rules and readings), as schemas: a misspelt option
 * (`startingLfe`) or a value the rules cannot use (`startingLife: -5`) is refused when the
 * scenario, replay or simulation is loaded instead of being silently ignored. A system not listed
 * here takes no options. Adding an option to a system means adding it here too.
 */
import { z } from "zod";
import type { Json } from "../engine/index.ts";
import { MG_OPTIONS } from "../systems/magical-girl/index.ts";
import { MG_OPTION_WORDS } from "../systems/magical-girl/option-words.ts";
import { checkData, type DataIssue } from "../systems/shared/data-file.ts";
import {
  type OptionText,
  type OptionWords,
  type ScalarOptionWords,
  w3,
} from "../systems/shared/option-words.ts";
import { YGO_OPTIONS } from "../systems/ygo-trpg/index.ts";
import { YGO_OPTION_WORDS } from "../systems/ygo-trpg/option-words.ts";

/**
 * The named readings (house rules, issue 33) of each system that has them: option name → its
 * values, the default first, as the schemas below take them; the lobby reads them here
 * (`GET /api/systems`).
 */
export const NAMED_OPTIONS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> =
  {
    "magical-girl": MG_OPTIONS,
    "ygo-trpg": YGO_OPTIONS,
  };

/**
 * The printed words of each named option (declared beside the options, typed against them: an
 * option or value without words fails the typecheck there).
 */
export const NAMED_OPTION_WORDS: Readonly<Record<string, Readonly<Record<string, OptionWords>>>> = {
  "magical-girl": MG_OPTION_WORDS,
  "ygo-trpg": YGO_OPTION_WORDS,
};

/**
 * The words and defaults of the options that take a number or a yes / no (declared in
 * {@link SYSTEM_OPTIONS} below): a table shows each by these, its value as it is.
 */
export const SCALAR_OPTION_WORDS: Readonly<
  Record<string, Readonly<Record<string, ScalarOptionWords>>>
> = {
  vision: {
    startingLife: {
      default: 20,
      name: w3("初期ライフ", "初始生命值", "Starting life"),
      why: w3(
        "各プレイヤーの初期ライフ（既定20）",
        "每位玩家的初始生命值（默认20）",
        "each player's life at the start (default 20)",
      ),
    },
    handLimit: {
      default: 7,
      name: w3("手札の上限", "手牌上限", "Hand limit"),
      why: w3(
        "ターン終了時に残せる手札（既定7）",
        "回合结束时可保留的手牌（默认7）",
        "cards kept at the end of the turn (default 7)",
      ),
    },
    firstPlayerDraws: {
      default: false,
      name: w3("先攻1ターン目のドロー", "先手第1回合抽牌", "First player draws in turn 1"),
      why: w3(
        "先攻プレイヤーも1ターン目に引く（既定：引かない）",
        "先手玩家第1回合也抽牌（默认：不抽）",
        "the first player draws in turn 1 too (default: no)",
      ),
    },
  },
  "geo-march": {
    speedDie: {
      default: 6,
      name: w3("速度ダイスの面数", "速度骰面数", "Sides of the speed die"),
      why: w3(
        "速度ダイスの面数（既定6）",
        "速度骰的面数（默认6）",
        "the speed die's sides (default 6)",
      ),
    },
  },
  "ygo-trpg": {
    gmTools: {
      default: true,
      name: w3(
        "GMツール（取り消し・調整）",
        "GM工具（撤回、调整）",
        "GM tools (take back, adjust)",
      ),
      why: w3(
        "GM は直前の決定を取り消し、ライフやATKを調整できる（既定：あり）",
        "GM可撤回上一个决定，调整生命值和ATK（默认：开启）",
        "the GM may take back the last decision and adjust life or ATK (default: on)",
      ),
    },
  },
};

/** A named option as the lobby offers it: its values (the default first) and their words. */
export interface NamedOption {
  name: string;
  /** The values, the default first. */
  values: string[];
  /** The option's name in every language. */
  label: OptionText;
  /** The seed lines its reading rests on, in every language. */
  why: OptionText;
  /** Each value's name in every language. */
  valueLabels: Record<string, OptionText>;
}

/** A system's named options for the lobby: each with its values (the default first) and words. */
export function namedOptions(system: string): NamedOption[] {
  const words = NAMED_OPTION_WORDS[system] ?? {};
  return Object.entries(NAMED_OPTIONS[system] ?? {}).map(([name, values]) => ({
    name,
    values: [...values],
    label: words[name].name,
    why: words[name].why,
    valueLabels: Object.fromEntries(values.map((v) => [v, words[name].values[v]])),
  }));
}

/** magical-girl's options are all named readings: each one of its listed values. */
const magicalGirl = z
  .object(
    Object.fromEntries(
      Object.entries(MG_OPTIONS).map(([name, values]) => [name, z.enum(values).optional()]),
    ),
  )
  .strict();

/** Options schemas by system id. */
export const SYSTEM_OPTIONS: Record<string, z.ZodType> = {
  vision: z
    .object({
      /** Life each player starts with (VIS default 20). */
      startingLife: z.number().int().min(1).max(1000).optional(),
      /** Cards a player may keep at the end of the turn (default 7). */
      handLimit: z.number().int().min(0).max(1000).optional(),
      /** The first player draws in turn 1 too (default false). */
      firstPlayerDraws: z.boolean().optional(),
    })
    .strict(),
  "geo-march": z
    .object({
      /** Sides of the speed die (default 6). */
      speedDie: z.number().int().min(2).max(1000).optional(),
    })
    .strict(),
  "magical-girl": magicalGirl,
  "ygo-trpg": z
    .object({
      /** The GM's tools (take back, adjust): on unless false. */
      gmTools: z.boolean().optional(),
      // House rules (issue 33): each one of its listed values (src/systems/ygo-trpg/options.ts).
      ...Object.fromEntries(
        Object.entries(YGO_OPTIONS).map(([name, values]) => [name, z.enum(values).optional()]),
      ),
    })
    .strict(),
};

/** The options `system` takes, by name (the named ones and the number or yes / no ones). */
export function optionNames(system: string): string[] {
  const schema = Object.hasOwn(SYSTEM_OPTIONS, system) ? SYSTEM_OPTIONS[system] : undefined;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/**
 * The problems of `options` for `system` (paths under `options`), or none. Systems not listed in
 * {@link SYSTEM_OPTIONS} accept no options at all.
 */
export function optionIssues(
  system: string,
  options: Record<string, Json> | undefined,
): DataIssue[] {
  if (options === undefined) return [];
  // `content` carries the battle's content packs (content-packs.ts); the pack loader checks them.
  const { content: _packs, ...rules } = options;
  const schema = Object.hasOwn(SYSTEM_OPTIONS, system)
    ? SYSTEM_OPTIONS[system]
    : z.object({}).strict();
  const checked = checkData(rules, schema);
  if ("data" in checked) return [];
  return checked.issues.map((i) => ({
    path:
      i.path === "" ? "options" : i.path.startsWith("[") ? `options${i.path}` : `options.${i.path}`,
    message: i.message,
  }));
}
