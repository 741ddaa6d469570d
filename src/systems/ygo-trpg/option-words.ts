/**
 * The printed words of ygo-trpg's house rules ({@link YGO_OPTIONS}): each option's name, the seed
 * lines its reading rests on and a name for each value, in the seed's terms (召喚判定, シンクロ,
 * 1ゾロ / 6ゾロ, 罠) — Japanese first, as the seed is written. Typed against the options, so an
 * option or value added there without words here fails the typecheck. docs/rules/ygo-trpg.md
 * "House rules" gives the full readings.
 */
import { type OptionWordsOf, w3 } from "../shared/option-words.ts";
import type { YGO_OPTIONS } from "./options.ts";

/** Every house rule's words. */
export const YGO_OPTION_WORDS: OptionWordsOf<typeof YGO_OPTIONS> = {
  synchroCost: {
    name: w3("シンクロ召喚のライフ支払い", "同调召唤的生命支付", "Synchro summon's life cost"),
    why: w3(
      "YGT-16：l.20「シンクロ召喚はライフポイントを10点（1000）支払います」——召喚に失敗したとき・無効にされたときも払うかは書かれていない",
      "YGT-16：第20行「シンクロ召喚はライフポイントを10点（1000）支払います」——没有写召唤失败或被无效时是否也要支付",
      "YGT-16, l.20 「シンクロ召喚はライフポイントを10点（1000）支払います」: the seed does not say whether a failed or negated summon pays too",
    ),
    values: {
      declare: w3(
        "宣言時に払う（失敗しても戻らない）",
        "宣言时支付（失败也不退还）",
        "paid on declaring (kept if it fails)",
      ),
      success: w3("出せたときだけ払う", "仅召唤成功时支付", "paid only once the monster is out"),
    },
  },
  summonDoubles: {
    name: w3("召喚判定の1ゾロ・6ゾロ", "召唤判定的双1／双6", "Doubles on the summon check"),
    why: w3(
      "YGT-13：l.40「1ゾロ＝ファンブル、6ゾロ＝クリティカルについては通常の判定とは違う判定を行います」——ll.41–42 は攻撃側と防御側しか書いていない",
      "YGT-13：第40行「1ゾロ＝ファンブル、6ゾロ＝クリティカルについては通常の判定とは違う判定を行います」——第41–42行只写了攻击方和防御方",
      "YGT-13, l.40 「1ゾロ＝ファンブル、6ゾロ＝クリティカル…通常の判定とは違う判定」: ll.41–42 detail only the attacker and the defender",
    ),
    values: {
      auto: w3(
        "1ゾロは失敗、6ゾロは成功（合計に関係なく）",
        "双1失败，双6成功（不论合计）",
        "double 1 fails, double 6 succeeds (whatever the sum)",
      ),
      attack: w3(
        "攻撃判定と同じ：1ゾロは失敗、6ゾロは＋1D",
        "同攻击判定：双1失败，双6加1D",
        "as the attack roll: double 1 fails, double 6 adds 1D",
      ),
      none: w3(
        "特別扱いなし（合計だけで決まる）",
        "不特殊处理（只看合计）",
        "no special case (the sum decides)",
      ),
    },
  },
  rollOffTie: {
    name: w3("1D判定の同値", "1D判定平手", "A tied 1D roll-off"),
    why: w3(
      "YGT-20：l.24「敵味方で星の数が同じ場合は、1Dによる判定を行います」——1Dが同じ目のときは書かれていない",
      "YGT-20：第24行「敵味方で星の数が同じ場合は、1Dによる判定を行います」——没有写1D点数相同时怎么办",
      "YGT-20, l.24 「敵味方で星の数が同じ場合は、1Dによる判定を行います」: nothing on an equal 1D",
    ),
    values: {
      reroll: w3("振り直す", "重掷", "roll again"),
      players: w3(
        "プレイヤー側のモンスターが先",
        "玩家方的怪兽先行动",
        "the players' monsters act first",
      ),
      gm: w3("GM側のモンスターが先", "GM方的怪兽先行动", "the GM's monsters act first"),
    },
  },
  trapTiming: {
    name: w3(
      "罠の「前ターン」",
      "陷阱的「前ターン」（前回合）",
      "A trap's 「前ターン」 (earlier turn)",
    ),
    why: w3(
      "YGT-17：l.22「罠は前ターンにセットしたもののみが発動できます」——「前ターン」は「以前のターン」とも「直前のターン」とも読める",
      "YGT-17：第22行「罠は前ターンにセットしたもののみが発動できます」——「前ターン」可读作“之前的回合”或“上一回合”",
      "YGT-17, l.22 「罠は前ターンにセットしたもののみが発動できます」: 前ターン reads as “an earlier turn” or “the turn just before”",
    ),
    values: {
      earlier: w3(
        "それ以前のどのターンにセットした罠でも",
        "之前任一回合盖放的陷阱",
        "a trap set in any earlier round",
      ),
      previous: w3(
        "直前のターンにセットした罠だけ",
        "仅上一回合盖放的陷阱",
        "only a trap set in the round just before",
      ),
    },
  },
};
