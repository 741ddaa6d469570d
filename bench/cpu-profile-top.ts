/**
 * The top entries of a V8 CPU profile (`node --cpu-prof`, e.g. the server bench's
 * `--server-profile <dir>`): self time by function, and by where the code comes from (a package,
 * the bundle, node's internals), so the costly part of the server is one look away.
 *
 *   node --import tsx bench/cpu-profile-top.ts <file.cpuprofile> [--top 25]
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Where code comes from: a package's name, node's internals, or the file's name. */
function origin(url: string): string {
  if (url === "") return "(native/V8)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg !== null) return pkg[1];
  if (url.startsWith("node:")) return "node internals";
  return url.split("/").at(-1) ?? url;
}

/** Self milliseconds per key, largest first. */
function top(profile: Profile, key: (n: ProfileNode) => string): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    if (n === undefined) return;
    const k = key(n);
    self.set(k, (self.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]);
}

const file = process.argv[2];
if (file === undefined) {
  console.error("usage: cpu-profile-top.ts <file.cpuprofile> [--top N]");
  process.exit(2);
}
const at = process.argv.indexOf("--top");
const n = at > 0 ? Number(process.argv[at + 1]) : 25;
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const totalMs = (profile.endTime - profile.startTime) / 1000;
const pct = (ms: number) => `${((100 * ms) / totalMs).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${(totalMs / 1000).toFixed(1)} s profiled`);
console.log("\nself time by function:");
for (const [k, ms] of top(profile, (x) => {
  const f = x.callFrame;
  return `${f.functionName || "(anonymous)"}  ${origin(f.url)}:${f.lineNumber + 1}`;
}).slice(0, n))
  console.log(`  ${pct(ms)} ${ms.toFixed(0).padStart(7)} ms  ${k}`);
console.log("\nself time by origin:");
for (const [k, ms] of top(profile, (x) => origin(x.callFrame.url)).slice(0, 15))
  console.log(`  ${pct(ms)} ${ms.toFixed(0).padStart(7)} ms  ${k}`);
