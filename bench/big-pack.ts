/**
 * A vision scenario carrying an inline content pack of about `bytes` of text (many plain
 * characters, their names made distinct by `tag`): the largest upload the table server takes is
 * this kind, and the bench and the server tests measure what one costs — time on the event loop
 * to parse and check it, memory while its table lives and after.
 */

/** The scenario text (YAML, ASCII only, under `bytes` long). */
export function bigPackScenario(tag: string, bytes = 250 * 1024): string {
  const head = `name: big pack ${tag}
system: vision
content:
  - cards:
`;
  const tail = `setup:
  start: main
  p1: { deck: [koakuma, koakuma, koakuma], field: [reisen, zq-${tag}-0] }
  p2: { deck: [koakuma, koakuma, koakuma], field: [{ card: cirno, sleep: true }] }
`;
  // Long names (under the 100-character limit) keep the entry count under a pack's 1,000 while
  // the text reaches the largest pack allowed: the worst case of bytes, not of entries.
  const pad = (s: string) => s.padEnd(90, "x");
  const lines: string[] = [];
  let size = head.length + tail.length;
  for (let i = 0; ; i++) {
    const line = `      - { id: zq-${tag}-${i}, type: character, name: { ja: ${pad(`Zq ${tag} ${i}`)}, zh: ${pad(`Zq ${tag} ${i} zh`)}, en: ${pad(`Zq card ${tag} number ${i}`)} }, need: 1, cost: 1, attack: ${1 + (i % 5)}, toughness: ${1 + (i % 4)}, graze: 1 }\n`;
    if (size + line.length > bytes) break;
    lines.push(line);
    size += line.length;
  }
  return head + lines.join("") + tail;
}
