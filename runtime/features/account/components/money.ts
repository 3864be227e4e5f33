// spec §9 Money formatting: two decimals and thousands separators, formatted only at the edge.
// The three languages write amounts alike (1,234.56 in en-US, ms-MY and zh-CN), so this is plain string
// work rather than Intl.NumberFormat: building the first NumberFormat loads ICU data, a ~25 ms task on a
// phone as the first game tiles render (Lighthouse TBT). money.test.ts checks it against Intl.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** `amount` in major units with at most two decimals (minor units / 100). `locale` is ms, en or zh. */
export function formatMoney(amount: number, locale = 'en'): string {
  void locale; // same digits and separators in every supported language
  const [int, frac] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}${int.replace(THOUSANDS, ',')}.${frac}`;
}
