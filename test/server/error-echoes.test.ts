/**
 * Issue 26: no error answer of the table server quotes more than a short, escaped excerpt of
 * what the client sent, at every place a request's text can come back — a body's keys and
 * values, an uploaded scenario's names, keys, setup and packs, YAML's own words, a replay's
 * choices, the URL, a header, a socket's messages. The client's text is 100,000 characters with
 * terminal escapes and a right-to-left override in it; each answer must be one line of at most
 * 300 characters, hold no control character and no more than 60 characters of it in a row.
 * Also through the real server: nesting too deep and a second YAML document in an upload, and a
 * JSON body with a `__proto__` key, each named at its place.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { stringify } from "yaml";
import {
  type Body,
  createTable,
  post,
  startTestServer,
  type TestServer,
  tokenOf,
} from "./server-helpers.ts";
import { isError, isState, WsClient } from "./ws-client.ts";

const RUN = "A".repeat(100_000);
/** What a hostile client sends: a long run between a terminal escape and a bidi override. */
const HOSTILE = `\u001b[2J\u001b]0;pwned\u0007${RUN}\u202e\u0000`;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** The checks every error answer gets. */
function assertShort(error: unknown, what: string): void {
  assert.equal(typeof error, "string", `${what}: an error line`);
  const line = error as string;
  assert.ok(line.length <= 300, `${what}: ${line.length} characters: ${line.slice(0, 200)}`);
  assert.doesNotMatch(line, CONTROL, `${what}: no control character: ${JSON.stringify(line)}`);
  assert.ok(!line.includes("A".repeat(61)), `${what}: at most 60 characters echoed: ${line}`);
}

const SETUP = { start: "main", p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } };
const scenario = (doc: Record<string, unknown>) =>
  stringify({ name: "echo", system: "vision", setup: SETUP, ...doc }, { lineWidth: 0 });

describe("error answers quote a short, escaped excerpt of the request", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  const refused = async (path: string, body: unknown, what: string): Promise<Body> => {
    const r = await post(s.url, path, body);
    assert.ok(r.status >= 400 && r.status < 500, `${what}: status ${r.status}`);
    assertShort(r.body.error, what);
    return r.body;
  };
  const upload = (text: string, what: string) =>
    refused("/api/tables", { system: "vision", scenario: text }, what);

  it("a create request's values and keys", async () => {
    await refused("/api/tables", { system: HOSTILE }, "system");
    await refused("/api/tables", { system: "vision", seats: { [HOSTILE]: {} } }, "seat key");
    await refused("/api/tables", { system: "vision", [HOSTILE]: 1 }, "unknown key");
    await refused("/api/tables", { system: "vision", seats: { p1: { bot: HOSTILE } } }, "bot");
    await refused("/api/scenarios/seats", { system: HOSTILE, scenario: "" }, "seats route");
  });

  it("an uploaded scenario's names, keys, setup and YAML", async () => {
    await upload(stringify({ name: "x", system: HOSTILE, setup: {} }), "scenario system");
    await upload(scenario({ name: HOSTILE }), "scenario name");
    await upload(scenario({ [HOSTILE]: 1 }), "scenario key");
    await upload(scenario({ setup: { ...SETUP, p1: { deck: HOSTILE } } }), "setup deck");
    await upload(scenario({ setup: { ...SETUP, [HOSTILE]: 1 } }), "setup key");
    await upload(scenario({ bots: { [HOSTILE]: "random" } }), "bots seat");
    await upload(scenario({ script: [{ p1: HOSTILE }] }), "script option");
    await upload(`name: x\nsystem: vision\nsetup: *${RUN}\n`, "yaml alias");
    await upload(`name: x\nsystem: vision\nsetup: !${RUN} 1\n`, "yaml tag");
    await upload(`{"name": "x", "system": "vision", "setup": ${RUN}\u0001}`, "yaml scalar");
  });

  it("an uploaded scenario's inline packs", async () => {
    const card = {
      id: "long-name",
      type: "character",
      name: { ja: "x", zh: "x", en: HOSTILE },
      need: 0,
      cost: 0,
      attack: 1,
      toughness: 1,
    };
    const r = await upload(scenario({ content: [{ cards: [card] }] }), "card name");
    assert.match(r.error, /at content\[0\]\.cards\[0\]\.name\.en: expected at most 100 characters/);
    await upload(scenario({ content: [{ cards: [{ ...card, id: RUN }] }] }), "card id");
    await upload(scenario({ content: [{ system: HOSTILE, cards: [] }] }), "pack system");
    await upload(scenario({ content: [{ name: { x: HOSTILE } }] }), "pack name");
    await upload(scenario({ content: [{ cards: [card, { ...card, name: undefined }] }] }), "dup");
  });

  it("a replay's choices and the viewer's seat", async () => {
    const replay = {
      kassen: "0",
      system: "vision",
      contentHash: "x",
      seed: 1,
      setup: SETUP,
      options: {},
      pinned: [],
      choices: [["p1", HOSTILE]],
      finalHash: "x",
    };
    const r = await refused("/api/replays/steps", replay, "replay choice");
    assert.match(r.error, /^replay: at choices\[0\]\[1\]: expected at most 256 characters/);
    await refused(`/api/replays/steps?seat=${encodeURIComponent(HOSTILE)}`, {}, "seat");
  });

  it("the URL and the content-type header", async () => {
    const long = await fetch(`${s.url}/api/${"A".repeat(8000)}`);
    assert.equal(long.status, 404);
    assertShort(((await long.json()) as Body).error, "url");
    const typed = await fetch(`${s.url}/api/tables`, {
      method: "POST",
      headers: { "content-type": `application/${"A".repeat(8000)}` },
      body: "{}",
    });
    assert.equal(typed.status, 415);
    const error = ((await typed.json()) as Body).error;
    assertShort(error, "content-type");
    assert.equal(error, "content-type: expected application/json");
  });

  it("a socket's messages", async () => {
    const t = await createTable(s.url, { system: "vision", seats: { p2: { kind: "bot" } } });
    const c = await WsClient.open(s.url, t.id);
    try {
      c.send(HOSTILE.slice(0, 15_000));
      c.send(`{"hello": "${"A".repeat(100)}\u0001"}`);
      c.send({ hello: tokenOf(t, "p1") });
      await c.next(isState());
      c.send({ choose: `\u001b${"A".repeat(250)}`, seq: 0 });
      c.send({ choose: "end", seq: 0, [HOSTILE.slice(0, 10_000)]: 1 });
      let from = 0;
      for (let i = 0; i < 4; i++) {
        const { msg, at } = await c.next(isError(), from);
        assertShort(msg.message, `socket error ${msg.code}`);
        from = at + 1;
      }
    } finally {
      await c.close();
    }
  });
});

describe("an upload's nesting, documents and a body's keys are named at their place", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  const error = async (body: unknown) => {
    const r = await post(s.url, "/api/tables", body);
    assert.equal(r.status, 400, JSON.stringify(r.body));
    return r.body.error;
  };

  it("refuses a scenario nested 5,000 deep, JSON or YAML, with the path and line", async () => {
    const deep = `{"name":"x","system":"vision","setup":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    assert.match(
      await error({ system: "vision", scenario: deep }),
      /^scenario: at setup(\[0\])+: nested too deep: expected at most 32 levels of mappings and lists \(line 1, column 70\)$/,
    );
    const yaml = `name: x\nsystem: vision\nsetup: ${"{a: ".repeat(10_000)}1${"}".repeat(10_000)}\n`;
    assert.match(
      await error({ system: "vision", scenario: yaml }),
      /^scenario: at setup(\.a)+: nested too deep: .*\(line 3, column \d+\)$/,
    );
  });

  it("refuses a replay body of 8 MB of brackets by its depth, before parsing it", async () => {
    const body = `{"kassen":${"[".repeat(4_000_000)}${"]".repeat(4_000_000)}}`;
    const r = await post(s.url, "/api/replays/steps", body);
    assert.equal(r.status, 400);
    assert.match(
      r.body.error,
      /^body: at kassen(\[0\])+: nested too deep: expected at most 32 levels of mappings and lists \(line 1, column 42\)$/,
    );
  });

  it("refuses 65 inline packs before checking any", async () => {
    const text = scenario({ content: Array(65).fill({ cards: [] }) });
    assert.match(
      await error({ system: "vision", scenario: text }),
      /^scenario:\d+:\d+: at content: too many packs: expected at most 64 for one battle, got 65$/,
    );
  });

  it("refuses a scenario of two YAML documents, naming the second's line", async () => {
    const text = `${scenario({})}---\nname: again\n`;
    const line = text.split("\n").indexOf("---") + 1;
    assert.equal(
      await error({ system: "vision", scenario: text }),
      `scenario: a second YAML document starts at line ${line}: expected one document per file (move it to a file of its own, or remove the "---" that starts it)`,
    );
  });

  it("names a __proto__, constructor or prototype key of a JSON body, and where", async () => {
    assert.equal(
      await error('{"system": "vision", "__proto__": {"polluted": 1}}'),
      'body: at __proto__: a key may not be named "__proto__"',
    );
    assert.equal(
      await error('{"system": "vision", "seats": {"p1": {"constructor": {}}}}'),
      'body: at seats.p1.constructor: a key may not be named "constructor"',
    );
    assert.match(
      await error('{"system": "vision",'),
      /^body: JSON syntax error at line 1, column \d+: /,
    );
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});
