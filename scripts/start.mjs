// npm start: builds what changed since the last build (the API, the client, or neither), then runs
// the server. A part is rebuilt when a hash of its sources differs from the one its build recorded,
// so a restart on an unchanged tree starts the server at once.
import './supported-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ARGS } from './server-command.mjs';

const SHARED = ['domain', 'package-lock.json', 'tsconfig.json'];
const PARTS = [
  {
    name: 'api',
    script: 'build:api',
    output: 'dist/api/src/main.js',
    sources: ['api/src', 'migrations', 'api/tsconfig.build.json', ...SHARED],
  },
  {
    name: 'client',
    script: 'build:client',
    output: 'dist/client/index.html',
    sources: ['client', 'schema.graphql', ...SHARED],
  },
];

function filesUnder(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((child) => child.name !== 'node_modules' && !child.name.startsWith('.'))
    .flatMap((child) => filesUnder(path.join(entry, child.name)))
    .sort();
}

function sourceHash(sources) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesUnder))
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

for (const part of PARTS) {
  const stamp = `dist/.${part.name}-sources`;
  const hash = sourceHash(part.sources);
  const built = existsSync(part.output) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
  if (built) continue;
  console.log(`building the ${part.name} (its sources changed since the last build)`);
  const result = spawnSync('npm', ['run', part.script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, hash);
}

// Production mode unless told otherwise: no dev mailbox page (mail links go to the log without
// SMTP_URL), Express's production behaviour. `npm run dev` is the development mode.
const server = spawn(process.execPath, SERVER_ARGS, {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
// The server drains requests and stops its database on SIGTERM/SIGINT; this process only passes them on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
