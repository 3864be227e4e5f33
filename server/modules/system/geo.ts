// Visitor IP → ISO country (spec §3 location, region restriction). Works offline: a CIDR table shipped
// with the server (demo and documentation ranges) or a larger CSV the operator points GEOIP_CIDR_FILE at
// ("cidr,country" per line, e.g. converted from a free IP-to-country database). Providers are swappable.
import { readFileSync } from 'node:fs';

export interface GeoProvider {
  /** ISO 3166-1 alpha-2 (upper case) or null when unknown / private. */
  country(ip: string): string | null;
}

interface Range4 {
  start: number;
  end: number;
  country: string;
}

function ipv4ToInt(ip: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0] << 24) >>> 0) + (parts[1] << 16) + (parts[2] << 8) + parts[3];
}

/** Strips the IPv4-mapped IPv6 prefix (::ffff:1.2.3.4) Node reports for dual-stack sockets. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

export class CidrGeoProvider implements GeoProvider {
  private ranges: Range4[] = [];

  constructor(lines: string[]) {
    for (const raw of lines) {
      const line = raw.trim();
      if (!line || line.startsWith('#')) continue;
      const [cidr, country] = line.split(',').map((s) => s.trim());
      const [base, bitsText] = cidr.split('/');
      const start = ipv4ToInt(base);
      const bits = Number(bitsText ?? 32);
      if (start === null || !Number.isInteger(bits) || bits < 0 || bits > 32 || !/^[A-Z]{2}$/.test(country ?? '')) continue;
      const size = 2 ** (32 - bits);
      const first = start - (start % size);
      this.ranges.push({ start: first, end: first + size - 1, country });
    }
    this.ranges.sort((a, b) => a.start - b.start);
  }

  country(ip: string): string | null {
    const n = ipv4ToInt(normaliseIp(ip));
    if (n === null) return null;
    // Binary search for the last range starting at or before n, then look back a little for an
    // enclosing range (tables may nest a /16 inside a /8); the narrowest match wins.
    let lo = 0;
    let hi = this.ranges.length - 1;
    let idx = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.ranges[mid].start <= n) {
        idx = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    let best: Range4 | undefined;
    for (let i = idx; i >= 0 && i > idx - 64; i--) {
      const r = this.ranges[i];
      if (n <= r.end && (!best || r.end - r.start < best.end - best.start)) best = r;
    }
    return best?.country ?? null;
  }
}

const bundledTable = new URL('./geo-cidr.csv', import.meta.url);

/** The bundled table, plus GEOIP_CIDR_FILE (config.system.geoipCidrFile) when set. */
export function loadGeoProvider(cfg: { geoipCidrFile?: string } = {}): GeoProvider {
  const lines = readFileSync(bundledTable, 'utf8').split('\n');
  if (cfg.geoipCidrFile) lines.push(...readFileSync(cfg.geoipCidrFile, 'utf8').split('\n'));
  return new CidrGeoProvider(lines);
}
