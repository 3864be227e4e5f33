// spec §9 Money formatting: two decimals and thousands separators, formatted only at the edge.
export function formatMoney(amount: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : locale === 'ms' ? 'ms-MY' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
