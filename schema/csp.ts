// Content-Security-Policy of a brand's site (issue 23 item 10). The brand build computes it (the sha256 of every
// inline script it emits, the brand's game-launch origins) and writes it into build-manifest.json and the nginx
// example; the platform server sends the same string with every page of that build. One function, both sides.
import { createHash } from 'node:crypto';

/** Inline scripts the browser runs: no src, and no data type (application/json, ld+json are never executed). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b|application\/javascript\b)[^"'\s>]+/i;

/** 'sha256-…' sources of the inline scripts of one HTML page, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs) || DATA_TYPE.test(attrs)) continue;
    out.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...out];
}

export interface SiteCspInput {
  /** From inlineScriptHashes over every page of the build. */
  scriptHashes: readonly string[];
  /** Origins a game may be framed from besides the site's own (the manifest's cdn.launch). */
  frameOrigins: readonly string[];
}

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The site's policy: its own scripts and the build's hashed inline ones only; styles may be inline (React style
 * attributes, the build's inlined critical CSS); images from anywhere over https (operators' banners) and data: URLs
 * (avatars); API calls to its own origin; games framed from itself (house games) and the launch origins; never
 * framed by another site.
 */
export function siteCsp(i: SiteCspInput): string {
  const frames = [...new Set(i.frameOrigins.map(origin).filter((o): o is string => !!o))];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(i.scriptHashes)].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${frames.join(' ')}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** API answers are data, never a document: nothing may load from them, and no one may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
