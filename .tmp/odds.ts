import { entryOdds } from "../src/build/entry-odds.ts";
const t0 = Date.now();
console.log(JSON.stringify(entryOdds({ system: "ygo-trpg", list: "cards", entry: { type: "monster", level: 5 }, pack: { system: "ygo-trpg" }, lang: "en" })));
const w = { id: "my-w", name: { ja: "a", zh: "a", en: "a" }, skill: "melee", dp: 4, weight: 3, damage: "1d8", type: "slash" };
const r = entryOdds({ system: "magical-girl", list: "weapons", entry: w, pack: { system: "magical-girl", weapons: [w] }, lang: "en", skill: 60 });
console.log(JSON.stringify(r).slice(0, 900), Date.now() - t0, "ms");
