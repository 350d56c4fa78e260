import { spawn } from 'node:child_process';

/** API server with reload on :3000 plus the Vite dev server with hot reload on :5173. */
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/start.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
