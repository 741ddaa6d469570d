import assert from "node:assert/strict";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { StoreError } from "../../src/server/store/errors.ts";
import { dataDir, parseTarget, redactUrl } from "../../src/server/store/target.ts";

test("the data folder: KASSEN_DATA, else ./kassen-data", () => {
  assert.equal(dataDir({}), resolve("kassen-data"));
  assert.equal(dataDir({ KASSEN_DATA: "" }), resolve("kassen-data"));
  assert.equal(dataDir({ KASSEN_DATA: "/srv/kassen" }), "/srv/kassen");
});

test("--db names SQLite files and PostgreSQL URLs", () => {
  assert.deepEqual(parseTarget(undefined, "/srv/k"), { kind: "sqlite", file: "/srv/k/kassen.db" });
  assert.deepEqual(parseTarget("sqlite:/a/b.db"), { kind: "sqlite", file: "/a/b.db" });
  assert.deepEqual(parseTarget("sqlite:///a/b.db"), { kind: "sqlite", file: "/a/b.db" });
  assert.deepEqual(parseTarget("sqlite:b.db"), { kind: "sqlite", file: resolve("b.db") });
  assert.deepEqual(parseTarget("data/k.db"), {
    kind: "sqlite",
    file: resolve(join("data", "k.db")),
  });
  for (const url of ["postgres://u@h/db", "postgresql://u:p@h:5433/db", "POSTGRES://h/db"]) {
    assert.deepEqual(parseTarget(url), { kind: "postgres", url });
  }
  assert.throws(() => parseTarget("postgres://"), StoreError);
  assert.throws(() => parseTarget("mongodb://h/db"), StoreError);
});

test("a URL's password is never shown", () => {
  assert.equal(redactUrl("postgres://kassen:s3cret@db:5432/k"), "postgres://kassen:***@db:5432/k");
  assert.equal(redactUrl("postgres://kassen@db/k"), "postgres://kassen@db/k");
  assert.equal(redactUrl("sqlite:/a:b@c"), "sqlite:/a:b@c");
});
