/**
 * A build request refused: an HTTP status and one line naming the body field (`doc.setup.
 * girls[0].girl: …`, `vary: expected WHAT=LO..HI …`). The prepared battle's scenario is checked
 * by the upload loader, which names places in "scenario"; they are told as places in `doc`.
 */
import { KassenError } from "../../engine/index.ts";
import { safeErrorLine } from "../../shared/safe-text.ts";

/** A refused build request. */
export class BuildRefusal extends KassenError {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(safeErrorLine(message));
  }
}

/**
 * The upload loader's line about a prepared battle's scenario as a place in the body's `doc`:
 * `scenario: at setup.girls[0].girl: …` → `doc.setup.girls[0].girl: …`; the one pack the
 * document's entries make (`content[0].cards[2]`) is the document's `content.cards[2]`.
 */
export function docLine(line: string): string {
  // The loader may add the line and column of the text it read: the doc's one-line JSON, no help.
  const bare = line.replace(/^scenario(?::\d+:\d+)?: /, "");
  const at = /^at ([^:]*): (.*)$/s.exec(bare);
  if (at === null) return `doc: ${bare}`;
  const place = at[1].replace(/^content\[0\](?=[.[]|$)/, "content");
  return `doc.${place}: ${at[2]}`;
}
