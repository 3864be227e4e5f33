// Amounts typed by the agent ("12.50") to integer minor units, exactly (no floats); null when not an amount.
export function toMinor(text: string, minorDigits = 2): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m || (minorDigits < 2 && m[2])) return null;
  return Number(m[1]) * 10 ** minorDigits + Number((m[2] ?? '').padEnd(minorDigits, '0') || 0);
}

/** A percentage typed by the agent ("0.6", "1.25") to basis points; null when not one (0 to 100 %). */
export function toBp(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** A request id for one money action (8-64 of [A-Za-z0-9_.:-]). */
export const newRequestId = () => `ac-${crypto.randomUUID()}`;
