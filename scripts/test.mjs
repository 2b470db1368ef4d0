// npm test: every check a change must pass, in order, then one summary line.
import './supported-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
const run = (title, command, args, env = {}) => {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

const steps = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['format', 'npm', ['run', 'format:check']],
  ['lint', 'npm', ['run', 'lint']],
  ['import rules', 'npm', ['run', 'lint:deps']],
  ['schema check', 'npm', ['run', 'schema:check']],
  [
    'unit, client and API tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  ],
  ['production build', 'npm', ['run', 'build']],
  [
    'browser tests',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' },
  ],
];

let failedStep = null;
for (const [title, command, args, env] of steps) {
  if (!run(title, command, args, env)) {
    failedStep = title;
    break;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
if (existsSync('test-results/vitest.json')) {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
}
if (existsSync('test-results/playwright.json') && failedStep !== 'production build') {
  const { stats } = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
  counts.passed += stats.expected;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}
if (failedStep) console.error(`\nnpm test stopped at: ${failedStep}`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStep || counts.failed > 0 ? 1 : 0);
