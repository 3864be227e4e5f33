// The verify page's own computation (issue 17 item 4): the documented function of server/modules/lottery/fair.ts,
// written again with the browser's WebCrypto, so the check does not trust the server's arithmetic:
//   SHA-256(seed) must equal the hash published before the draw, and the numbers derived from the seed must equal
//   the numbers the server announced.
export interface PrizeTier {
  key: string;
  count: number;
  digits: number;
}

const enc = new TextEncoder();
const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', enc.encode(text)));
}

export async function deriveNumbers(seed: string, gameCode: string, numero: string, prizes: PrizeTier[], distinct: boolean): Promise<{ key: string; numbers: string[] }[]> {
  const key = await crypto.subtle.importKey('raw', enc.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  let block = 0;
  const words: number[] = [];
  const word = async () => {
    if (!words.length) {
      const view = new DataView(await crypto.subtle.sign('HMAC', key, enc.encode(`${gameCode}:${numero}:${block++}`)));
      for (let i = 0; i < 32; i += 4) words.push(view.getUint32(i));
    }
    return words.shift()!;
  };
  const below = async (n: number) => {
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const x = await word();
      if (x < limit) return x % n;
    }
  };
  const seen = new Set<string>();
  const out: { key: string; numbers: string[] }[] = [];
  for (const tier of prizes) {
    const numbers: string[] = [];
    while (numbers.length < tier.count) {
      const n = String(await below(10 ** tier.digits)).padStart(tier.digits, '0');
      if (distinct && seen.has(n)) continue;
      seen.add(n);
      numbers.push(n);
    }
    out.push({ key: tier.key, numbers });
  }
  return out;
}

export type Verdict = 'pending' | 'ok' | 'hash_mismatch' | 'result_mismatch';

/** Checks a drawn draw: its seed against the published hash, its numbers against the seed. */
export async function verifyDraw(d: { gameId: string; numero: string; seed: string | null; seedHash: string; result: { prizes: { key: string; numbers: string[] }[] } | null }, prizes: PrizeTier[], distinct: boolean): Promise<Verdict> {
  if (!d.seed || !d.result) return 'pending';
  if ((await sha256Hex(d.seed)) !== d.seedHash) return 'hash_mismatch';
  const mine = await deriveNumbers(d.seed, d.gameId, d.numero, prizes, distinct);
  return JSON.stringify(mine) === JSON.stringify(d.result.prizes) ? 'ok' : 'result_mismatch';
}
