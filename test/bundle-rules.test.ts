import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { Linter } from "eslint";
import ts from "typescript";
import { parser } from "typescript-eslint";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
/** The start of the rule's message (SHELL_RULE in eslint.config.js), which names the rule. */
const SHELL_RULE = "The shell (eslint.config.js SHELL): no zod and no app/lib/schemas/*";
/**
 * The project's no-restricted-imports options for each file, as ESLint computes them from eslint.config.js
 * (in a child Node: the config's plugins do not load through vitest's module runner).
 */
function importRules(files: string[]): Record<string, Linter.RuleEntry> {
  const print = `import { ESLint } from "eslint";
    const eslint = new ESLint(), out = {};
    for (const f of JSON.parse(process.argv[1])) out[f] = (await eslint.calculateConfigForFile(f)).rules["no-restricted-imports"];
    console.log(JSON.stringify(out));`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", print, JSON.stringify(files)], {
    cwd: root,
  });
  return JSON.parse(out.toString()) as Record<string, Linter.RuleEntry>;
}

/** The messages `rule` gives for `code`. */
const importMessages = (rule: Linter.RuleEntry | undefined, code: string) =>
  new Linter({ configType: "flat" })
    .verify(
      code,
      [{ files: ["**/*.ts"], languageOptions: { parser }, rules: { "no-restricted-imports": rule ?? "off" } }],
      "x.ts",
    )
    .map((m) => m.message);

/** app/root.tsx and every module it imports statically (type-only imports left out): what every page loads. */
function shellModules(): string[] {
  const seen = new Set<string>();
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith("~/")
      ? join(root, "app", spec.slice(2))
      : spec.startsWith(".")
        ? join(dirname(from), spec)
        : null;
    return base && ["", ".ts", ".tsx"].map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
    for (const node of source.statements) {
      if (!ts.isImportDeclaration(node) || node.importClause?.isTypeOnly) continue;
      const target = resolve(file, (node.moduleSpecifier as ts.StringLiteral).text);
      if (target) visit(target);
    }
  };
  visit(join(root, "app/root.tsx"));
  return [...seen].map((f) => relative(root, f));
}

describe("bundle rules (eslint.config.js)", () => {
  const shell = shellModules();
  const outside = "app/routes/actions.booking.tsx";
  const rules = importRules([...shell, outside]);
  const footer = rules["app/components/layout/Footer.tsx"];

  it("the shell may not import zod or a schema, only a schema's *.rules.ts", () => {
    expect(importMessages(footer, 'import { ContactSchema } from "~/lib/schemas/contact";')).toEqual([
      expect.stringContaining(SHELL_RULE),
    ]);
    expect(importMessages(footer, 'import { z } from "~/lib/zod";')).toEqual([expect.stringContaining(SHELL_RULE)]);
    expect(importMessages(footer, 'import { LIMITS } from "~/lib/schemas/contact.rules";')).toEqual([]);
    // Loaded on demand, a schema stays out of the shell: allowed.
    expect(importMessages(footer, 'void import("~/lib/schemas/contact");')).toEqual([]);
  });

  it("outside the shell a schema may be imported", () => {
    expect(importMessages(rules[outside], 'import { S } from "~/lib/schemas/contact";')).toEqual([]);
  });

  it("every module app/root.tsx loads statically is under the rule", () => {
    expect(shell).toContain("app/components/layout/Header.tsx");
    for (const file of shell) {
      expect(
        importMessages(rules[file], 'import { S } from "~/lib/schemas/contact";'),
        `${file} is in the shell: add it to SHELL in eslint.config.js`,
      ).toEqual([expect.stringContaining(SHELL_RULE)]);
    }
  });
});
