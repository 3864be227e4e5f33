import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptCsLink, encryptCsLink } from './cs-link';

describe('customer-service link (spec §7 type 3)', () => {
  it('round-trips any link; the last 8 characters are the key', async () => {
    await fc.assert(
      fc.asyncProperty(fc.webUrl(), async (url) => {
        const link = await encryptCsLink(url, 'Ab3dEf7h');
        expect(link.endsWith('Ab3dEf7h')).toBe(true);
        expect(await decryptCsLink(link)).toBe(url);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a tampered link', async () => {
    const link = await encryptCsLink('https://vip.example/chat');
    const tampered = (link[0] === 'A' ? 'B' : 'A') + link.slice(1);
    await expect(decryptCsLink(tampered)).rejects.toThrow();
  });
});
