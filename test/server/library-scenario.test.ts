/**
 * A prepared battle in the library (issue 30): a `scenario` item of ygo-trpg or magical-girl is
 * the scenario the CLI runs, read back as it was saved, checked with every problem at its
 * scenario path, imported from and exported to its YAML, and made into a table as any uploaded
 * scenario — on SQLite and on PostgreSQL (skipped when unreachable, but under CI=true).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { parse } from "yaml";
import { newPrep } from "../../src/build/prepare/prep-new.ts";
import { scenarioOfPrep, yamlOfPrep } from "../../src/build/prepare/prep-yaml.ts";
import { type Answer, call } from "./library-helpers.ts";
import { get, post, startTestServer, type TestServer } from "./server-helpers.ts";
import { type Backend, pgSkip, postgresBackend } from "./store-helpers.ts";

const PG_SKIP = await pgSkip();

/** A magical-girl battle with an enemy of the KP's own. */
function kpBattle() {
  const doc = newPrep("magical-girl", "zh");
  const wolf = {
    id: "ash-wolf",
    name: { zh: "灰狼", ja: "灰の狼", en: "Ash Wolf" },
    str: 8,
    agi: 12,
    def: 2,
    size: 6,
    hp: 9,
    mp: 0,
    dpCap: 4,
    skills: { melee: 50, dodge: 40 },
    weapons: [],
  };
  return {
    ...doc,
    content: { enemies: [wolf] },
    setup: { ...doc.setup, enemies: [{ enemy: "ash-wolf" }, { enemy: "gloom-wolf" }] },
  };
}

for (const kind of ["sqlite", "postgres"] as const)
  describe(`scenario items of the library (${kind})`, {
    skip: kind === "postgres" && PG_SKIP,
  }, () => {
    let s: TestServer;
    let pg: Backend | null = null;
    before(async () => {
      if (kind === "postgres") pg = await postgresBackend();
      s = await startTestServer(pg?.db);
    });
    after(async () => {
      await s?.stop();
      await pg?.cleanup();
    });

    const save = (body: unknown): Promise<Answer> => call(s.url, "POST", "/api/library", { body });

    it("stores a prepared battle as its scenario; reads, lists and exports it as that scenario", async () => {
      const doc = kpBattle();
      const scenario = scenarioOfPrep(doc);
      const made = await save({
        system: "magical-girl",
        kind: "scenario",
        title: "灰狼",
        pack: scenario,
      });
      assert.equal(made.status, 201, made.text);
      const { id, editToken, readToken } = made.body;
      const read = await call(s.url, "GET", `/api/library/${id}`, { token: readToken });
      assert.equal(read.status, 200, read.text);
      assert.equal(read.body.kind, "scenario");
      assert.deepEqual(read.body.pack, scenario);
      assert.deepEqual(
        Object.keys(read.body.pack),
        Object.keys(scenario),
        "the scenario's key order",
      );
      const mine = await call(s.url, "POST", "/api/library/mine", {
        body: { items: [{ id, token: editToken }] },
      });
      assert.deepEqual(
        mine.body.items.map((i: { kind: string; cards: number }) => [i.kind, i.cards]),
        [["scenario", 3]],
        "kp, p1 and p2",
      );
      const yaml = await call(s.url, "GET", `/api/library/${id}/yaml`, { token: readToken });
      assert.equal(yaml.status, 200);
      assert.match(yaml.type, /^text\/yaml/);
      assert.equal(yaml.text, yamlOfPrep(doc));
      assert.deepEqual(parse(yaml.text), scenario);
      // Imported back from its YAML: the same scenario, a table's worth of seats.
      const again = await save({
        system: "magical-girl",
        kind: "scenario",
        title: "again",
        yaml: yaml.text,
      });
      assert.equal(again.status, 201, again.text);
      const back = await call(s.url, "GET", `/api/library/${again.body.id}`, {
        token: again.body.readToken,
      });
      assert.deepEqual(back.body.pack, scenario);
      // Changed with its edit link, checked again.
      const ygo = scenarioOfPrep(newPrep("ygo-trpg", "ja"));
      const wrong = await call(s.url, "PUT", `/api/library/${id}`, {
        token: editToken,
        body: { system: "magical-girl", kind: "scenario", title: "x", pack: ygo },
      });
      assert.equal(wrong.status, 400);
      assert.equal(
        wrong.body.error,
        "pack: at system: it is a ygo-trpg scenario, not magical-girl",
      );
    });

    it("refuses a scenario with its problems at their scenario paths; no path in content:", async () => {
      const doc = kpBattle();
      const bad = {
        ...scenarioOfPrep(doc),
        setup: { ...doc.setup, girls: [{ seat: "p1", girl: "nobody" }] },
      };
      const r = await save({ system: "magical-girl", kind: "scenario", title: "x", pack: bad });
      assert.equal(r.status, 400, r.text);
      assert.match(r.body.error, /^pack: at setup\.girls\[0\]: unknown girl "nobody"/);
      assert.deepEqual(
        r.body.problems.map((p: { path: string }) => p.path),
        ["setup.girls[0]"],
      );
      const path = await save({
        system: "magical-girl",
        kind: "scenario",
        title: "x",
        pack: { ...scenarioOfPrep(doc), content: ["../secrets.yaml"] },
      });
      assert.equal(path.status, 400, path.text);
      assert.match(path.body.error, /^pack: at content\[0\]: expected a pack written inline/);
      const vision = await save({ system: "vision", kind: "scenario", title: "x", pack: {} });
      assert.equal(
        vision.body.error,
        "kind: a scenario item is a prepared battle of ygo-trpg or magical-girl, not vision",
      );
      const script = await save({
        system: "magical-girl",
        kind: "scenario",
        title: "x",
        yaml: `${yamlOfPrep(doc)}script:\n  - p1: pass\n`,
      });
      assert.equal(script.status, 400, script.text);
      assert.match(
        script.body.error,
        /^pack: at script: a prepared battle is played, not scripted/,
      );
      const check = await call(s.url, "POST", "/api/library/check", {
        body: { system: "magical-girl", kind: "scenario", pack: bad },
      });
      assert.deepEqual(
        check.body.problems.map((p: { path: string }) => p.path),
        ["setup.girls[0]"],
      );
      const fine = await call(s.url, "POST", "/api/library/check", {
        body: { system: "magical-girl", kind: "scenario", pack: scenarioOfPrep(doc) },
      });
      assert.deepEqual(fine.body, { problems: [] });
    });

    it("a new prepared battle's YAML makes a table whose bots play it to the end", async () => {
      for (const system of ["ygo-trpg", "magical-girl"] as const) {
        const doc = newPrep(system, "en");
        const seats = system === "ygo-trpg" ? ["p1", "p2", "gm"] : ["kp", "p1", "p2"];
        const made = await post(s.url, "/api/tables", {
          system,
          scenario: yamlOfPrep(doc),
          seats: Object.fromEntries(seats.map((seat) => [seat, { kind: "bot", bot: "random" }])),
        });
        assert.equal(made.status, 201, JSON.stringify(made.body));
        assert.equal(made.body.title, doc.name);
        const id = made.body.id as string;
        let status = "";
        for (let i = 0; i < 300 && status !== "finished"; i++) {
          status = (await get(s.url, `/api/tables/${id}`)).body.status as string;
          if (status !== "finished") await new Promise((r) => setTimeout(r, 100));
        }
        assert.equal(status, "finished", `${system}: the bots' table ended`);
      }
    });
  });
