/**
 * A ygo-trpg encounter played to its end through the UI by three people in three browser
 * contexts — the GM (the GM screen) and two players (their sheets) — and watched by a spectator.
 * The GM keeps its rolls secret from the first strategy phase: until the GM reveals them, no
 * player's or spectator's page (text, attributes, WebSocket frames) holds a secret roll; after
 * the reveal every player's page shows it. The GM adjusts both players' life with the buttons on
 * their life and takes the second adjustment back (the take-back's line in the log); afterwards,
 * and at the end, every page shows the same life for each player. The GM's page never holds a
 * card of a player's hand. Screenshots: the GM screen and a player's sheet (Japanese, 1280 px),
 * the other player's sheet at a phone's width (390 px), and the end read in English and Chinese.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { createTable, tokenOf } from "../server/server-helpers.ts";
import { browserSkip, recordFrames, screenshot, webSuite } from "./browser.ts";
import { act, afterSeq, atSeq, boardSeq, optionIds, pick, press } from "./ygo-trpg-player.ts";

const skip = browserSkip();
/** Far more decisions than an encounter takes (about a hundred): a policy that loops fails here. */
const MAX_STEPS = 800;

const SCENARIO = `
name: "goblin ambush, three people at the table"
system: ygo-trpg
setup:
  start: encounter
  players: { p1: { character: akane }, p2: { character: shiro } }
  gm: { encounter: goblin-ambush }
`;

type Event = Record<string, unknown>;

/** Every log event of every state message among a page's frames. */
function frameEvents(frames: string[]): Event[] {
  const out: Event[] = [];
  for (const f of frames) {
    const m = JSON.parse(f) as { type: string; log?: { event: Event; text: string }[] };
    if (m.type === "state") for (const l of m.log ?? []) out.push(l.event);
  }
  return out;
}

/** The view of every state message among a page's frames, as JSON text. */
function frameViews(frames: string[]): string[] {
  return frames
    .map((f) => JSON.parse(f) as { type: string; view?: unknown })
    .filter((m) => m.type === "state")
    .map((m) => JSON.stringify(m.view));
}

/** The GM's rolls kept secret so far, with their log line on the GM's page. */
function secretRolls(gmFrames: string[]): { event: Event; text: string }[] {
  const out: { event: Event; text: string }[] = [];
  for (const f of gmFrames) {
    const m = JSON.parse(f) as { type: string; log?: { event: Event; text: string }[] };
    if (m.type !== "state") continue;
    for (const l of m.log ?? [])
      if (/^(attack|defense)-roll$/.test(String(l.event.t)) && Array.isArray(l.event.$to))
        out.push(l);
  }
  return out;
}

/** Everything a page's DOM says: text and every attribute value. */
function domText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll("*")].flatMap((e) =>
      [...e.attributes].map((a) => a.value),
    );
    return `${document.body.textContent ?? ""}\n${attrs.join("\n")}`;
  });
}

/** The life each page shows for p1 and p2 (every page that shows that sheet). */
async function livesShown(pages: Record<string, Page>): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = { p1: [], p2: [] };
  for (const page of Object.values(pages))
    for (const seat of ["p1", "p2"])
      out[seat].push((await page.getByTestId(`life-${seat}`).textContent()) ?? "");
  return out;
}

describe("ygo-trpg table: a GM and two players (chromium)", { skip }, () => {
  const web = webSuite();

  it("plays an encounter to its end; secret rolls stay secret until revealed; the GM's changes agree everywhere", async () => {
    const t = await createTable(web.server.url, {
      system: "ygo-trpg",
      scenario: SCENARIO,
      lang: "ja",
    });
    const who = {
      gm: { size: { width: 1280, height: 800 }, token: tokenOf(t, "gm") },
      p1: { size: { width: 1280, height: 800 }, token: tokenOf(t, "p1") },
      p2: { size: { width: 390, height: 844 }, token: tokenOf(t, "p2") },
      watch: { size: { width: 1280, height: 800 }, token: t.spectator.token },
    };
    const pages: Record<string, Page> = {};
    const frames: Record<string, string[]> = {};
    for (const [name, w] of Object.entries(who)) {
      const ctx = await web.browser.newContext({ viewport: w.size, locale: "ja-JP" });
      const page = await ctx.newPage();
      frames[name] = recordFrames(page);
      await page.goto(`${web.server.url}/t/${t.id}#${w.token}`);
      pages[name] = page;
    }
    const others = ["p1", "p2", "watch"] as const;
    const gm = pages.gm;
    let seq = 0;
    let gmTurns = 0;
    let revealed: { event: Event; text: string }[] = [];
    const shots = new Set<string>();
    const clicks = { board: 0, button: 0 };

    /** Every page at the same state. */
    const allAt = async (s: number) => {
      for (const p of Object.values(pages)) await atSeq(p, s);
    };
    /** The GM presses a button on its screen; every page follows. */
    const gmPress = async (selector: string) => {
      await press(gm, selector);
      seq = await afterSeq(gm, seq);
      await allAt(seq);
    };

    await allAt(0);
    for (let step = 0; step < MAX_STEPS; step++) {
      if (await gm.getByTestId("result").isVisible()) break;
      const deciding: [string, string[]][] = [];
      for (const seat of ["gm", "p1", "p2"]) {
        const ids = await optionIds(pages[seat]);
        if (ids.length > 0) deciding.push([seat, ids]);
      }
      assert.equal(deciding.length, 1, `seq ${seq}: exactly one page has options`);
      const [seat, ids] = deciding[0];

      if (seat === "gm" && ids.includes("gm:secret") && gmTurns === 0) {
        gmTurns++;
        // The GM screen's tools sit on what they change: the rolls, each player's life.
        await gmPress('[data-tool="gm:secret"]');
        assert.equal(await gm.getByTestId("gm-secret").getAttribute("data-secret"), "true");
        await gmPress('[data-sheet="p1"] [data-tool="gm-life:p1@-1"]');
        await gmPress('[data-sheet="p2"] [data-tool="gm-life:p2@-1"]');
        assert.equal(await gm.getByTestId("life-p2").textContent(), "39 / 40");
        if (!shots.has("gm")) {
          await screenshot(gm, "ygo-trpg-gm-tools-ja");
          shots.add("gm");
        }
        // Taken back: p2's −1 is undone, p1's stays; the engine logs who took back what.
        await gmPress('[data-testid="take-back"]');
        await gm
          .getByTestId("log")
          .getByText(/GMは直前の決定/)
          .waitFor();
        const lives = await livesShown(pages);
        assert.deepEqual(
          lives.p1,
          ["39 / 40", "39 / 40", "39 / 40", "39 / 40"],
          "p1 on every page",
        );
        assert.deepEqual(
          lives.p2,
          ["40 / 40", "40 / 40", "40 / 40", "40 / 40"],
          "p2 on every page",
        );
        continue;
      }
      if (seat === "gm" && ids.includes("gm:reveal") && revealed.length === 0) {
        // Before the reveal: no other page holds a secret roll, in its DOM or in any frame.
        const secret = secretRolls(frames.gm);
        assert.ok(secret.length > 0, "the GM rolled in secret");
        for (const name of others) {
          const text = await domText(pages[name]);
          const evs = frameEvents(frames[name]);
          const views = frameViews(frames[name]);
          for (const s of secret) {
            assert.ok(!text.includes(s.text), `${name}'s page holds the secret roll "${s.text}"`);
            const check = JSON.stringify(s.event.check);
            const leak = evs.find((e) => {
              const json = JSON.stringify(e);
              return json.includes(String(s.event.card)) && json.includes(check);
            });
            assert.equal(leak, undefined, `${name}'s frames hold the secret roll "${s.text}"`);
            assert.ok(
              views.every((v) => !v.includes(check)),
              `${name}'s views hold the secret roll "${s.text}"`,
            );
          }
          assert.ok(
            evs.some((e) => e.t === "gm-roll-hidden"),
            `${name} is told a roll was kept secret`,
          );
          // A round has ended: the end phase, which takes no decision, is told afterwards.
          assert.match(
            (await pages[name].getByTestId("last-end").textContent()) ?? "",
            /エンドフェイズ（ターン\d+）/,
          );
        }
        if (!shots.has("gm-secret")) {
          await screenshot(gm, "ygo-trpg-gm-ja");
          await screenshot(pages.p1, "ygo-trpg-player-ja");
          await screenshot(pages.p2, "ygo-trpg-player-390-ja");
          shots.add("gm-secret");
        }
        revealed = secret;
        await gmPress('[data-tool="gm:reveal"]');
        // After the reveal every player's log shows each kept roll.
        for (const name of others) {
          const text = (await pages[name].getByTestId("log").textContent()) ?? "";
          for (const s of secret)
            assert.ok(text.includes(s.text), `${name} sees the revealed "${s.text}"`);
        }
        await gmPress('[data-tool="gm:open"]');
        continue;
      }
      const id = pick(ids);
      const how = await act(pages[seat], id);
      clicks[how]++;
      seq = await afterSeq(pages[seat], seq);
      await allAt(seq);
    }
    for (const p of Object.values(pages)) await p.getByTestId("result").waitFor();
    assert.ok(revealed.length > 0, "the GM kept rolls secret and revealed them");
    assert.ok(clicks.board > 0, "attacks were taken on the board");
    const lives = await livesShown(pages);
    for (const seat of ["p1", "p2"])
      assert.equal(new Set(lives[seat]).size, 1, `${seat}'s life agrees: ${lives[seat]}`);
    // The GM's view never held a card of a player's hands (the server's view; nothing here
    // works around it).
    for (const f of frames.gm) {
      const m = JSON.parse(f) as { type: string; view?: { zones: Record<string, string[]> } };
      if (m.type !== "state" || m.view === undefined) continue;
      for (const z of ["p1:mhand", "p1:ihand", "p2:mhand", "p2:ihand"])
        assert.ok(
          m.view.zones[z].every((id) => id === "?"),
          `the GM's view of ${z}`,
        );
    }
    await screenshot(gm, "ygo-trpg-gm-end-ja");
    await screenshot(pages.p1, "ygo-trpg-player-end-ja");
    await screenshot(pages.watch, "ygo-trpg-spectator-ja");
    // The same table read in English and Chinese: the sheet's frame speaks the chosen language.
    for (const [name, lang, job, who] of [
      ["p1", "en", "Duelist, level 3", "Akane"],
      ["watch", "zh", "擅长职业：决斗者 Lv3", "茜"],
    ] as const) {
      await pages[name].getByTestId("table-lang").selectOption(lang);
      await pages[name].getByTestId("job-p1").getByText(job).waitFor();
      assert.match(
        (await pages[name].getByTestId("character-p1").textContent()) ?? "",
        new RegExp(who),
      );
      await screenshot(pages[name], `ygo-trpg-${name === "p1" ? "player" : "spectator"}-${lang}`);
    }
    assert.ok((await boardSeq(gm)) === seq);
  });
});
