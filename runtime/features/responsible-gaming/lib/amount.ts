// Limit amounts typed as major units ("500" or "12.50") to minor units, and back for the field's value.
export function toMinor(text: string, minorDigits: number): number | null {
  const m = /^(\d{1,13})(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ''));
  if (!m || (m[2] ?? '').length > minorDigits) return null;
  const minor = Number(m[1]) * 10 ** minorDigits + Number((m[2] ?? '').padEnd(minorDigits, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

export function toMajorText(minor: number, minorDigits: number): string {
  const unit = 10 ** minorDigits;
  const frac = String(minor % unit).padStart(minorDigits, '0').replace(/0+$/, '');
  return frac ? `${Math.floor(minor / unit)}.${frac}` : String(Math.floor(minor / unit));
}

/** Elapsed seconds as h:mm:ss. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
