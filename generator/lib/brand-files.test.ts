import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TenantManifest } from '../../schema/tenant';
import { injectHead, renderBrandFiles } from './brand-files';
import { OPERATOR_ONLY_FILES } from './artifact';

const mesra = JSON.parse(readFileSync(new URL('../../tenants/mesra/tenant.json', import.meta.url), 'utf8')) as TenantManifest;
const jade = JSON.parse(readFileSync(new URL('../../tenants/jade/tenant.json', import.meta.url), 'utf8')) as TenantManifest;

describe('injectHead', () => {
  const page = '<html><head><title>Runtime title</title><link rel="icon" href="/x.svg"></head><body></body></html>';

  it("adds the brand's meta in its default language before </head>", () => {
    const html = injectHead(page, jade, '/promotions');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<meta name="description" content="${jade.seo.zh!.description}">`);
    expect(head).toContain('<link rel="canonical" href="https://jadedragon.example/promotions">');
    expect(head).toContain('<link rel="alternate" hreflang="ms" href="https://jadedragon.example/promotions?lang=ms">');
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(head).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/);
  });

  it('keeps tags the runtime already rendered instead of doubling them', () => {
    const html = injectHead(page, mesra, '/');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Runtime title</title>');
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
  });

  it('adds a title in the default language when the runtime rendered none', () => {
    const html = injectHead('<html><head></head></html>', mesra, '/');
    expect(html).toContain('<title>Mesra88 – Kasino &amp; Sukan Dalam Talian</title>');
  });
});

describe('renderBrandFiles', () => {
  it('renders a valid web manifest, robots.txt with a sitemap, and an nginx example proxying the API', () => {
    const files = renderBrandFiles(mesra, ['/', '/promotions'], "default-src 'self'; script-src 'self' 'sha256-abc='");
    expect(JSON.parse(files['manifest.webmanifest'])).toMatchObject({ name: 'Mesra88', lang: 'ms', start_url: '/' });
    expect(files['robots.txt']).toContain('Sitemap: https://mesra88.example/sitemap.xml');
    expect(files['sitemap.xml']).toContain('<loc>https://mesra88.example/promotions</loc>');
    expect(files['nginx.conf.example']).toContain('server_name mesra88.example www.mesra88.example');
    expect(files['nginx.conf.example']).toMatch(/location ~ \^\/\(wps\|lgw\)/);
    // issue 24 item 3: the server trusts X-Forwarded-For only from TRUST_PROXY; the example says what to set.
    expect(files['nginx.conf.example']).toMatch(/TRUST_PROXY=127\.0\.0\.1/);
    // issue 24 item 13: nginx serves the artifact folder; its operator-only files answer 404.
    for (const name of OPERATOR_ONLY_FILES) expect(files['nginx.conf.example']).toContain(`${name.replace(/\./g, '\\.')}`);
    expect(files['nginx.conf.example']).toMatch(/location ~\* \^\/\(build-manifest[^{]*\{\s*return 404;/);
  });

  it('issue 23 item 10: the nginx example sends the build policy, HSTS and the other headers from every file location', () => {
    const csp = "default-src 'self'; script-src 'self' 'sha256-abc='";
    const conf = renderBrandFiles(mesra, ['/'], csp)['nginx.conf.example'];
    // Quotes kept as they are (not HTML-escaped), in each location that has add_header lines of its own.
    for (const location of ['location /assets/ {', 'location = /manifest.webmanifest {', 'location / {']) {
      const block = conf.slice(conf.indexOf(location), conf.indexOf('}', conf.indexOf(location)));
      expect(block).toContain(`add_header Content-Security-Policy "${csp}" always;`);
      expect(block).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
      expect(block).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(block).toContain('add_header Referrer-Policy "no-referrer" always;');
    }
  });
});
