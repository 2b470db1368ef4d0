// The server of the browser tests: the production build on a new embedded database of its own.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { SERVER_ARGS } from '../scripts/server-command.mjs';

const dataDir = '.data/e2e';
rmSync(dataDir, { recursive: true, force: true });
const port = process.env.PORT ?? '4310';
const server = spawn(process.execPath, SERVER_ARGS, {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
    NODE_ENV: 'development',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
