// Amounts are typed in major units ("1,250.50") and sent in minor units (1250 50 -> 125050), the wallet API's unit
// (STYLE.md money: integers, converted only at the edge). Exact: no floating-point multiplication.

/**
 * The minor units of a typed amount, or null when it is not a positive amount with at most `minorDigits` decimals.
 * Thousands separators (commas) and surrounding spaces are allowed: people paste "1,000.00".
 */
export function toMinor(text: string, minorDigits: number): number | null {
  const s = text.trim().replace(/,/g, '');
  const m = /^(\d{1,13})(?:\.(\d*))?$/.exec(s);
  if (!m) return null;
  const frac = m[2] ?? '';
  if (frac.length > minorDigits) return null;
  const minor = Number(m[1]) * 10 ** minorDigits + Number(frac.padEnd(minorDigits, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** A minor-unit amount as the text a player would type ("50" for 5000, "12.5" for 1250): amount presets. */
export function toMajorText(minor: number, minorDigits: number): string {
  const unit = 10 ** minorDigits;
  const whole = Math.floor(minor / unit);
  const frac = String(minor % unit).padStart(minorDigits, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** Preset amounts (major units) a deposit channel offers: the standard steps inside its limits, and its minimum. */
export function amountPresets(minMinor: number, maxMinor: number, minorDigits: number): number[] {
  const unit = 10 ** minorDigits;
  const steps = [10, 50, 100, 200, 500, 1_000, 5_000, 10_000].map((x) => x * unit).filter((x) => x >= minMinor && x <= maxMinor);
  return [...new Set([minMinor, ...steps])].sort((a, b) => a - b).slice(0, 6);
}
