/** `kassen odds <system> --list`: each question with its parameters, ranges and defaults. */
import type { OddsParam, OddsQuestion } from "../analysis/odds-question.ts";
import type { Json, Lang } from "../engine/index.ts";
import type { Colors } from "./render.ts";

function range(p: OddsParam): string {
  switch (p.type) {
    case "int":
      return `${p.min}…${p.max}`;
    case "choice":
      return p.choices.join("|");
    case "bool":
      return "true|false";
  }
}

/** The questions as terminal lines. */
export function listLines(
  system: string,
  qs: readonly OddsQuestion[],
  lang: Lang,
  colors: Colors,
): string[] {
  if (qs.length === 0) return [`${system}: no exact questions yet`];
  const out: string[] = [];
  for (const q of qs) {
    out.push(`${colors.bold(q.id)}  ${q.title[lang]}`);
    for (const p of q.params) {
      out.push(`  ${p.name}=${String(p.default)}  (${range(p)})  ${colors.dim(p.help[lang])}`);
    }
    // The house rules the answer depends on (`--option NAME=VALUE`), the default first.
    for (const [name, values] of Object.entries(q.readsOptions ?? {}))
      out.push(`  --option ${name}=${values[0]}  (${values.join("|")})`);
    const example = q.params.map((p) => `${p.name}=${String(p.default)}`).join(" ");
    out.push(colors.dim(`  kassen odds ${system} ${q.id}${example ? ` ${example}` : ""}`));
  }
  return out;
}

function paramJson(p: OddsParam, lang: Lang): Json {
  const base = { name: p.name, type: p.type, help: p.help[lang] };
  switch (p.type) {
    case "int":
      return { ...base, default: p.default, min: p.min, max: p.max };
    case "choice":
      return { ...base, default: p.default, choices: [...p.choices] };
    case "bool":
      return { ...base, default: p.default };
  }
}

/** The questions as data (`--list --json`). */
export function listJson(qs: readonly OddsQuestion[], lang: Lang): Json {
  return qs.map((q) => ({
    id: q.id,
    title: q.title[lang],
    params: q.params.map((p) => paramJson(p, lang)),
    options: Object.entries(q.readsOptions ?? {}).map(([name, values]) => ({
      name,
      default: values[0],
      choices: [...values],
    })),
  }));
}
