/**
 * Scripted players for server tests and the bench: a socket that answers every decision put to
 * its seat with a random offered option, until the table reaches a seq limit or its end.
 */
import type { ServerMessage, StateMessage } from "../../src/server/protocol/server-messages.ts";
import { picker } from "../../src/shared/picker.ts";
import type { WsClient } from "./ws-client.ts";

/**
 * Makes `c` answer its decisions with random options (after `delayMs`, if given) while the seq
 * is below `maxSeq`. `onSent` sees each choice as it is sent (the bench times them).
 */
export function autoPlay(
  c: WsClient,
  seed: number,
  maxSeq: number,
  onSent: (seq: number, option: string) => void = () => {},
): void {
  const pick = picker(seed);
  c.ws.on("message", (data) => {
    const m = JSON.parse(String(data)) as ServerMessage;
    if (m.type !== "state" || !decides(m) || m.seq >= maxSeq) return;
    const o = m.options[pick(m.options.length)];
    onSent(m.seq, o.id);
    c.send({ choose: o.id, seq: m.seq });
  });
}

/** Whether a state message asks this socket for a decision. */
function decides(m: StateMessage): boolean {
  return m.options.length > 0 && m.result === null;
}
