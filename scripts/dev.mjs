// npm run dev: the API with reload on change, and the Vite dev server (which proxies the API paths).
import './supported-node.mjs';
import { spawn } from 'node:child_process';

const children = [
  spawn(
    process.execPath,
    [
      '--watch-path=api/src',
      '--watch-path=domain',
      '--watch-path=migrations',
      '--import',
      '@swc-node/register/esm-register',
      'api/src/main.ts',
    ],
    {
      stdio: 'inherit',
      // The Vite dev server's pages open the sockets through its proxy, with their own origin.
      env: {
        ...process.env,
        CLIENT_DIST: process.env.CLIENT_DIST ?? 'dist/client',
        ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? 'http://localhost:5173',
      },
    },
  ),
  spawn('npx', ['vite', '--config', 'client/vite.config.ts'], { stdio: 'inherit' }),
];

const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
