// What a visitor downloads for a page on first load, gzipped: its HTML, the scripts it loads
// initially (entry <script src> plus <link rel="modulepreload">) and its stylesheets.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  jsGzBytes: number;
  cssGzBytes: number;
  htmlGzBytes: number;
  scripts: string[];
  styles: string[];
}

const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

function attr(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}=["']([^"']+)["']`, 'i').exec(tag)?.[1] ?? null;
}

export function pageWeight(root: string, htmlPath = 'index.html'): PageWeight {
  const html = readFileSync(join(root, htmlPath), 'utf8');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) scripts.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase();
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload' || (rel === 'preload' && attr(tag, 'as') === 'script')) scripts.add(href);
    if (rel === 'stylesheet') styles.add(href);
  }
  const local = (url: string) => (/^(https?:)?\/\//.test(url) ? null : join(root, url.split('?')[0]));
  const sum = (urls: Set<string>) =>
    [...urls].reduce((total, url) => {
      const file = local(url);
      return file && existsSync(file) ? total + gz(readFileSync(file)) : total;
    }, 0);
  return { jsGzBytes: sum(scripts), cssGzBytes: sum(styles), htmlGzBytes: gz(html), scripts: [...scripts], styles: [...styles] };
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
