/**
 * Card data schema for Phantom Magic VISION. Cards are data (YAML), validated here; effects are
 * composed from a small vocabulary instead of code per card.
 */
import { z } from "zod";
import { contentId, KEBAB_ID, LocalizedName, LocalizedText } from "../shared/localized.ts";
import { MAX_COPIES } from "./rule-numbers.ts";

/** A text in the three log languages (names: LocalizedName; both bounded, limits.ts). */
export const Localized = LocalizedText;

/** Keywords (キーワード能力). Stored on cards as stats `kw.<name>` so modifiers can grant them. */
export const KEYWORDS = ["first-strike", "pierce", "haste", "ambush", "stealth", "doll"] as const;
export const Keyword = z.enum(KEYWORDS);

/**
 * Who an effect touches.
 * target: the play's chosen target · self: the card itself · host: the character this is set on ·
 * foe: the character fighting this one · attacker / blocker: of the current combat ·
 * all / own / enemy: every character on the field, yours, the opponent's.
 */
export const CardRef = z.enum([
  "target",
  "self",
  "host",
  "foe",
  "attacker",
  "blocker",
  "all",
  "own",
  "enemy",
]);
/** A player an effect touches, from the controller's point of view. */
export const PlayerRef = z.enum(["you", "opponent"]);
/** How long a stat change lasts. */
export const Until = z.enum(["end-of-turn", "end-of-combat", "permanent"]);

/** The effect vocabulary. */
export const Effect = z.discriminatedUnion("do", [
  z
    .object({ do: z.literal("damage"), amount: z.number().int().min(0), to: CardRef })
    .strict()
    .describe("Damage to characters (決死 when it reaches their toughness)."),
  z
    .object({ do: z.literal("damage-player"), amount: z.number().int().min(0), to: PlayerRef })
    .strict()
    .describe("Damage to a player’s life."),
  z
    .object({
      do: z.literal("modify"),
      to: CardRef,
      /** 変更 change (set), 入れ替え swap, 加減算 add (戦闘修正), 常に always. */
      layer: z.enum(["change", "swap", "add", "always"]).default("add"),
      attack: z.number().int().optional(),
      toughness: z.number().int().optional(),
      until: Until.default("end-of-turn"),
    })
    .strict()
    .describe(
      "A stat change in a layer: 変更 change (set), 入れ替え swap, 加減算 add, 常に always.",
    ),
  z
    .object({
      do: z.literal("grant"),
      to: CardRef,
      keyword: Keyword,
      until: Until.default("end-of-turn"),
    })
    .strict()
    .describe("Gives characters a keyword for a while."),
  z
    .object({ do: z.literal("doom"), to: CardRef })
    .strict()
    .describe("Puts characters into 決死."),
  z
    .object({ do: z.literal("destroy"), to: CardRef })
    .strict()
    .describe("Destroys (破棄) characters."),
  z
    .object({ do: z.literal("exile"), to: CardRef })
    .strict()
    .describe("Removes characters from the game."),
  z
    .object({ do: z.literal("bounce"), to: CardRef })
    .strict()
    .describe("Returns characters to their owner’s hand."),
  z
    .object({ do: z.literal("sleep"), to: CardRef })
    .strict()
    .describe("Puts characters to sleep (スリープ)."),
  z
    .object({ do: z.literal("ready"), to: CardRef })
    .strict()
    .describe("Wakes characters (アクティブ)."),
  z
    .object({
      do: z.literal("draw"),
      count: z.number().int().min(1),
      who: PlayerRef.default("you"),
    })
    .strict()
    .describe("A player draws cards."),
  /** Only inside a `would-doom` trigger: the 決死 is cancelled, the character stays, damage resets. */
  z
    .object({ do: z.literal("cancel-doom") })
    .strict()
    .describe("Only in a would-doom trigger: the 決死 is cancelled and the damage resets."),
]);

/** What a chosen target may be. */
export const TargetSpec = z
  .object({
    side: z.enum(["any", "own", "enemy"]).default("any"),
    state: z.enum(["any", "active", "sleep"]).default("any"),
  })
  .strict();

/** Timing windows a triggered ability can wait for. */
export const TRIGGER_WINDOWS = [
  "enter",
  "combat-start",
  "combat-result",
  "combat-other",
  "combat-end",
  "turn-end",
  "would-doom",
] as const;

/** A triggered ability (誘発効果). */
export const Trigger = z
  .object({
    when: z.enum(TRIGGER_WINDOWS),
    /** Only when this character (or its host) is attacking / blocking in this combat. */
    if: z.enum(["any", "attacking", "blocking", "unblocked", "blocked"]).default("any"),
    effects: z.array(Effect).min(1),
  })
  .strict();

/** An activated ability (起動効果). */
export const Activated = z
  .object({
    cost: z
      .object({ sleep: z.boolean().default(false), nodes: z.number().int().min(0).default(0) })
      .strict(),
    timing: z.enum(["main", "any"]).default("any"),
    target: TargetSpec.optional(),
    effects: z.array(Effect).min(1),
  })
  .strict();

const common = {
  id: contentId(KEBAB_ID, "a kebab-case id like reisen"),
  no: z.number().int().min(0).optional(),
  name: LocalizedName,
  text: Localized.optional(),
  /** 必要ノード: nodes you must have to play it. */
  need: z.number().int().min(0),
  /** Nodes put to sleep to pay for it. */
  cost: z.number().int().min(0),
};

/** A character (キャラクター). */
export const CharacterCard = z
  .object({
    ...common,
    type: z.literal("character"),
    attack: z.number().int(),
    toughness: z.number().int(),
    graze: z.number().int().min(0).default(0),
    keywords: z.array(Keyword).default([]),
    /** 「常に」 variation while on the field. */
    always: z
      .object({ attack: z.number().int().default(0), toughness: z.number().int().default(0) })
      .strict()
      .optional(),
    triggers: z.array(Trigger).default([]),
    activated: z.array(Activated).default([]),
  })
  .strict();

/** A command card (コマンドカード). */
export const CommandCard = z
  .object({
    ...common,
    type: z.literal("command"),
    timing: z.enum(["main", "any"]).default("any"),
    target: TargetSpec.optional(),
    effects: z.array(Effect).min(1),
  })
  .strict();

/** A card set on a character: equipment (装備) or talisman (呪符), with its 戦闘修正. */
export const SetCard = z
  .object({
    ...common,
    type: z.enum(["equipment", "talisman"]),
    modifier: z.object({ attack: z.number().int(), toughness: z.number().int() }).strict(),
    keywords: z.array(Keyword).default([]),
    target: TargetSpec.default({ side: "own", state: "any" }),
    triggers: z.array(Trigger).default([]),
  })
  .strict();

/** Any Vision card. */
export const Card = z.discriminatedUnion("type", [CharacterCard, CommandCard, SetCard]);
export type Card = z.infer<typeof Card>;
export type CharacterCard = z.infer<typeof CharacterCard>;
export type CommandCard = z.infer<typeof CommandCard>;
export type SetCard = z.infer<typeof SetCard>;
export type Effect = z.infer<typeof Effect>;
export type Trigger = z.infer<typeof Trigger>;
export type Activated = z.infer<typeof Activated>;
export type TargetSpec = z.infer<typeof TargetSpec>;

/** A content file: cards and/or decks. */
export const ContentFile = z
  .object({
    cards: z.array(Card).default([]),
    decks: z
      .array(
        z
          .object({
            id: contentId(),
            name: LocalizedName,
            /** Card id → copies. */
            cards: z.record(z.string(), z.number().int().min(1).max(MAX_COPIES)),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();
export type ContentFile = z.infer<typeof ContentFile>;
