// Every money-moving call carries a request id (the wallet's idempotency key, 8-64 of [A-Za-z0-9_.:-]): a retried
// submit (a double click, a lost answer) with the same id is answered with the first result, never paid twice.
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
