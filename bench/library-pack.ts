/**
 * What a library item of the largest size costs the server on its event loop: a 250 KB YAML
 * import (`POST /api/library` with `yaml`), its pack checked as JSON (`pack`, `PUT`, `check`),
 * and the YAML export. Median of 7 runs each, after a warm-up.
 *
 *   node --import tsx bench/library-pack.ts
 */
import { acceptPack } from "../src/server/library/library-pack.ts";
import { packYaml } from "../src/server/library/pack-yaml.ts";
import { bigPackScenario } from "./big-pack.ts";
import { median } from "./median.ts";

/** The big pack scenario's pack alone, as YAML (its `content[0]`, a `system:` first). */
function bigPackYaml(tag: string): string {
  const text = bigPackScenario(tag);
  const body = text.slice(text.indexOf("  - cards:\n") + 4, text.indexOf("setup:"));
  return `system: vision\n${body.replace(/^ {4}/gm, "")}`;
}

function timed(f: () => void): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}

const runs = (f: (i: number) => void): number => {
  f(-1);
  return median(Array.from({ length: 7 }, (_, i) => timed(() => f(i))));
};

const yaml = bigPackYaml("b");
const pack = acceptPack({ system: "vision", kind: "cards", title: "t", yaml }).pack;
console.log(
  `pack: ${yaml.length} bytes of YAML, ${JSON.stringify(pack).length} of JSON, ${(pack.cards as unknown[]).length} cards`,
);
const imp = runs((i) =>
  acceptPack({
    system: "vision",
    kind: "cards",
    title: "t",
    yaml: yaml.replaceAll("zq-b-", `zq-${i + 2}-`),
  }),
);
const json = runs(() => acceptPack({ system: "vision", kind: "cards", title: "t", pack }));
const out = runs(() => packYaml(pack));
console.log(`import (YAML parse + check): ${imp.toFixed(1)} ms`);
console.log(`save/check (JSON pack check): ${json.toFixed(1)} ms`);
console.log(`export (YAML stringify): ${out.toFixed(1)} ms`);
