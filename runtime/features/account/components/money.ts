// spec §9 Money formatting: two decimals and thousands separators, formatted only at the edge.
// One formatter per language: building an Intl.NumberFormat costs far more than using one, and a
// page of game tiles formats dozens of amounts in one render.
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, locale = 'en'): string {
  const tag = locale === 'zh' ? 'zh-CN' : locale === 'ms' ? 'ms-MY' : 'en-US';
  let f = formatters.get(tag);
  if (!f) formatters.set(tag, (f = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 })));
  return f.format(amount);
}
