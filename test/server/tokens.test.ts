import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";
import { hashToken, newTableId, newToken } from "../../src/server/tokens.ts";

test("a token is 128 random bits in base64url, never the same twice", () => {
  const seen = new Set<string>();
  for (let i = 0; i < 1000; i++) {
    const t = newToken();
    assert.match(t, /^[A-Za-z0-9_-]{22}$/);
    assert.equal(Buffer.from(t, "base64url").length, 16);
    seen.add(t);
  }
  assert.equal(seen.size, 1000);
});

test("a token is stored as its SHA-256 in hex", () => {
  assert.equal(
    hashToken("abc"),
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
  );
  const t = newToken();
  assert.equal(hashToken(t), createHash("sha256").update(t).digest("hex"));
  assert.notEqual(hashToken(t), hashToken(newToken()));
});

test("a table id is 10 URL-safe letters that cannot read as a flag", () => {
  const seen = new Set<string>();
  const letters = new Set<string>();
  for (let i = 0; i < 2000; i++) {
    const id = newTableId();
    assert.match(id, /^[a-km-np-z2-9]{10}$/);
    seen.add(id);
    for (const c of id) letters.add(c);
  }
  assert.equal(seen.size, 2000);
  assert.equal(letters.size, 32, "every letter of the alphabet turns up");
});
