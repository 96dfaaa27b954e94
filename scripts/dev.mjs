// `npm run dev`: the API with reload on change, and Vite (with the API proxied) once the web
// app exists. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const children = [spawn('npm', ['run', 'dev', '-w', '@attire/server'], { stdio: 'inherit' })];
if (existsSync('apps/web/vite.config.ts')) {
  children.push(spawn('npm', ['run', 'dev', '-w', '@attire/web'], { stdio: 'inherit' }));
}
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => code && process.exitCode === undefined && (process.exitCode = code));
