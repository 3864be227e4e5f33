// The one HTTP client of the console: same origin, the session cookie (HttpOnly, path /api/operator), the CSRF token
// of the session on every change, the picked brand in x-merchant-code, and the server's {success, value, message}
// envelope unwrapped here. A refusal becomes react-admin's HttpError whose message is the server's i18n key
// (err_...), which react-admin's notifications translate (i18n/messages.ts holds the texts).
import { HttpError } from 'react-admin';

const BRAND_KEY = 'ops.brand';
let csrf: string | null = null;

export const setCsrf = (token: string | null) => {
  csrf = token;
};

/** The merchantCode of the brand the operator picked (null: the brand of this host). */
export const pickedBrand = (): string | null => localStorage.getItem(BRAND_KEY);
export const pickBrand = (merchantCode: string | null) => {
  if (merchantCode) localStorage.setItem(BRAND_KEY, merchantCode);
  else localStorage.removeItem(BRAND_KEY);
};

export interface Envelope<T> {
  success: boolean;
  value: T;
  code?: string;
  message?: string;
  details?: Record<string, unknown>;
}

export async function api<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
  const brand = pickedBrand();
  if (brand) headers['x-merchant-code'] = brand;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new HttpError('err_network', 0);
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!res.ok || !envelope || envelope.success === false) {
    throw new HttpError(envelope?.message ?? 'err_system', res.status, { code: envelope?.code, details: envelope?.details });
  }
  return envelope.value;
}

/** The code of a refusal (operator_brand, operator_role, ...), or undefined. */
export const errorCode = (err: unknown): string | undefined => (err as { body?: { code?: string } })?.body?.code;
export const errorStatus = (err: unknown): number | undefined => (err as { status?: number })?.status;

/**
 * An operator-API file (an uploaded receipt, ticket image or identity document) as a data: URL: fetched with the
 * session and the picked brand (an <img> could not send the brand header), shown as data: (the console's CSP allows
 * images from itself and data:, not blob:).
 */
export async function fileDataUrl(url: string): Promise<string> {
  const brand = pickedBrand();
  const res = await fetch(url, { credentials: 'same-origin', headers: brand ? { 'x-merchant-code': brand } : {} });
  if (!res.ok) throw new Error('err_not_found');
  const blob = await res.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('err_system'));
    reader.readAsDataURL(blob);
  });
}
