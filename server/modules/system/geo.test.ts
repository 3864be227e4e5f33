import { describe, expect, it } from 'vitest';
import { CidrGeoProvider, loadGeoProvider } from './geo';

describe('IP → country', () => {
  it('maps the bundled demo ranges and leaves private or malformed addresses unknown', () => {
    const geo = loadGeoProvider({});
    expect(geo.country('192.0.2.44')).toBe('US');
    expect(geo.country('::ffff:203.0.113.9')).toBe('MY');
    expect(geo.country('127.0.0.1')).toBeNull();
    expect(geo.country('not an ip')).toBeNull();
    expect(geo.country('2001:db8::1')).toBeNull();
  });

  it('ignores bad lines in an operator table instead of failing', () => {
    const geo = new CidrGeoProvider(['10.0.0.0/8,XX', 'junk', '300.1.1.1/8,US', '10.1.0.0/16,SG']);
    expect(geo.country('10.1.2.3')).toBe('SG');
    expect(geo.country('10.2.0.1')).toBe('XX');
  });
});
