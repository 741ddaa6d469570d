/**
 * Attributes and the opposing-attribute (反属性) bonus (YGT-22, YGT-40): light↔dark, fire↔water,
 * wind↔earth; divine has no opposite.
 */

const OPPOSITE: Record<string, string> = {
  light: "dark",
  dark: "light",
  fire: "water",
  water: "fire",
  wind: "earth",
  earth: "wind",
};

/** Whether `attacker`'s attribute is the opposing attribute of `defender`'s. */
export function opposing(attacker: string, defender: string): boolean {
  return OPPOSITE[attacker] === defender;
}
