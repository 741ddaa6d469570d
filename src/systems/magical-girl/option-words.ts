/**
 * The printed words of magical-girl's table options ({@link MG_OPTIONS}): each option's name, the
 * seed lines its reading rests on and a name for each value, in seed 002's terms (行动值 DP, 格挡,
 * 闪避, 反击, 对抗检定, 体型, 自由互动, 主持人 KP). Typed against the options, so an option or
 * value added there without words here fails the typecheck. docs/rules/magical-girl.md "House
 * rules" gives the full readings.
 */
import { type OptionWordsOf, w3 } from "../shared/option-words.ts";
import type { MG_OPTIONS } from "./options.ts";

/** Every option's words (ja, zh, en). */
export const MG_OPTION_WORDS: OptionWordsOf<typeof MG_OPTIONS> = {
  fumble: {
    name: w3("ファンブルの範囲", "大失败范围", "Fumble range"),
    why: w3(
      "MGR-01：CoC7 の判定。技能が50未満なら96–100がファンブル",
      "MGR-01：CoC7 检定；技能低于50时96–100为大失败",
      "MGR-01: CoC 7th checks; below skill 50, 96–100 fumbles",
    ),
    values: {
      coc7: w3(
        "CoC7：100、技能50未満は96–100",
        "CoC7：100，技能低于50时96–100",
        "CoC 7th: 100, or 96–100 below skill 50",
      ),
      "100": w3("100のみ", "仅100", "100 only"),
    },
  },
  dpReading: {
    name: w3("使い切らなかった行動値（DP）", "未用完的行动值（DP）", "Unspent action points (DP)"),
    why: w3(
      "MGR-22：l.39「当回合没有消耗完的DP会积累到下一回合」と l.42「战斗轮结束时，清空所有人的DP」が食い違う",
      "MGR-22：第39行「当回合没有消耗完的DP会积累到下一回合」与第42行「战斗轮结束时，清空所有人的DP」相矛盾",
      "MGR-22: l.39 「当回合没有消耗完的DP会积累到下一回合」 (DP carries over) against l.42 「战斗轮结束时，清空所有人的DP」 (DP is emptied)",
    ),
    values: {
      carry: w3("次のラウンドに持ち越す", "积累到下一回合", "carries over to the next round"),
      clear: w3("戦闘ラウンドの終わりに消える", "战斗轮结束时清空", "emptied at the round's end"),
    },
  },
  parryWithoutDp: {
    name: w3("DP 0 での受け流し（格挡）", "无DP时格挡", "Parry (格挡) at 0 DP"),
    why: w3(
      "MGR-40：l.74「若无DP可消耗则…精疲力竭面对攻击无法活动」と l.75「格挡行动不需要消耗DP」が食い違う",
      "MGR-40：第74行「若无DP可消耗则…精疲力竭面对攻击无法活动」与第75行「格挡行动不需要消耗DP」相矛盾",
      "MGR-40: l.74 「若无DP可消耗则…精疲力竭…无法活动」 (0 DP: no defence) against l.75 「格挡行动不需要消耗DP」 (parry is free)",
    ),
    values: {
      no: w3(
        "できない（疲れ切って動けない）",
        "不能（精疲力竭，无法活动）",
        "no (exhausted: no defence at all)",
      ),
      yes: w3("できる（格挡はDP不要）", "可以（格挡不消耗DP）", "yes (a parry costs no DP)"),
    },
  },
  initiativeTie: {
    name: w3(
      "先攻の同値（KP側とプレイヤー側）",
      "先攻平手（主持人方与玩家方）",
      "Tied initiative, KP's and players' side",
    ),
    why: w3(
      "MGR-12：KP側と魔法少女が同じ先攻のときの決め方",
      "MGR-12：主持人方与魔法少女先攻相同时如何决定",
      "MGR-12: how a KP creature and a girl with the same initiative are ordered",
    ),
    values: {
      kp: w3("KPが順番を決める", "由主持人决定顺序", "the KP orders them"),
      roll: w3("各自 d100、高い方が先", "各掷d100，高者先", "each rolls d100, higher first"),
    },
  },
  reactionApproval: {
    name: w3("緊急反応（应急反应）の許可", "应急反应的许可", "Leave for a reaction (应急反应)"),
    why: w3(
      "MGR-35：「玩家可以向主持人申请」——緊急反応には KP の許可が要る",
      "MGR-35：「玩家可以向主持人申请」——应急反应需要主持人许可",
      "MGR-35: 「玩家可以向主持人申请」: a reaction needs the KP's leave",
    ),
    values: {
      ask: w3("KPに尋ねる", "询问主持人", "ask the KP"),
      auto: w3("自動で許可", "自动许可", "granted automatically"),
    },
  },
  reactions: {
    name: w3("緊急反応（应急反应）", "应急反应", "Reactions (应急反应)"),
    why: w3(
      "MGR-35：他人の手番の行動のあと、DP2倍で反応できる",
      "MGR-35：在他人回合的行动之后，可消耗双倍DP做出反应",
      "MGR-35: after each action on another's turn, a girl may react at double DP",
    ),
    values: {
      on: w3("あり", "开启", "on"),
      off: w3("なし", "关闭", "off"),
    },
  },
  woundDamage: {
    name: w3(
      "負傷のしきい値を超えるダメージ",
      "达到伤口阈值的伤害",
      "Damage that wounds at the thresholds",
    ),
    why: w3(
      "MGR-60：シードは「刃形伤害」（斬・刺）と書く",
      "MGR-60：种子写的是「刃形伤害」（斩击、刺击）",
      "MGR-60: the seed says 「刃形伤害」 (slash and pierce damage)",
    ),
    values: {
      edged: w3("刃形（斬・刺）のみ", "仅刃形伤害（斩、刺）", "edged (slash, pierce) only"),
      any: w3("どんなダメージでも", "任何伤害", "any damage"),
    },
  },
  scatter6: {
    name: w3("散らばりダイスの6", "散布骰的6", "A 6 on the scatter die"),
    why: w3(
      "MGR-72：投擲失敗の散らばり表の6",
      "MGR-72：投掷失败散布表中的6",
      "MGR-72: the 6 of a failed throw's scatter table",
    ),
    values: {
      target: w3("目標地点に落ちる", "落在目标点", "lands on the target point"),
      reroll: w3("振り直す", "重掷", "roll again"),
    },
  },
  groupTurns: {
    name: w3(
      "先攻を共有するグループの手番",
      "共用先攻的群体回合",
      "A group sharing an initiative roll",
    ),
    why: w3(
      "MGR-11：l.20「让这群生物在同一时间行动」",
      "MGR-11：第20行「让这群生物在同一时间行动」",
      "MGR-11, l.20 「让这群生物在同一时间行动」 (let the group act at the same time)",
    ),
    values: {
      consecutive: w3("設定順に続けて", "按设定顺序依次行动", "consecutive turns in setup order"),
      together: w3(
        "同時に（KPが行動を交互に）",
        "同时行动（主持人穿插安排）",
        "together (the KP interleaves them)",
      ),
    },
  },
  kpTools: {
    name: w3(
      "KPツール（HP・MP・DP・負傷の調整）",
      "主持人工具（调整HP、MP、DP、伤口）",
      "KP tools (adjust HP, MP, DP, wounds)",
    ),
    why: w3(
      "各手番の前に KP が数値を1ずつ調整できる（ハウスルール）",
      "每个回合开始前主持人可逐一调整数值（房规）",
      "before each turn the KP may adjust a value by one (a house rule)",
    ),
    values: {
      off: w3("なし", "关闭", "off"),
      on: w3("あり", "开启", "on"),
    },
  },
  skillCost: {
    name: w3("技能使用のDP", "使用技能的DP消耗", "A skill use's DP cost"),
    why: w3(
      "MGR-28：l.46「主持人可以…动态判断该行动应消耗多少DP」と l.60「消耗1DP或不消耗」が食い違う",
      "MGR-28：第46行「主持人可以…动态判断该行动应消耗多少DP」与第60行「消耗1DP或不消耗」相矛盾",
      "MGR-28: l.46 「主持人可以…动态判断…消耗多少DP」 (the KP sizes it) against l.60 「消耗1DP或不消耗」 (1 DP or none)",
    ),
    values: {
      kp: w3(
        "KPが決める（0・1・2・4 DP）",
        "主持人判断（0、1、2、4 DP）",
        "the KP sizes it (0, 1, 2 or 4 DP)",
      ),
      seed: w3("0か1 DPのみ", "仅0或1 DP", "0 or 1 DP only"),
    },
  },
  opposedTie: {
    name: w3(
      "対抗判定（对抗检定）の同レベル",
      "对抗检定成功等级相同",
      "Opposed check (对抗检定) at the same level",
    ),
    why: w3(
      "MGR-42/43：l.9「若等级相当，则数值小者获胜」と ll.76–77「若对抗检定成功」（同レベルは書かれていない）",
      "MGR-42/43：第9行「若等级相当，则数值小者获胜」与第76–77行「若对抗检定成功」（未写等级相同的情况）",
      "MGR-42/43: l.9 「若等级相当，则数值小者获胜」 (the lower roll wins) against ll.76–77 「若对抗检定成功」 (nothing on equal levels)",
    ),
    values: {
      roll: w3("出目の小さい方が勝つ", "数值小者获胜", "the lower roll wins"),
      attacker: w3("攻撃が通る", "攻击成立", "the attack stands"),
      defender: w3("防御側が勝つ", "防御方获胜", "the defender wins"),
    },
  },
  throwSize: {
    name: w3(
      "投げられるキャラクターの総体型",
      "被投掷角色的总体型",
      "A thrown character's 总体型 (size)",
    ),
    why: w3(
      "MGR-70：l.100「角色，武器或物体总体型（重量）大于40时，投掷距离减半」——持ち物を含むかは書かれていない",
      "MGR-70：第100行「角色，武器或物体总体型（重量）大于40时，投掷距离减半」——未写是否包括携带物",
      "MGR-70, l.100 「总体型（重量）大于40时，投掷距离减半」: nothing on what she carries",
    ),
    values: {
      body: w3("本人の体型だけ", "仅本人体型", "her size alone"),
      withCarried: w3("体型＋持ち物", "体型加携带物", "her size plus what she carries"),
    },
  },
  freeInteraction: {
    name: w3(
      "手番中の自由な操作（自由互动）",
      "回合内的自由互动",
      "The turn's free interaction (自由互动)",
    ),
    why: w3(
      "MGR-14：l.29「你在移动或执行动作时，也可以跟至多一个物件…进行自由互动」と l.30「如果你想跟另一个物件互动，则需要使用你的动作」",
      "MGR-14：第29行「你在移动或执行动作时，也可以跟至多一个物件…进行自由互动」与第30行「如果你想跟另一个物件互动，则需要使用你的动作」",
      "MGR-14: l.29 「你在移动或执行动作时…自由互动」 (with a move or an action) against l.30 (one free, any other an action)",
    ),
    values: {
      any: w3(
        "最初の1回はいつでも無料",
        "第一次互动随时免费",
        "the first one is free whenever it comes",
      ),
      withMoveOrAction: w3(
        "移動か行動のあとだけ無料",
        "仅在移动或行动之后免费",
        "free only after a move or an action",
      ),
    },
  },
};
