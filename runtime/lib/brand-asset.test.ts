import { describe, expect, it } from 'vitest';
import { brandAsset } from './brand-asset';

describe('brandAsset', () => {
  it('maps tenant-relative files to /brand/<basename>', () => {
    expect(brandAsset('logo.svg')).toBe('/brand/logo.svg');
    expect(brandAsset('img/banners/top.png')).toBe('/brand/top.png');
  });
  it('keeps absolute URLs', () => {
    expect(brandAsset('https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
  });
});
