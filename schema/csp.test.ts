import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, siteCsp } from './csp';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('site CSP (issue 23 item 10)', () => {
  it('hashes the inline scripts a browser runs, and only those', () => {
    const html =
      '<head><script>var a=1;</script><script type="module">import "/x.js";</script><script id="ctx" type="application/json">{"a":1}</script>' +
      '<script src="/assets/app.js" type="module" async></script><script type="application/ld+json">{}</script><script>var a=1;</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a=1;'), sha('import "/x.js";')]);
  });

  it('allows the build hashes and the launch origins, and nothing inline otherwise', () => {
    const csp = siteCsp({ scriptHashes: ["'sha256-AAA='"], frameOrigins: ['https://play1.example/path', 'not a url'] });
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-AAA='");
    expect(directive('frame-src')).toBe("frame-src 'self' https://play1.example");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directive('script-src')).not.toContain('unsafe-inline');
  });
});
