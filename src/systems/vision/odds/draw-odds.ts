/**
 * Exact draw odds (hypergeometric, BigInt): how many copies of a card a player has drawn from a
 * shuffled deck by a given point, counting cards as the engine deals them — the opening hand
 * (5 unless the setup says otherwise), then one card in each of the player's draw phases, except
 * that the first player skips the draw of the game's first turn (option `firstPlayerDraws` keeps
 * it). There is no mulligan. Draws by card effects are not counted.
 */

/** Binomial coefficient C(n, k) as a BigInt (0 outside 0 ≤ k ≤ n). */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let out = 1n;
  const kk = Math.min(k, n - k);
  for (let i = 1; i <= kk; i++) out = (out * BigInt(n - kk + i)) / BigInt(i);
  return out;
}

/** How the player's cards come: the opening hand and who skips a draw. */
export interface DrawPlan {
  /** Cards in the opening hand. */
  hand: number;
  /** Whether this player takes the game's first turn. */
  first: boolean;
  /** Option `firstPlayerDraws`: the first player draws in turn 1 too. */
  firstPlayerDraws: boolean;
}

/**
 * Cards drawn by the end of the draw phase of the player's own `turn`-th turn (0: the opening
 * hand only), at most the deck's size (after that the player has decked out).
 */
export function cardsSeen(plan: DrawPlan, turn: number, deckSize: number): number {
  const skipped = plan.first && !plan.firstPlayerDraws && turn >= 1 ? 1 : 0;
  return Math.min(deckSize, plan.hand + turn - skipped);
}

/**
 * Ways of drawing exactly j copies (j = 0…min(copies, seen)) when `seen` cards come from a
 * shuffled deck of `size` holding `copies`, out of C(size, seen).
 */
export function copiesWays(
  size: number,
  copies: number,
  seen: number,
): { ways: bigint[]; total: bigint } {
  const ways: bigint[] = [];
  for (let j = 0; j <= Math.min(copies, seen); j++)
    ways.push(choose(copies, j) * choose(size - copies, seen - j));
  return { ways, total: choose(size, seen) };
}
