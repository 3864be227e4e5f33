// `npm run try:accounts` — the account lifecycle over real HTTP, no curl needed (issue 3 "Done when"):
// public key → captcha → register (encrypted) → login (encrypted) → member info → logout → info refused.
// By default it starts its own server on a throw-away PGlite folder (captcha answer fixed for the demo);
// `--url http://localhost:3000` talks to a server you started yourself with CAPTCHA_FIXED_TEXT set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { encryptPayload } from '../schema/api/crypto';
import { buildApp } from '../server/app';
import { loadConfig, withOverrides } from '../server/config';
import { openDatabase } from '../server/db/client';

const { values } = parseArgs({ options: { url: { type: 'string' }, brand: { type: 'string', default: 'mesra' }, captcha: { type: 'string' } } });
const captchaAnswer = values.captcha ?? process.env.CAPTCHA_FIXED_TEXT ?? '2468';

let base = values.url;
let stop = async () => {};
if (!base) {
  const dataDir = mkdtempSync(join(tmpdir(), 'try-accounts-'));
  const config = withOverrides(loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0' }), { seedDemo: false, accounts: { captchaText: () => captchaAnswer } });
  const database = await openDatabase({ dataDir });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  stop = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  console.log(`started a throw-away server at ${base} (PGlite in ${dataDir})`);
}

// The brand is chosen by Host, as a browser on http://<brand>.localhost would send it.
const host = `${values.brand}.localhost`;
async function call(method: string, path: string, opts: { body?: unknown; token?: string; encrypted?: boolean } = {}) {
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.encrypted ? await encryptPayload(publicKey, opts.body) : opts.body);
  }
  const res = await fetch(base + path, {
    method,
    headers: { host, ...(body ? { 'content-type': 'application/json' } : {}), ...(opts.token ? { token: opts.token } : {}) },
    body,
  });
  const json = (await res.json()) as { success: boolean; value: any; message: string | null };
  return { status: res.status, ...json };
}

function step(name: string, res: { status: number; success: boolean; message: string | null }, shown: unknown) {
  console.log(`${String(res.status).padEnd(4)} ${name.padEnd(34)} ${JSON.stringify(shown)}`);
}

let publicKey = '';
let failed = false;
try {
  const key = await call('GET', '/wps/system/publicKey');
  publicKey = key.value.publicKey;
  step('GET /wps/system/publicKey', key, `${publicKey.slice(0, 24)}…`);

  const captcha = await call('GET', '/wps/captcha');
  step('GET /wps/captcha', captcha, { captchaId: captcha.value.captchaId, image: `${captcha.value.image.slice(0, 26)}…` });

  const username = `try${Date.now().toString(36).slice(-6)}`;
  const password = 'Try@12345';
  const reg = await call('PUT', '/wps/member/register', {
    encrypted: true,
    body: { username, password, confirmPassword: password, email: `${username}@example.com`, acceptTerms: true, captchaId: captcha.value.captchaId, captcha: captchaAnswer },
  });
  step('PUT /wps/member/register (enc)', reg, reg.success ? { username: reg.value.username } : reg.message);
  if (!reg.success) throw new Error(`registration refused: ${reg.message}`);

  const login = await call('POST', '/wps/session/login', { encrypted: true, body: { username, password } });
  step('POST /wps/session/login (enc)', login, login.success ? { token: `${login.value.token.slice(0, 8)}…`, firstTimeLogin: login.value.firstTimeLogin, passwordExpired: login.value.passwordExpired } : login.message);
  if (!login.success) throw new Error(`login refused: ${login.message}`);
  const token = login.value.token as string;

  const info = await call('GET', '/wps/member/info', { token });
  step('GET /wps/member/info', info, { account: info.value.account, isAgent: info.value.isAgent, email: info.value.email });

  const out = await call('DELETE', '/wps/session/logout', { token });
  step('DELETE /wps/session/logout', out, out.value);

  const after = await call('GET', '/wps/member/info', { token });
  step('GET /wps/member/info (old token)', after, after.message);
  if (after.status !== 401) throw new Error('the token still works after logout');
  console.log('\nregistered, logged in, read member info and logged out: OK');
} catch (err) {
  failed = true;
  console.error(`\nFAILED: ${(err as Error).message}`);
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
