/**
 * A deterministic vision player that acts only through the page, as a person would: it reads
 * the option buttons, clicks a card on the board where the board acts (an attacker, a blocker,
 * a hand card to pick its play) and otherwise the option button. Preferences: attack, play,
 * set a node, block (every third decision), graze, discard; else pass / end — so every turn
 * ends and the game does.
 */
import type { Page } from "playwright-core";

/** The option ids the page offers now (empty when it is not this seat's decision). */
export async function optionIds(page: Page): Promise<string[]> {
  return page
    .locator("button.option")
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.option ?? ""));
}

/** The option ids that name card `card` (the decision panel's optionTouches). */
function touching(ids: string[], card: string): string[] {
  return ids.filter((id) => id.split(/[:@,>|]/).includes(card));
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

/** Takes option `id` on `page`: by the board card where it names one, else by its button. */
export async function act(
  page: Page,
  seat: string,
  ids: string[],
  id: string,
): Promise<"card" | "button"> {
  const m = id === "block:none" ? null : /^(attack|block|play):([^@]+)/.exec(id);
  if (m !== null) {
    const zone = m[1] === "play" ? `${seat}:hand` : `${seat}:field`;
    const card = page.locator(`[data-zone="${zone}"] [data-card="${m[2]}"]`);
    await card.click();
    // One option on a field card: the click took it. Otherwise the card is picked (★) and its
    // option is now first in the decision panel.
    if (m[1] !== "play" && touching(ids, m[2]).length === 1) return "card";
    await page
      .locator("fieldset.option-group")
      .first()
      .locator(`button[data-option="${id}"]`)
      .click();
    return "card";
  }
  await page.locator(`button.option[data-option="${id}"]`).click();
  return "button";
}
