// ESLint flat config. Formatting is Prettier's job (`prettier --check` runs
// beside ESLint in `npm run lint`), so eslint-config-prettier comes last and
// switches off every stylistic rule.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The shell: what app/root.tsx imports statically, so every page loads it. No zod or schema there, only *.rules.ts,
// or zod rides in every page's load (test/e2e/weight.spec.ts's budgets would show it).
export const SHELL = [
  "app/root.tsx",
  "app/components/layout/**",
  "app/components/search/{HeaderSearch.tsx,headerSearch.css.ts}",
  "app/components/{NewsletterForm.tsx,newsletter.css.ts}",
  "app/components/form/{Field.tsx,form.css.ts}",
  "app/components/cart/CartDrawerHost.tsx",
  "app/components/dialog/frames.tsx",
  "app/components/layout/InstallButton.tsx",
  "app/data/**",
  "app/styles/**",
  "app/lib/{cart,combobox,meta,share-image}.ts",
  "app/lib/stores/{announce,cart-storage,cart-store,storage,store,toast}.{ts,tsx}",
  "app/lib/browser/{early-events,glide,idle,install,update}.ts",
];
export const SHELL_RULE =
  "The shell (eslint.config.js SHELL): no zod and no app/lib/schemas/* here, only a schema's *.rules.ts; load the schema lazily.";

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", "public/", "bench/node_modules/", "playwright-report/", "test-results/", ".cache/"],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    rules: {
      // `const { omitted: _, ...rest } = value` is how a key is left out.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // Remix's idiom for an error response from a loader or action.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
      // An aborted wait rejects with its AbortSignal's reason (typed `any`), as
      // fetch does; any other rejection must be an Error.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingAny: true }],
    },
  },
  {
    // Plain JavaScript (scripts/*.mjs, this file) is not in the TypeScript
    // program's strict types: check it without type information.
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ["**/*.{ts,tsx}"],
    // Not the end-to-end tests: Playwright's fixture callback `use` is not a React hook.
    ignores: ["test/e2e/**"],
    extends: [reactHooks.configs["recommended-latest"], jsxA11y.flatConfigs.recommended],
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Import cycles make module evaluation order (and so code) hard to follow.
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          conditionNames: ["import", "module", "browser", "default"],
          // Resolves the `~/` alias from tsconfig.json's `paths`.
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.json` },
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // zod is configured once for the Content-Security-Policy (no eval): app code takes z from there.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import z from ~/lib/zod (CSP-safe config).", allowTypeImports: true }] },
      ],
      // Building an Intl formatter costs main-thread time on first use: money and dates
      // are written out (app/lib/money.ts, app/lib/dates.ts), held to Intl's output by unit tests.
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.object.name='Intl'], CallExpression[callee.object.name='Intl']",
          message: "No Intl formatters in app code: use formatKsh (~/lib/money) or ~/lib/dates.",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: "No locale formatting in app code: use formatKsh (~/lib/money) or ~/lib/dates.",
        },
      ],
    },
  },
  {
    // app/lib's top level and schemas are pure: what reads the browser lives in app/lib/browser, state in app/lib/stores.
    files: ["app/lib/*.{ts,tsx}", "app/lib/schemas/*.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["window", "document", "navigator", "location", "history", "localStorage", "sessionStorage", "fetch"].map(
          (name) => ({ name, message: "Not in a pure module: move it to app/lib/browser or app/lib/stores." }),
        ),
      ],
    },
  },
  {
    files: SHELL,
    rules: {
      // Replaces the app-wide options above for these files, so it repeats the zod rule in the shell's words.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: SHELL_RULE },
            { name: "~/lib/zod", message: SHELL_RULE },
          ],
          patterns: [
            {
              group: ["**/schemas/*", "!**/schemas/*.rules"],
              message: SHELL_RULE,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  prettier,
);
