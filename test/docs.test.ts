// Docs that stay true: every file the README and the decision records name in backticks exists, and nothing
// cites a document kept outside the repository.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const FILES = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT })
  .toString()
  .split("\n")
  .filter((f) => f && existsSync(join(ROOT, f)));
const BARE_NAMES = new Set(FILES.map((f) => f.slice(f.lastIndexOf("/") + 1)));
const DOCS = ["README.md", ...readdirSync(join(ROOT, "docs/decisions")).map((f) => `docs/decisions/${f}`)];
/** A path under a top-level folder, or a file's bare name; globs and placeholders are not paths. */
const PATH = /^(?:app|scripts|test|docs|deploy|public|bench|\.ci)\/[\w./$-]*$|^\w[\w.-]*\.(?:json|tsx?|mjs|md)$/;

it.each(DOCS)("%s names only files that exist", (doc) => {
  const named = [...readFileSync(join(ROOT, doc), "utf8").matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!.replace(/:\d+$/, "").replace(/\/$/, ""))
    .filter((name) => PATH.test(name) && !/[*<>]|NNN/.test(name));
  const exists = (name: string) => (name.includes("/") ? existsSync(join(ROOT, name)) : BARE_NAMES.has(name));
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((name) => !exists(name))).toEqual([]);
});

it("no file names the product's spec documents or an issue number (word boundaries spare PRODUCTS)", () => {
  const OUTSIDE = /\b(?:SPEC|PRODUCT)(?:\.md)?\b|\bissues? #\d+/;
  const scanned = FILES.filter((f) => /\.(?:tsx?|mjs|js|md|css|html|sh|ya?ml)$|^\.ci\//.test(f));
  expect(scanned.length).toBeGreaterThan(100);
  const citing = scanned.flatMap((file) =>
    file === "test/docs.test.ts"
      ? []
      : readFileSync(join(ROOT, file), "utf8")
          .split("\n")
          .flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}`] : [])),
  );
  expect(citing).toEqual([]);
});
