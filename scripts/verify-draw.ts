// `npm run verify-draw -- <game> <numero>` (issue 17 item 4): fetches a draw from the site's public API and checks
// it independently: SHA-256 of the revealed seed equals the hash published before the draw, and the documented
// function (server/modules/lottery/fair.ts, README "Verifying a draw") gives exactly the announced numbers.
// Env: VERIFY_URL (default http://127.0.0.1:3000); --brand <merchantCode> picks the brand (default: the server's).
// Exit code 0 verified, 1 not verified (or not drawn yet), 2 usage or network error.
import { Command } from 'commander';
import { deriveResult, hashSeed } from '../server/modules/lottery';

interface DrawAnswer {
  draw: { gameId: string; numero: string; status: string; seedHash: string; seed: string | null; result: { prizes: { key: string; numbers: string[] }[] } | null };
  game: { prizes: { key: string; count: number; digits: number }[]; distinct: boolean };
}

export async function verifyDraw(baseUrl: string, game: string, numero: string, brand?: string): Promise<{ ok: boolean; lines: string[] }> {
  const url = new URL('/lotto/lgw/draw', baseUrl);
  url.searchParams.set('gameCode', game);
  url.searchParams.set('numero', numero);
  const res = await fetch(url, { headers: brand ? { 'x-merchant-code': brand } : {} });
  const body = (await res.json()) as { success: boolean; value: DrawAnswer | null; message: string | null };
  if (!body.success || !body.value) return { ok: false, lines: [`draw ${game} ${numero}: ${body.message ?? res.status}`] };
  const { draw, game: shape } = body.value;
  const lines = [`draw       ${draw.gameId} ${draw.numero} (${draw.status})`, `seed hash  ${draw.seedHash}`];
  if (!draw.seed || !draw.result) return { ok: false, lines: [...lines, 'not drawn yet: the seed is still secret'] };
  lines.push(`seed       ${draw.seed}`);
  const hashOk = hashSeed(draw.seed) === draw.seedHash;
  lines.push(`hash       ${hashOk ? 'matches' : 'DOES NOT MATCH'} sha256(seed)`);
  // The draw's shape (prize tiers, all-different or not) as the server states it; the function is this checkout's.
  const mine = deriveResult({ code: draw.gameId, prizes: shape.prizes, distinct: shape.distinct } as Parameters<typeof deriveResult>[0], draw.numero, draw.seed);
  const resultOk = JSON.stringify(mine.prizes) === JSON.stringify(draw.result.prizes);
  for (const p of mine.prizes) lines.push(`${p.key.padEnd(11)}${p.numbers.join(' ')}`);
  lines.push(`numbers    ${resultOk ? 'match' : 'DO NOT MATCH'} the announced result`);
  return { ok: hashOk && resultOk, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const program = new Command('verify-draw')
    .argument('<game>', 'game code, e.g. HP3, H4D, HVNMB')
    .argument('<numero>', 'draw number, e.g. 20261125 or 20261125-0121')
    .option('--brand <merchantCode>', 'brand (x-merchant-code)')
    .action(async (game: string, numero: string, opts: { brand?: string }) => {
      try {
        const r = await verifyDraw(process.env.VERIFY_URL ?? 'http://127.0.0.1:3000', game, numero, opts.brand);
        console.log(r.lines.join('\n'));
        console.log(r.ok ? 'VERIFIED' : 'NOT VERIFIED');
        process.exitCode = r.ok ? 0 : 1;
      } catch (e) {
        console.error(`verify-draw: ${(e as Error).message}`);
        process.exitCode = 2;
      }
    });
  await program.parseAsync();
}
