/**
 * What the server sends a seat. Every message that carries battle state carries a view made by
 * `viewFor` for that seat (src/engine/view.ts) — never the state itself. The schemas document the
 * protocol (schemas/server-message.schema.json); the server builds the messages in code and the
 * tests check what it sends against them.
 */
import { z } from "zod";

/** Error codes, one per kind of refusal (docs/server.md lists what each means). */
export const ERROR_CODES = [
  "bad-json",
  "bad-message",
  "too-large",
  "unknown-table",
  "bad-token",
  "no-hello",
  "not-your-turn",
  "not-offered",
  "not-allowed",
  "stale",
  "flood",
  "closed",
  "full",
  "server",
] as const;

/** One error code. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A refusal: nothing was stored or changed. */
export const ErrorMessage = z.strictObject({
  type: z.literal("error"),
  code: z.enum(ERROR_CODES),
  message: z.string().describe("one line in English for the client's developer"),
});

/** Sent once after a good hello: who this socket is. */
export const Welcome = z.strictObject({
  type: z.literal("welcome"),
  table: z.string(),
  system: z.string(),
  title: z.string(),
  seat: z.string().nullable().describe("null: a spectator"),
  lang: z.enum(["ja", "zh", "en"]),
  seats: z.array(
    z.strictObject({
      seat: z.string(),
      name: z.string().describe("the seat's name in this socket's language"),
      kind: z.enum(["person", "bot", "gm"]),
      bot: z.string().nullable(),
    }),
  ),
  houseRules: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("the table's house rules and readings (its options, content packs left out)"),
});

/** One log line: the event as the seat may see it, and its text in the seat's language. */
export const LogLine = z.strictObject({
  text: z.string(),
  event: z.record(z.string(), z.unknown()),
  seq: z
    .number()
    .int()
    .optional()
    .describe(
      "the choices accepted when the line was logged (0: the start): a talk line of seq s goes after the battle lines of seq <= s",
    ),
});

/** The table after `seq` accepted choices, as this seat may see it. */
export const StateMessage = z.strictObject({
  type: z.literal("state"),
  seq: z.number().int(),
  view: z.record(z.string(), z.unknown()).describe("viewFor(battle, seat) without its log"),
  waitingFor: z.string().nullable().describe("whose decision it is; null when the battle is over"),
  prompt: z.string().nullable().describe("the pending decision's prompt, for the seat deciding"),
  options: z
    .array(z.strictObject({ id: z.string(), label: z.string() }))
    .describe("this seat's legal options (empty unless it decides)"),
  mayUndo: z.boolean().describe("whether this seat may take back the last decision now"),
  log: z.array(LogLine).describe("the lines since the seq the client last saw"),
  logReset: z
    .boolean()
    .describe("true: `log` is the whole log (after a take-back the log was rebuilt)"),
  result: z.string().nullable().describe("how the battle ended, in this seat's language"),
  defs: z
    .record(z.string(), z.strictObject({ name: z.string(), text: z.string().optional() }))
    .describe("the printed name (and text) of each card definition the view shows, by def id"),
});

/** A success level of a d100 check (CoC 7e; a check elsewhere is regular or failure). */
export const TALK_LEVELS = ["critical", "extreme", "hard", "regular", "failure", "fumble"] as const;

/** A free roll as a reader may see it: the expression, its faces and arithmetic, the total. */
export const TalkRoll = z.strictObject({
  expr: z.string().describe("the expression as rolled"),
  label: z.string().optional().describe("what was rolled for"),
  total: z.number().int().describe("the expression's value (a check: the left side's)"),
  faces: z.array(z.number().int()).describe("every die's face, in the order rolled"),
  detail: z.string().describe('the arithmetic, e.g. "2D6[3,5]+3 = 11"'),
  level: z.enum(TALK_LEVELS).optional().describe("a check's outcome"),
  target: z.number().int().optional().describe("a check's target"),
});

/**
 * One line of table talk, built for its reader: a whisper only for its seats, a secret roll's
 * content only for its roller and addressees (until revealed), a hidden line only for the GM/KP
 * (others get `{id, seq, at, from, kind, hidden: true}` in a talk-update, and drop it).
 */
export const TalkLine = z.strictObject({
  id: z.number().int().min(1).describe("the line's number on its table, from 1"),
  seq: z
    .number()
    .int()
    .min(0)
    .describe("the battle's seq when it was said: place it after that seq's battle lines"),
  at: z.number().int().describe("when it was stored, ms since the epoch"),
  from: z.string().describe("the seat that said or rolled it"),
  kind: z.enum(["say", "roll"]),
  text: z.string().optional().describe("what was said (kind say)"),
  to: z.array(z.string()).optional().describe("the seats a whisper (or a secret roll) went to"),
  roll: TalkRoll.optional().describe(
    "the roll (kind roll), absent on a secret roll not shown to this reader",
  ),
  secret: z.literal(true).optional(),
  revealed: z.literal(true).optional(),
  hidden: z.literal(true).optional(),
});

/** Talk lines: after the welcome/state on hello (the history), then each new line as stored. */
export const TalkMessage = z.strictObject({
  type: z.literal("talk"),
  lines: z.array(TalkLine),
  reset: z.literal(true).optional().describe("the lines are the whole history this reader gets"),
});

/** A line revealed (a secret roll) or hidden (by the GM/KP), as this reader may now see it. */
export const TalkUpdate = z.strictObject({
  type: z.literal("talk-update"),
  line: TalkLine,
});

/** Any server message. */
export const ServerMessage = z.union([
  Welcome,
  StateMessage,
  ErrorMessage,
  TalkMessage,
  TalkUpdate,
]);

/** A server message. */
export type ServerMessage = z.infer<typeof ServerMessage>;
/** A state message. */
export type StateMessage = z.infer<typeof StateMessage>;
/** One talk line as sent. */
export type TalkLine = z.infer<typeof TalkLine>;
/** A free roll as sent. */
export type TalkRoll = z.infer<typeof TalkRoll>;
