// Docs that stay true: every file or folder the README and the decision records name in backticks exists, and
// each decision record stays one screen.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const DOCS = ["README.md", ...readdirSync(join(ROOT, "docs/decisions")).map((f) => `docs/decisions/${f}`)].filter((f) =>
  f.endsWith(".md"),
);

/** A backticked name that is a path in this repository (under a top-level folder), or a file's bare name. */
const PATH = /^(?:app|scripts|test|docs|deploy|public|bench|\.ci)\/[\w./$-]*$|^\w[\w.-]*\.(?:json|tsx?|mjs|md)$/;

/** The repository's files (git's list, so builds and node_modules are left out) and their bare names. */
const FILES = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);
const BARE_NAMES = new Set(FILES.map((f) => f.slice(f.lastIndexOf("/") + 1)));
const exists = (name: string) => (name.includes("/") ? existsSync(join(ROOT, name)) : BARE_NAMES.has(name));

/** The paths `doc` names in backticks (a trailing slash or `:line` dropped; globs and placeholders skipped). */
function namedPaths(doc: string): string[] {
  const text = readFileSync(join(ROOT, doc), "utf8");
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!.replace(/:\d+$/, "").replace(/\/$/, ""))
    .filter((name) => PATH.test(name) && !/[*<>]|NNN/.test(name));
}

describe("docs: the README", () => {
  it("keeps the markers between which `npm run bench` writes its table (scripts/bench.mjs)", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    expect(readme).toMatch(/<!-- bench-table:start -->\n[\s\S]*\| route [\s\S]*\n<!-- bench-table:end -->/);
  });
});

describe("docs: decision records stay short", () => {
  const RECORDS = DOCS.filter((doc) => doc.startsWith("docs/decisions/"));

  it("there are decision records", () => {
    expect(RECORDS.length).toBeGreaterThan(0);
  });

  for (const doc of RECORDS) {
    it(`${doc}: dated, Context, Decision, Consequences, one screen (at most 60 lines)`, () => {
      const text = readFileSync(join(ROOT, doc), "utf8");
      expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}/m);
      for (const heading of ["Context", "Decision", "Consequences"])
        expect(text).toMatch(new RegExp(`^## ${heading}$`, "m"));
      expect(text.trimEnd().split("\n").length).toBeLessThanOrEqual(60);
    });
  }
});

describe("docs: every named file exists", () => {
  it("the README and each decision record name files", () => {
    expect(DOCS).toContain("README.md");
    expect(namedPaths("README.md").length).toBeGreaterThan(10);
  });

  for (const doc of DOCS) {
    it(doc, () => {
      const missing = namedPaths(doc).filter((path) => !exists(path));
      expect(missing, `${doc} names files that do not exist`).toEqual([]);
    });
  }
});

describe("docs: nothing cites a document outside the repository", () => {
  // The product's spec documents and the issue tracker are not in the repository: code, tests and docs say
  // what they need themselves. Code identifiers such as PRODUCTS or SPEC_ROWS do not match (word boundaries).
  const OUTSIDE = /\b(?:SPEC|PRODUCT)(?:\.md)?\b|\bissues? #\d+/;
  const TEXT = /\.(?:tsx?|mjs|js|md|css|html|sh|yml|yaml)$|^\.ci\//;

  it("no file names SPEC.md, PRODUCT.md or an issue number", () => {
    // This file spells the names out to look for them.
    const scanned = FILES.filter(
      (file) => TEXT.test(file) && file !== "test/docs.test.ts" && existsSync(join(ROOT, file)),
    );
    expect(scanned.length).toBeGreaterThan(100);
    const citing = scanned.flatMap((file) =>
      readFileSync(join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
