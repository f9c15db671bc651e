// `npm test`: typecheck, lint, every unit and integration test (PGlite, then real PostgreSQL
// when TEST_DATABASE_URL is set), then the browser suite when Chromium is found.
// REQUIRE_E2E=1 makes a missing browser a failure. Ends with one "N passed, N failed" line.
// TEST_ENGINE_ONLY=1 (CI's second Node version) leaves out what reads the code and the pages the
// same on any Node: the package tree, typecheck, lint and the accessibility sweep.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];
const engineOnly = process.env.TEST_ENGINE_ONLY === '1';

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: options.stdio ?? 'inherit', env: { ...process.env, ...options.env } });
  const ok = result.status === 0;
  console.log(`--- ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failures.push(label);
  return ok;
}

function vitestCommand(label, configOrDir, extraArgs) {
  const report = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs];
  const isConfig = configOrDir.endsWith('.ts');
  const cwd = isConfig ? root : path.join(root, configOrDir);
  if (isConfig) args.push('--config', configOrDir);
  return { report, args, cwd };
}

/** Runs one Vitest project and adds its counts to the totals. */
function vitest(label, configOrDir, env = {}) {
  const { report, args, cwd } = vitestCommand(label, configOrDir, []);
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync('npx', args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  count(label, report, result.status, started);
}

/** Runs Vitest processes side by side; each browser process starts its own server and database. */
function vitestSideBySide(runs) {
  return Promise.all(
    runs.map(({ label, configOrDir, env, extraArgs }) => {
      const { report, args, cwd } = vitestCommand(label, configOrDir, extraArgs);
      console.log(`\n=== ${label} (beside the others) ===`);
      const started = Date.now();
      const child = spawn('npx', args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
      return new Promise((resolve) => child.on('close', (status) => resolve(count(label, report, status, started))));
    }),
  );
}

function count(label, report, status, started) {
  let counted = false;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    counted = json.numTotalTests > 0;
    // The end of the log is what CI shows: name each failed test there, with its first message line.
    for (const file of json.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const message = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' | ');
        failedTests.push(`${label}: ${path.relative(root, file.name)} > ${test.fullName}\n    ${message.slice(0, 400)}`);
      }
    }
  }
  const ok = status === 0 && counted;
  console.log(`--- ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failures.push(label);
}

// The installed tree must satisfy every declared range (docs/dependencies.md); its listing is long.
if (!engineOnly) {
  run('installed packages (npm ls --all)', 'npm', ['ls', '--all', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  run('lint', 'npm', ['run', '--silent', 'lint']);
}
vitest('contracts unit tests', 'packages/contracts');
vitest('web unit and component tests', 'apps/web');
vitest('api tests on embedded PGlite', 'apps/api', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('api tests on PostgreSQL', 'apps/api', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only.');
}

const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
if (chrome) {
  if (run('web build', 'npm', ['run', '--silent', 'build'])) {
    // The accessibility sweep and the journeys run side by side, each with its own server and
    // database: one browser at a time leaves part of the machine idle (measured: 541 s against 582 s).
    const env = { CHROME_PATH: chrome };
    const sweep = { label: 'browser accessibility sweep (Playwright)', configOrDir: 'e2e/vitest.config.ts', env, extraArgs: ['accessibility.spec.ts'] };
    const journeys = { label: 'browser journeys (Playwright)', configOrDir: 'e2e/vitest.config.ts', env, extraArgs: ['--exclude', '**/accessibility.spec.ts'] };
    await vitestSideBySide(engineOnly ? [journeys] : [sweep, journeys]);
  }
} else {
  const message = 'NO BROWSER FOUND (set CHROME_PATH or install chromium): the end-to-end and accessibility suite was SKIPPED.';
  console.log(`\n${'!'.repeat(message.length)}\n${message}\n${'!'.repeat(message.length)}`);
  if (process.env.REQUIRE_E2E === '1') failures.push('browser suite required (REQUIRE_E2E=1) but no browser found');
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log('');
if (failedTests.length) console.log(`Failed tests:\n  ${failedTests.join('\n  ')}`);
if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
