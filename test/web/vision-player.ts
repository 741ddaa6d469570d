/**
 * A deterministic vision player that acts only through the page, as a person would: it reads
 * the option buttons and presses (keyboard) a card on the board where the board acts (an
 * attacker, a blocker, a hand card to pick its play, then its target) and otherwise the option
 * button. Preferences: attack, play, set a node, block (every third decision), graze, discard;
 * else pass / end — so every turn ends and the game does.
 */
import type { Page } from "playwright-core";
import { optionTouches } from "../../web/src/parts/option-touches.ts";

/** The option ids the page offers now (empty when it is not this seat's decision). */
export async function optionIds(page: Page): Promise<string[]> {
  return page
    .locator("button.option")
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.option ?? ""));
}

/** The option ids that name card `card`, as the board and the decision panel see it. */
function touching(ids: string[], card: string): string[] {
  return ids.filter((id) => optionTouches(id, card));
}

/** Which option the policy takes. */
export function pick(ids: string[], step: number): string {
  const first = (re: RegExp) => ids.find((id) => re.test(id));
  const block = step % 3 === 0 ? first(/^block:(?!none$)/) : undefined;
  return (
    first(/^attack:/) ??
    first(/^play:/) ??
    first(/^node:/) ??
    block ??
    first(/^graze:yes$/) ??
    first(/^discard:/) ??
    first(/^(pass|end|block:none)$/) ??
    ids[0]
  );
}

/**
 * Presses a button with the keyboard (focus, Enter): the same click event a pointer gives, but
 * not at a point on the screen — a page that a new state has just laid out again cannot make it
 * land on a neighbour (a pointer click right after a state did, now and then, at 390 px).
 */
async function press(page: Page, selector: string): Promise<void> {
  const el = page.locator(selector);
  await el.focus();
  await el.press("Enter");
}

/**
 * Takes option `id` on `page` through the board where it names a card: an attacker or blocker is
 * clicked (one option: the click takes it); a hand card is clicked to pick it, then its target
 * on a field (the board takes the one option naming both) or its option, now first in the panel.
 * Anything else by its button.
 */
export async function act(
  page: Page,
  seat: string,
  ids: string[],
  id: string,
): Promise<"card" | "target" | "button"> {
  const m = id === "block:none" ? null : /^(attack|block|play):([^@]+)(?:@(.+))?$/.exec(id);
  if (m === null) {
    await press(page, `button.option[data-option="${id}"]`);
    return "button";
  }
  const [, kind, card, target] = m;
  const zone = kind === "play" ? `${seat}:hand` : `${seat}:field`;
  await press(page, `[data-zone="${zone}"] [data-card="${card}"]`);
  if (kind !== "play" && touching(ids, card).length === 1) return "card";
  // The card is picked now (the board marks it pressed): its options lead the panel.
  await page.locator(`[data-zone="${zone}"] [data-card="${card}"][aria-pressed="true"]`).waitFor();
  if (target !== undefined) {
    await press(page, `[data-zone$=":field"] [data-card="${target}"]`);
    return "target";
  }
  await press(page, `fieldset.option-group:first-of-type button[data-option="${id}"]`);
  return "card";
}
