// The real SMS adapter against a fake HTTP gateway (no network beyond localhost).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSmsProvider } from './providers';

describe('httpSmsProvider', () => {
  let server: Server;
  let url: string;
  const seen: { auth?: string; body: unknown }[] = [];
  let status = 200;
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.statusCode = status;
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('POSTs {to, from, text} with the bearer token', async () => {
    const p = httpSmsProvider({ url, token: 'secret', sender: 'MESRA' });
    await p.send({ merchantId: 1, to: '60123456789', body: 'code 123456' }, null as never);
    expect(seen.at(-1)).toEqual({ auth: 'Bearer secret', body: { to: '+60123456789', from: 'MESRA', text: 'code 123456' } });
  });

  it('throws when the gateway refuses, so the caller answers sms_send_failed', async () => {
    status = 503;
    await expect(httpSmsProvider({ url }).send({ merchantId: 1, to: '601', body: 'x' }, null as never)).rejects.toThrow(/503/);
  });
});
