// The README's account walkthrough (`npm run try:accounts`) must keep working: it registers, logs in,
// reads member info and logs out over real HTTP with encrypted payloads, on its own throw-away server.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

describe('npm run try:accounts', () => {
  it('walks a new member through register → login → info → logout, and the old token is refused', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/try-accounts.ts'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(res.status, res.stderr + res.stdout).toBe(0);
    expect(res.stdout).toMatch(/^200 +PUT \/wps\/member\/register \(enc\)/m);
    expect(res.stdout).toMatch(/^200 +POST \/wps\/session\/login \(enc\)/m);
    expect(res.stdout).toMatch(/^401 +GET \/wps\/member\/info \(old token\) +"err_not_logged_in"/m);
  }, 70_000);
});
