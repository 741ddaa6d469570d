/**
 * The effect vocabulary: each effect in card data is applied here. Effects are synchronous and
 * ask nothing, so they serve both resolving plays (one effect per task, with state-based checks
 * between them — VIS-30's interruption) and the 決死 check's `would-doom` triggers.
 */
import { type Battle, ownCard, ownFlags } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { drawCard } from "./draw.ts";
import type { Effect } from "./schema.ts";
import { addStatChange } from "./stat-mods.ts";
import { xOf } from "./tasks.ts";
import {
  damageOn,
  effectDamage,
  fieldInTurnOrder,
  hostOf,
  keywordStat,
  onField,
  opponentOf,
  zoneOf,
} from "./zones.ts";

/** Who is acting and on what: the source card, its controller, the chosen target. */
export interface EffectCtx {
  src: string;
  ctrl: string;
  target: string | null;
}

/** The characters an effect's `to` names, right now. Cards that left the field are skipped. */
export function resolveRefs(b: Battle, ctx: EffectCtx, to: string): string[] {
  const s = b.state;
  const combat = xOf(s).combat;
  const src = s.cards[ctx.src];
  const hostId = src === undefined ? null : hostOf(src);
  const me = hostId ?? ctx.src;
  let ids: string[];
  switch (to) {
    case "target":
      ids = ctx.target ? [ctx.target] : [];
      break;
    case "self":
      return src && (onField(s, ctx.src) || hostId !== null) ? [ctx.src] : [];
    case "host":
      ids = hostId ? [hostId] : [];
      break;
    case "foe":
      ids = !combat
        ? []
        : combat.attacker === me
          ? [combat.blocker ?? ""]
          : combat.blocker === me
            ? [combat.attacker]
            : [];
      break;
    case "attacker":
      ids = combat ? [combat.attacker] : [];
      break;
    case "blocker":
      ids = combat?.blocker ? [combat.blocker] : [];
      break;
    case "all":
      ids = fieldInTurnOrder(s);
      break;
    case "own":
      ids = [...(s.zones[zoneOf(ctx.ctrl, "field")] ?? [])];
      break;
    default:
      ids = [...(s.zones[zoneOf(opponentOf(ctx.ctrl), "field")] ?? [])];
  }
  return ids.filter((id) => onField(s, id));
}

/** Changes a player's life and logs it, with the seat whose card caused the loss (`by`). */
export function loseLife(b: Battle, seat: string, amount: number, cause: string, by: string): void {
  const life = xOf(b.state).life;
  life[seat] -= amount;
  b.touch();
  if (heard(b)) b.emit({ t: "life", seat, amount, life: life[seat], cause, by });
}

/** Sends a card to its owner's 冥界 directly (破棄する: no 決死) (VIS-31). */
export function destroyCard(b: Battle, id: string, cause: string): void {
  const c = b.state.cards[id];
  if (heard(b)) b.emit({ t: "destroyed", card: id, cause });
  b.move(id, zoneOf(c.owner, "grave"));
}

/** Applies one effect (VIS-20, VIS-30, VIS-31, VIS-34). */
export function applyEffect(b: Battle, ctx: EffectCtx, e: Effect): void {
  const s = b.state;
  switch (e.do) {
    case "damage":
      for (const id of resolveRefs(b, ctx, e.to)) {
        const c = ownCard(s, id);
        ownFlags(c).dmg = effectDamage(c) + e.amount;
        b.touch();
        if (heard(b))
          b.emit({ t: "damage", card: id, amount: e.amount, total: damageOn(c), src: ctx.src });
      }
      return;
    case "damage-player":
      loseLife(b, e.to === "you" ? ctx.ctrl : opponentOf(ctx.ctrl), e.amount, "effect", ctx.ctrl);
      return;
    case "modify": {
      const until = e.until === "permanent" ? undefined : e.until;
      for (const id of resolveRefs(b, ctx, e.to)) {
        addStatChange(b, id, { layer: e.layer, attack: e.attack, toughness: e.toughness, until });
        const st = s.cards[id].stats;
        if (heard(b))
          b.emit({
            t: "modified",
            card: id,
            layer: e.layer,
            attack: st.attack,
            toughness: st.toughness,
          });
      }
      return;
    }
    case "grant":
      for (const id of resolveRefs(b, ctx, e.to)) {
        b.addMod({
          target: id,
          layer: "add",
          op: "add",
          stat: keywordStat(e.keyword),
          value: 1,
          until: e.until === "permanent" ? undefined : e.until,
        });
        if (heard(b)) b.emit({ t: "granted", card: id, keyword: e.keyword });
      }
      return;
    case "doom":
      for (const id of resolveRefs(b, ctx, e.to)) ownFlags(ownCard(s, id)).doom = true;
      b.touch();
      return;
    case "destroy":
      for (const id of resolveRefs(b, ctx, e.to)) destroyCard(b, id, "effect");
      return;
    case "exile":
      for (const id of resolveRefs(b, ctx, e.to)) {
        if (heard(b)) b.emit({ t: "exiled", card: id });
        b.move(id, zoneOf(s.cards[id].owner, "exile"));
      }
      return;
    case "bounce":
      for (const id of resolveRefs(b, ctx, e.to)) {
        if (heard(b)) b.emit({ t: "bounced", card: id });
        b.move(id, zoneOf(s.cards[id].owner, "hand"));
      }
      return;
    case "sleep":
    case "ready":
      for (const id of resolveRefs(b, ctx, e.to)) {
        ownFlags(ownCard(s, id)).sleep = e.do === "sleep";
        if (heard(b)) b.emit({ t: e.do, card: id });
      }
      return;
    case "draw": {
      const who = e.who === "you" ? ctx.ctrl : opponentOf(ctx.ctrl);
      for (let i = 0; i < e.count; i++) drawCard(b, who);
      return;
    }
    case "cancel-doom":
      cancelDoom(b, ctx);
      return;
  }
}

/** VIS-32: the 決死 is cancelled: the character stays and the damage it had resets. */
function cancelDoom(b: Battle, ctx: EffectCtx): void {
  const s = b.state;
  const src = s.cards[ctx.src];
  const id = hostOf(src) ?? ctx.src;
  if (s.cards[id] === undefined || s.cards[id].f.doomed !== true) return;
  const c = ownCard(s, id);
  ownFlags(c).doomed = false;
  ownFlags(c).doom = false;
  ownFlags(c).dmg = 0;
  ownFlags(c).cdmg = 0;
  if (heard(b)) b.emit({ t: "doom-cancelled", card: id, by: ctx.src });
}
