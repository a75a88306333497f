// `npm test`: the checks and the build in two lanes (two cores, each step keeps one busy), then the e2e suite on
// that build. A lane's output is shown as each step ends, so lines never interleave; the first failure stops all.
import { spawn } from "node:child_process";
import { findChrome } from "./browser.mjs";

const running = [];

/** @returns {Promise<{ code: number, output: string }>} `quiet`: the output is collected, not shown. */
function npmRun(script, { quiet = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    running.push(child);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

function stop(step, code, output = "") {
  if (output) process.stderr.write(output);
  process.stderr.write(`\nnpm test: ${step} failed (exit code ${code})\n`);
  for (const child of running) if (child.exitCode === null) child.kill();
  process.exit(code || 1);
}

async function lane(steps) {
  for (const step of steps) {
    const started = Date.now();
    // The build must be a production one whatever the caller's NODE_ENV (as in playwright.config.ts).
    const env = step === "build" ? { NODE_ENV: "production" } : {};
    const { code, output } = await npmRun(step, { quiet: true, env });
    if (code !== 0) stop(step, code, output);
    const seconds = Math.round((Date.now() - started) / 1000);
    process.stdout.write(`\n> npm run ${step} (${seconds} s)\n${step === "build" ? "" : output}`);
  }
}

// The e2e tests' browser and the bench's (the byte budgets), found now, not after the build: a missing one throws.
await findChrome("tests");
await findChrome("bench");

await Promise.all([lane(["lint", "typecheck"]), lane(["build", "knip", "test:unit"])]);
process.stdout.write(`\n> npm run test:e2e (on the build made beside the checks)\n`);
const e2e = await npmRun("test:e2e", { env: { E2E_SKIP_BUILD: "1" } });
if (e2e.code !== 0) stop("test:e2e", e2e.code);
