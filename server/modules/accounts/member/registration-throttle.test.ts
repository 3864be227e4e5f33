// Issue 24 item 8: registration is throttled per IP and per device (the site's X-Device-Id), and password
// hashing runs through a small bounded queue: when it is full the server answers 503 err_server_busy at once
// instead of piling work up. argon2's hash is wrapped so a test can hold one hash and fill the queue.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, TEST_ARGON2 } from '../../../lib/crypto-password';
import { TestClock } from '../../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../../test/harness';
import { injectEncrypted } from '../../../test/login';

const hold = vi.hoisted(() => ({ gate: null as Promise<void> | null }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    hash: async (...args: Parameters<typeof real.hash>) => {
      if (hold.gate) await hold.gate;
      return real.hash(...args);
    },
  };
});

// The app's one clock (app.clock): the test moves business time forward through it.
const clock = new TestClock('2030-09-01T00:00:00Z');
const tick = (ms: number) => clock.advance(ms);
let seq = 0;
const MESRA = 'mesra.localhost';

describe.each(backends)('registration throttle and hashing queue on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      clock,
      accounts: { argon2: TEST_ARGON2, registerPerHour: 3, registerPerDevicePerHour: 2, hashConcurrency: 1, hashQueue: 0 },
    });
  });
  afterAll(() => t.close());

  const register = (ip: string, deviceId?: string) => {
    const username = `thr${String(++seq).padStart(5, '0')}`;
    return injectEncrypted(t.app, {
      method: 'PUT',
      url: '/wps/member/register',
      host: MESRA,
      ip,
      ...(deviceId ? { headers: { 'x-device-id': deviceId } } : {}),
      body: { username, password: 'Thr0ttle#24', confirmPassword: 'Thr0ttle#24', acceptTerms: true },
    });
  };

  it('issue 24 item 8: registrations per IP are throttled (429), and allowed again after the hour', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await register('10.8.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await register('10.8.0.1');
    expect(refused.json()).toMatchObject({ success: false, code: 'too_many_requests', message: 'err_too_many_registrations' });
    expect((await register('10.8.0.2')).statusCode).toBe(200); // another IP is not affected
    tick(3600_000);
    expect((await register('10.8.0.1')).statusCode).toBe(200);
  });

  it('issue 24 item 8: registrations per device are throttled whatever the IP', async () => {
    const device = 'dev-4c1f0e7a9b2d4e6f8a0b';
    expect((await register('10.8.1.1', device)).statusCode).toBe(200);
    expect((await register('10.8.1.2', device)).statusCode).toBe(200);
    const third = await register('10.8.1.3', device);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('err_too_many_registrations');
    expect((await register('10.8.1.4', 'dev-another-device-0001')).statusCode).toBe(200);
  });

  it('issue 24 item 8: with every hashing slot and queue place taken, registration answers 503 err_server_busy, then works again', async () => {
    let release!: () => void;
    hold.gate = new Promise<void>((r) => (release = r));
    const busy = hashPassword('Filler#2030x', TEST_ARGON2); // takes the one slot (queue 0)
    const res = await register('10.8.2.1');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'server_busy', message: 'err_server_busy' });
    hold.gate = null;
    release();
    await busy;
    expect((await register('10.8.2.2')).statusCode).toBe(200);
  });
});
