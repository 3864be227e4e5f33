// spec §9 pagination: page size 15, range 3, margin pages 1 — the numbers shown around the current page
// (range) and at each end (margin), with gaps between ('gap'). Pure, unit-tested.
export type PageItem = number | 'gap';

export function pageItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  if (total <= 0) return [];
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  // The range window is centred on the current page and kept `range` wide near the ends.
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, p] of pages.entries()) {
    if (i > 0 && p - pages[i - 1] > 1) items.push('gap');
    items.push(p);
  }
  return items;
}
