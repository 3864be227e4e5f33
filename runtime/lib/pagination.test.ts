import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('spec §9 pagination (range 3, margin 1)', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps the first and last page with gaps around a window of three', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
  });
  it('no pages when there are no results', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
