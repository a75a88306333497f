// `npm test`: lint and format check, unused-code check, typecheck, unit and route tests, then the
// end-to-end suite against a fresh production build. The build runs beside the static checks (each
// of them keeps one core busy; the machines have two), so the whole run is shorter by about the
// build's time. Its output is shown only when it fails. The first failing step stops the run.
import { spawn } from "node:child_process";

/** @type {import("node:child_process").ChildProcess[]} */
const running = [];

/**
 * Runs an npm script; resolves with its exit code. `quiet` collects the output instead of showing it.
 * @param {string} script
 * @param {{ quiet?: boolean, env?: Record<string, string> }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
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
  // A build still running beside a failed check is of no use any more.
  for (const child of running) if (child.exitCode === null) child.kill();
  process.exit(code || 1);
}

// The same production build the e2e suite would make itself (playwright.config.ts), started first.
const build = npmRun("build", { quiet: true, env: { NODE_ENV: "production" } });
for (const step of ["lint", "knip", "typecheck", "test:unit"]) {
  process.stdout.write(`\n> npm run ${step}\n`);
  const { code } = await npmRun(step);
  if (code !== 0) stop(step, code);
}
const built = await build;
if (built.code !== 0) stop("build", built.code, built.output);
process.stdout.write(`\n> npm run test:e2e (on the build made beside the checks)\n`);
const e2e = await npmRun("test:e2e", { env: { E2E_SKIP_BUILD: "1" } });
if (e2e.code !== 0) stop("test:e2e", e2e.code);
