/**
 * The last summon check and the last attack, read from the seat's log events (plain data, tested
 * in node): the typed checks the engine logged (src/systems/ygo-trpg/rolls.ts) with every number
 * of their arithmetic. A roll the GM keeps secret is not in a player's log at all — only the
 * `gm-roll-hidden` line — so it shows as secret here, and its damage as the life lost alone.
 */

/** One typed 2D6 check, as logged. */
export interface Check {
  kind: "summon" | "attack" | "defense";
  base: number;
  dice: number[];
  extra: Record<string, number>;
  total: number;
  target: number | null;
  fumble: boolean;
  critical: boolean;
  success: boolean;
}

/** A summon: the declaration and, once rolled, its check (YGT-13). */
export interface SummonShown {
  seat: string;
  /** The card (`?` while the declaring player's hand is hidden from this seat). */
  card: string;
  level: number;
  race: string;
  how: string;
  check: Check | null;
  /** How it ended: summoned, failed, negated by a trap, stopped (fainted), or still open. */
  outcome: "summoned" | "failed" | "negated" | "stopped" | "open";
}

/** One attack (YGT-21…30): declaration, substitute, both rolls, the damage. */
export interface AttackShown {
  attacker: string;
  /** The attacked monster (after a substitute: the substitute), or null for a direct attack. */
  target: string | null;
  /** The directly attacked player. */
  seat: string | null;
  /** The monster a substitute stepped in for. */
  substituteFor: string | null;
  /** The attacker's roll; "secret" when the GM keeps it; null before it is rolled. */
  attack: Check | "secret" | null;
  defense: Check | "secret" | null;
  /**
   * The damage line. After a roll the GM kept secret, a player's page has only the life lost
   * (`secret`: no arithmetic, and both totals null: with the public roll, the damage would give
   * the secret total away); the GM's page has the whole line.
   */
  damage: {
    amount: number;
    atk: number | null;
    def: number | null;
    life: number;
    secret?: true;
  } | null;
  negated: boolean;
  direct: boolean;
  stopped: boolean;
  /** Which rolls the GM kept secret (on the GM's page the roll is there, and marked). */
  hidden: { attack: boolean; defense: boolean };
}

/** A log line's event. */
type Ev = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** The last summon declared in `events`, with its check and outcome (null when none). */
export function lastSummon(events: Ev[]): SummonShown | null {
  let at = -1;
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i].t === "declare") {
      at = i;
      break;
    }
  if (at < 0) return null;
  const d = events[at];
  const out: SummonShown = {
    seat: str(d.seat),
    card: str(d.card),
    level: Number(d.level),
    race: str(d.race),
    how: str(d.how),
    check: null,
    outcome: "open",
  };
  for (const e of events.slice(at + 1)) {
    if (e.t === "summon-check") {
      out.check = e.check as Check;
      if (str(e.card) !== "?") out.card = str(e.card);
    } else if (e.t === "summoned") {
      out.outcome = "summoned";
      // The summoned card is on the field now, seen by every seat.
      out.card = str(e.card);
    } else if (e.t === "summon-failed") out.outcome = "failed";
    else if (e.t === "summon-negated") out.outcome = "negated";
    else if (e.t === "summon-stopped") out.outcome = "stopped";
  }
  return out;
}

/** The last attack declared in `events` and what became of it (null when none). */
export function lastAttack(events: Ev[]): AttackShown | null {
  let at = -1;
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i].t === "attack-declare" || events[i].t === "direct-declare") {
      at = i;
      break;
    }
  if (at < 0) return null;
  const d = events[at];
  const direct = d.t === "direct-declare";
  const out: AttackShown = {
    attacker: str(d.card),
    target: direct ? null : str(d.target),
    seat: direct ? str(d.seat) : null,
    substituteFor: null,
    attack: null,
    defense: null,
    damage: null,
    negated: false,
    direct,
    stopped: false,
    hidden: { attack: false, defense: false },
  };
  for (const e of events.slice(at + 1)) {
    // A reveal later in the log re-publishes old rolls: those belong to earlier attacks.
    if (e.revealed === true) continue;
    if (e.t === "substitute") {
      out.substituteFor = out.target ?? out.seat;
      out.target = str(e.card);
      out.direct = false;
    } else if (e.t === "attack-roll") out.attack = e.check as Check;
    else if (e.t === "defense-roll") out.defense = e.check as Check;
    else if (e.t === "gm-roll-hidden") {
      const side = str(e.card) === out.attacker ? "attack" : "defense";
      out[side] ??= "secret";
      out.hidden[side] = true;
    } else if (e.t === "battle-damage")
      out.damage = {
        amount: Number(e.amount),
        atk: typeof e.atk === "number" ? e.atk : null,
        def: typeof e.def === "number" ? e.def : null,
        life: Number(e.life),
      };
    else if (e.t === "battle-damage-shown")
      out.damage = {
        amount: Number(e.lost),
        atk: null,
        def: null,
        life: Number(e.life),
        secret: true,
      };
    else if (e.t === "attack-negated") out.negated = true;
    else if (e.t === "attack-stopped") out.stopped = true;
    else if (e.t === "direct-hit") out.direct = true;
  }
  return out;
}

/** One term of a check's arithmetic: a label key and its value (dice as faces). */
export interface Term {
  key: "atk100" | "def100" | "bonus" | "dice" | "crit" | "attr";
  value: number;
  dice?: number[];
  /** The dice of a defender's fumble count as 0 (YGT-29). */
  zeroed?: boolean;
}

/**
 * A check's arithmetic as terms, in the seed's order: `ATK/100 + 2D (+crit) (+attr)`,
 * `DEF/100 + 2D (+crit)`, `bonuses + 2D6` (a summon).
 */
export function termsOf(c: Check): Term[] {
  const first: Term["key"] =
    c.kind === "attack" ? "atk100" : c.kind === "defense" ? "def100" : "bonus";
  const zeroed = c.kind === "defense" && c.fumble;
  const out: Term[] = [
    { key: first, value: c.base },
    { key: "dice", value: zeroed ? 0 : c.dice[0] + c.dice[1], dice: c.dice, zeroed },
  ];
  if (c.extra.crit !== undefined) out.push({ key: "crit", value: c.extra.crit });
  if (c.extra.attr !== undefined) out.push({ key: "attr", value: c.extra.attr });
  return out;
}

/** The last end phase (YGT-31): its round, the cards whose "end phase" effects resolved, boosts ended. */
export interface EndPhaseShown {
  round: number;
  effects: string[];
  boostsEnded: number;
}

/**
 * The last end phase in `events` (null before the first): it takes no decision, so the board
 * shows it afterwards — which cards' "end phase" effects resolved and how many boosts ended.
 */
export function lastEndPhase(events: Ev[]): EndPhaseShown | null {
  let at = -1;
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i].t === "phase" && events[i].phase === "end") {
      at = i;
      break;
    }
  if (at < 0) return null;
  const out: EndPhaseShown = { round: Number(events[at].round), effects: [], boostsEnded: 0 };
  for (const e of events.slice(at + 1)) {
    if (e.t === "round" || e.t === "phase") break;
    if (e.t === "end-effect") out.effects.push(str(e.card));
    else if (e.t === "boosts-end") out.boostsEnded += Number(e.n);
  }
  return out;
}
