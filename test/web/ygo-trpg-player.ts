/**
 * A simple ygo-trpg player and GM that act only through the page, as people would: attacks by
 * clicking the attacking monster on the board (its options come first, ★) and then the option;
 * anything else by its option button, pressed with the keyboard (focus, Enter) so a page laid out
 * again by a new state cannot move a pointer click onto a neighbour. The policy: summon, attack,
 * charge monsters, take the first acting-order choice; else the turn's "ready / done / pass"
 * answers — so every round ends and the encounter does.
 */
import type { Page } from "playwright-core";

/** The option ids the page offers now (empty when it is not this seat's decision). */
export async function optionIds(page: Page): Promise<string[]> {
  return page
    .locator("button.option")
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.option ?? ""));
}

/** Which option the simple policy takes (the GM's tools are the test's own business). */
export function pick(ids: string[]): string {
  const first = (re: RegExp) => ids.find((id) => re.test(id));
  return (
    first(/^summon:/) ??
    first(/^attack:/) ??
    first(/^direct:/) ??
    first(/^charge:monster$/) ??
    first(/^first:/) ??
    first(/^(ready|done|no-substitute|pass|end|charge:none)$/) ??
    ids[0]
  );
}

/** Presses a button with the keyboard. */
export async function press(page: Page, selector: string): Promise<void> {
  const el = page.locator(selector);
  await el.focus();
  await el.press("Enter");
}

/**
 * Takes option `id` on `page`: an attack by picking its attacker on the board, then the option
 * now first in the panel (★); anything else by its button. Returns how it was taken.
 */
export async function act(page: Page, id: string): Promise<"board" | "button"> {
  const m = /^attack:([^@]+)@/.exec(id);
  if (m === null) {
    await press(page, `button.option[data-option="${id}"]`);
    return "button";
  }
  await press(page, `[data-monster="${m[1]}"] button[data-card="${m[1]}"]`);
  await page.locator(`button[data-card="${m[1]}"][aria-pressed="true"]`).waitFor();
  await press(page, `fieldset.option-group:first-of-type button[data-option="${id}"]`);
  return "board";
}

/** The seq of the state the page's board shows. */
export async function boardSeq(page: Page): Promise<number> {
  return Number(await page.getByTestId("ygo-board").getAttribute("data-seq"));
}

/** Waits until the page's board shows a state after `seq`; returns the new seq. */
export async function afterSeq(page: Page, seq: number): Promise<number> {
  await page.waitForFunction(
    (s) => Number(document.querySelector("[data-testid=ygo-board]")?.getAttribute("data-seq")) > s,
    seq,
  );
  return boardSeq(page);
}

/** Waits until the page's board shows the state after exactly `seq` choices. */
export async function atSeq(page: Page, seq: number): Promise<void> {
  await page.locator(`[data-testid=ygo-board][data-seq="${seq}"]`).waitFor();
}
