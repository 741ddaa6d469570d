/**
 * Refusal reasons (`why.*`) of the open round's options (why-open.ts, why-ready.ts, why-kp.ts):
 * objects, items, throws of objects and characters, tasks, the open ready action, KP prices and
 * groups acting together — zh first, as the seed, then ja and en; the rule id is `{rule}`.
 */
import type { MessageTable } from "../../engine/index.ts";

/** Messages of the open round's `why` reasons. */
export const MG_WHY_OPEN_MESSAGES: MessageTable = {
  "why.free-not-yet": {
    zh: "{@card}本回合尚未移动或执行动作，还没有免费互动，互动需要{cost}点DP，只有{dp}点（{rule}，{option}）",
    ja: "{@card}はこのターンまだ移動も行動もしていない：無料の操作はまだなく、操作にはDP{cost}が必要、DPは{dp}（{rule}、{option}）",
    en: "{@card} has not moved or acted this turn: no free interaction yet, one costs {cost} DP, she has {dp} ({rule}, {option})",
  },
  "why.free-used": {
    zh: "{@card}本回合的免费互动已用过，再次互动需要{cost}点DP，只有{dp}点（{rule}）",
    ja: "{@card}はこのターンの無料の操作を使った：次の操作にはDP{cost}が必要、DPは{dp}（{rule}）",
    en: "{@card} has used this turn's free interaction: another costs {cost} DP, she has {dp} ({rule})",
  },
  "why.object-elsewhere": {
    zh: "{@object}在{@where}，{@card}在{@pos}（{rule}）",
    ja: "{@object}は{@where}にあり、{@card}は{@pos}にいる（{rule}）",
    en: "{@object} is at {@where}, {@card} at {@pos} ({rule})",
  },
  "why.not-workable": {
    zh: "{@object}没有可操作之处，只能投掷（{rule}）",
    ja: "{@object}には操作するところがなく、投げることしかできない（{rule}）",
    en: "{@object} has nothing to work: it can only be thrown ({rule})",
  },
  "why.crate-open": {
    zh: "{@object}已经打开，里面的东西已取出放在原地（{rule}）",
    ja: "{@object}はもう開いていて、中身はその場に出ている（{rule}）",
    en: "{@object} is already open: what it held lies here to be taken ({rule})",
  },
  "why.heavy-object": {
    zh: "{@object}沉重或卡住：由主持人定价，至少1点DP，{@card}只有{dp}点（{rule}）",
    ja: "{@object}は重いか固い：KPが値を決め、最低DP1、{@card}のDPは{dp}（{rule}）",
    en: "{@object} is heavy or stuck: the KP prices it, at least 1 DP, and {@card} has {dp} ({rule})",
  },
  "why.heavy-not-free": {
    zh: "{@object}沉重或卡住：不能作为免费互动，至少1点DP（{rule}）",
    ja: "{@object}は重いか固い：無料の操作にはならず、最低DP1（{rule}）",
    en: "{@object} is heavy or stuck: never a free interaction, at least 1 DP ({rule})",
  },
  "why.free-price-used": {
    zh: "{@card}本回合的免费互动已用过：此行动至少1点DP（{rule}）",
    ja: "{@card}はこのターンの無料の操作を使った：この行為は最低DP1（{rule}）",
    en: "{@card} has used this turn's free interaction: this costs at least 1 DP ({rule})",
  },
  "why.door-closed": {
    zh: "{@object}关着，{@from}与{@to}之间不通（{rule}）",
    ja: "{@object}が閉まっていて、{@from}と{@to}の間は通れない（{rule}）",
    en: "the {@object} is closed: there is no way between {@from} and {@to} ({rule})",
  },
  "why.holds-one": {
    zh: "{@card}手上已经有一把{@item}（{rule}）",
    ja: "{@card}はもう{@item}を手にしている（{rule}）",
    en: "{@card} already holds a {@item} ({rule})",
  },
  "why.not-lying": {
    zh: "{@item}不在{@card}所在的{@pos}（{rule}）",
    ja: "{@item}は{@card}のいる{@pos}にない（{rule}）",
    en: "no {@item} lies at {@pos}, where {@card} stands ({rule})",
  },
  "why.no-item": {
    zh: "{@card}没有携带{@item}（{rule}）",
    ja: "{@card}は{@item}を持っていない（{rule}）",
    en: "{@card} carries no {@item} ({rule})",
  },
  "why.item-used": {
    zh: "{@card}的{@item}已经用掉了：魔法物品用后即消耗（{rule}）",
    ja: "{@card}の{@item}はもう使った：魔法の品は使うとなくなる（{rule}）",
    en: "{@card} has used up her {@item}: a magical item is gone once used ({rule})",
  },
  "why.react-interaction": {
    zh: "{@item}无需动作即可使用，属于自己回合的免费互动，不能作为应急反应（{rule}）",
    ja: "{@item}は行動なしで使う品（自分のターンの操作）で、緊急反応にはできない（{rule}）",
    en: "{@item} needs no action: it is an interaction of her own turn, not a reaction ({rule})",
  },
  "why.target-out": {
    zh: "{@card}的HP为0，已退出战斗，不能作为目标（{rule}）",
    ja: "{@card}はHP0で戦闘から外れていて、対象にできない（{rule}）",
    en: "{@card} is at 0 HP and out of the fight: no longer a target ({rule})",
  },
  "why.too-heavy": {
    zh: "{@thing}的体型（重量）为{weight}，大于{max}，无法投掷（{rule}）",
    ja: "{@thing}の体格（重量）は{weight}で{max}を超え、投げられない（{rule}）",
    en: "{@thing} weighs {weight}, over {max}: it cannot be thrown ({rule})",
  },
  "why.out-of-range": {
    zh: "{@target}相距{m}米，超出投掷距离{range}米（力量{str}）（{rule}）",
    ja: "{@target}までは{m}mで、投擲距離{range}m（筋力{str}）を超える（{rule}）",
    en: "{@target} is {m} m away, beyond the throwing range of {range} m (STR {str}) ({rule})",
  },
  "why.out-of-range-half": {
    zh: "{@target}相距{m}米，超出投掷距离{range}米（重量{weight}大于40，力量{str}减半）（{rule}）",
    ja: "{@target}までは{m}mで、投擲距離{range}m（重量{weight}が40を超え、筋力{str}の半分）を超える（{rule}）",
    en: "{@target} is {m} m away, beyond the throwing range of {range} m (STR {str} halved: weight {weight} is over 40) ({rule})",
  },
  "why.fixture": {
    zh: "{@object}是固定的门或操纵杆，不能投掷（{rule}）",
    ja: "{@object}は据え付けの扉やレバーで、投げられない（{rule}）",
    en: "{@object} is a fixed door or lever and cannot be thrown ({rule})",
  },
  "why.not-beside": {
    zh: "{@card}不在{@thrower}所在的{@pos}，只能投掷同一位置的角色（{rule}）",
    ja: "{@card}は{@thrower}のいる{@pos}にいない：投げられるのは同じ位置のキャラクターだけ（{rule}）",
    en: "{@card} is not at {@pos} with {@thrower}: only a character at the same position can be thrown ({rule})",
  },
  "why.girls-only": {
    zh: "只有魔法少女可以声明交由主持人定价的行动（{@card}）（{rule}）",
    ja: "KPが値を決める行為を宣言できるのは魔法少女だけ（{@card}）（{rule}）",
    en: "only a magical girl declares a task for the KP to price ({@card}) ({rule})",
  },
  "why.not-in-group": {
    zh: "{@card}不属于{group}组（{rule}）",
    ja: "{@card}はグループ{group}に属さない（{rule}）",
    en: "{@card} is not in group {group} ({rule})",
  },
  "why.turn-over": {
    zh: "{@card}本轮的回合已经结束（{rule}）",
    ja: "{@card}のこのラウンドのターンはもう終わった（{rule}）",
    en: "{@card}'s turn this round has already ended ({rule})",
  },
  "why.nothing-to-ready": {
    zh: "{@card}现在没有可执行的攻击、能力、物品或移动，无可预备（{rule}）",
    ja: "{@card}が今とれる攻撃・能力・品・移動がなく、待機するものがない（{rule}）",
    en: "{@card} could take no attack, ability, item or move now: nothing to ready ({rule})",
  },
  "why.not-foe": {
    zh: "{@card}不是敌人：“敌人行动时”只能指定敌人（{rule}）",
    ja: "{@card}は敵ではない：「敵が行動するとき」には敵を指定する（{rule}）",
    en: '{@card} is not a foe: the moment "when a foe acts" names a foe ({rule})',
  },
  "why.not-ally": {
    zh: "{@card}不是同伴：“同伴受到攻击时”只能指定同伴或自己（{rule}）",
    ja: "{@card}は味方ではない：「味方が攻撃されたとき」には味方か自分を指定する（{rule}）",
    en: '{@card} is not an ally: the moment "when an ally is attacked" names an ally or herself ({rule})',
  },
};
