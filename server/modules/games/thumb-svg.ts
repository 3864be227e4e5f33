// Generated tile images (issue 5 item 1: every tile has an image). Deterministic from the game, so the
// route can answer with long cache headers and an ETag.
import { hash32 } from './catalogue/prng';
import type { GameRow } from './repo';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into at most 3 lines of ~14 characters. */
function wrap(title: string): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of title.split(/\s+/)) {
    if (cur && (cur + ' ' + word).length > 14) {
      lines.push(cur);
      cur = word;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  if (cur) lines.push(cur);
  return lines.slice(0, 3);
}

const ICONS: Record<string, string> = {
  // A few simple shapes per kind of game, drawn in the 200x200 box.
  slot: '<rect x="55" y="40" width="90" height="60" rx="10" fill="none" stroke="#fff" stroke-width="5"/><text x="100" y="82" font-size="30" text-anchor="middle" fill="#fff">7 7 7</text>',
  table: '<circle cx="100" cy="70" r="32" fill="none" stroke="#fff" stroke-width="5"/><circle cx="100" cy="70" r="8" fill="#fff"/>',
  fish: '<path d="M60 70 q40 -35 80 0 q-40 35 -80 0z" fill="#fff"/><path d="M140 70 l18 -14 v28z" fill="#fff"/>',
  card: '<rect x="70" y="35" width="45" height="65" rx="6" fill="#fff"/><rect x="88" y="42" width="45" height="65" rx="6" fill="none" stroke="#fff" stroke-width="4"/>',
  ball: '<circle cx="100" cy="70" r="32" fill="#fff"/><path d="M100 38 v64 M68 70 h64" stroke="#0003" stroke-width="4"/>',
  lotto: '<circle cx="78" cy="70" r="18" fill="#fff"/><circle cx="122" cy="70" r="18" fill="#fff"/><text x="78" y="77" font-size="18" text-anchor="middle">8</text><text x="122" y="77" font-size="18" text-anchor="middle">3</text>',
};

function iconFor(g: Pick<GameRow, 'gameType' | 'gameClassify'>): string {
  switch (g.gameType) {
    case 'RNG':
      return g.gameClassify === 'TABLE' ? ICONS.table : ICONS.slot;
    case 'LIVE':
      return ICONS.table;
    case 'FISH':
      return ICONS.fish;
    case 'PVP':
      return ICONS.card;
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return ICONS.ball;
    default:
      return ICONS.lotto;
  }
}

export function thumbSvg(g: Pick<GameRow, 'nodeId' | 'nameEn' | 'vassalage' | 'gameType' | 'gameClassify' | 'isHot' | 'isNew'>): string {
  const h = hash32(g.nodeId);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360;
  const lines = wrap(g.nameEn);
  const text = lines.map((l, i) => `<text x="100" y="${132 + i * 20 - (lines.length - 1) * 6}" font-size="17" font-weight="700" text-anchor="middle" fill="#fff">${esc(l)}</text>`).join('');
  const badge = g.isHot ? '<rect x="8" y="8" width="40" height="18" rx="9" fill="#e5322d"/><text x="28" y="21" font-size="11" text-anchor="middle" fill="#fff">HOT</text>' : g.isNew ? '<rect x="8" y="8" width="40" height="18" rx="9" fill="#1f9d55"/><text x="28" y="21" font-size="11" text-anchor="middle" fill="#fff">NEW</text>' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${esc(g.nameEn)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${hue2},75%,25%)"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="16" fill="url(#g)"/>` +
    `<g font-family="system-ui,Segoe UI,Arial,sans-serif">${iconFor(g)}${text}` +
    `<text x="100" y="190" font-size="10" text-anchor="middle" fill="#ffffffb0">${esc(g.vassalage)}</text>${badge}</g></svg>`
  );
}
