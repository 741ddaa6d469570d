/**
 * Which options are about a card: shared by the decision panel (the picked card's options first)
 * and the boards (what a click on a card does). Its own module, free of the DOM, so the boards'
 * click rules can be tested in node.
 */

/**
 * Whether option id `id` is about card `card` (ids name cards as `node:<id>`, `attack:<id>@p2`,
 * vision's abilities as `act:<id>.<n>`…).
 */
export function optionTouches(id: string, card: string): boolean {
  return id.split(/[:@,>|.]/).includes(card);
}
