/**
 * A deterministic player for the geo-march browser test: it reads the option buttons the page
 * shows and picks one by fixed preferences that end the game — summon what it can, march every
 * party a step nearer the bot's home base (the map's distances), use skill cards in a normal
 * timing or as a counter (each is used up, so this ends), no unit abilities, attack, pass
 * otherwise. A game ends by a home base taken or the turn limit either way.
 */

/** A map as `GET /api/geo-march/maps/:id` serves it. */
export interface MapJson {
  geos: { id: string; adjacent: string[]; home?: string }[];
}

/** Each geo's distance (in marches) to `seat`'s home base. */
export function distancesTo(map: MapJson, seat: string): Map<string, number> {
  const home = map.geos.find((g) => g.home === seat)?.id;
  const d = new Map<string, number>();
  if (home === undefined) return d;
  d.set(home, 0);
  const queue = [home];
  while (queue.length > 0) {
    const g = queue.shift() as string;
    for (const n of map.geos.find((x) => x.id === g)?.adjacent ?? [])
      if (!d.has(n)) {
        d.set(n, (d.get(g) ?? 0) + 1);
        queue.push(n);
      }
  }
  return d;
}

/** The option to click among `ids`, with `dist` the distances to the enemy's home base. */
export function pickOption(ids: string[], dist: Map<string, number>): string {
  const far = (g: string) => dist.get(g) ?? 99;
  const forward = ids
    .map((id) => ({ id, m: /^march:([^@]+)@(.+)$/.exec(id) }))
    .filter((o) => o.m !== null && far(o.m[2]) < far(o.m[1]))
    .sort((a, b) => far(a.m?.[2] ?? "") - far(b.m?.[2] ?? "") || a.id.localeCompare(b.id));
  const first = (re: RegExp) => ids.filter((id) => re.test(id)).sort()[0];
  // Summons only in the summon phase (`summon:<card>@<geo>`); fast summons are declined.
  // A skill where the timing is a normal timing (`attack` offered) or a counter window (`pass`).
  const skill = ids.includes("attack") || ids.includes("pass") ? first(/^skill:/) : undefined;
  return (
    skill ??
    first(/^summon:[^@]+@/) ??
    forward[0]?.id ??
    first(/^join:/) ??
    first(/^(go|attack|pass|end)$/) ??
    first(/^(return|discard):/) ??
    [...ids].sort()[0]
  );
}
