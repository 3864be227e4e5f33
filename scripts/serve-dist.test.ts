import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DEFAULT_BRAND, brandForHost } from './serve-dist';

const dist = mkdtempSync(join(tmpdir(), 'dist-'));
for (const id of ['mesra', 'orbit']) mkdirSync(join(dist, id));

it('maps <id>.localhost, a brand domain and bare localhost to a brand folder', () => {
  expect(brandForHost('orbit.localhost:4173', dist)).toBe('orbit');
  expect(brandForHost('ORBIT.localhost', dist)).toBe('orbit');
  expect(brandForHost('orbitplay.example', dist)).toBe('orbit');
  expect(brandForHost('localhost:4173', dist)).toBe(DEFAULT_BRAND);
  expect(brandForHost('127.0.0.1:4173', dist)).toBe(DEFAULT_BRAND);
});

it('serves nothing for an unbuilt brand or an unknown host', () => {
  expect(brandForHost('jade.localhost:4173', dist)).toBeNull();
  expect(brandForHost('evil.example', dist)).toBeNull();
});
