import { kindsOf } from "../src/build/content-kinds.ts";
import { blankItem, problemsOf, setAt } from "../src/build/item-model.ts";
import { fieldPaths } from "../src/build/field-model.ts";
import { packYaml, docOfYaml } from "../src/build/pack-yaml.ts";
for (const s of ["vision","geo-march","ygo-trpg","magical-girl"]) {
  for (const k of kindsOf(s)) {
    const it = blankItem(k);
    console.log(s, k.id, fieldPaths(k.field).length, JSON.stringify(it.value).slice(0,120));
    console.log("   ", JSON.stringify(problemsOf(s, it)).slice(0,300));
  }
}
const k = kindsOf("vision")[1];
let it = blankItem(k);
it = { ...it, value: setAt(it.value, ["effects", 0, "amount"], -1) };
console.log(JSON.stringify(it.value), problemsOf("vision", it));
const y = packYaml({ system: "vision", name: "x", items: [it], other: { decks: [] } });
console.log(y, JSON.stringify(docOfYaml(y, "vision")));
