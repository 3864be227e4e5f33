// The platform's response envelope (spec §3 "All registration responses read success, value and message").
export interface Envelope<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  code?: string;
}

/** A success: its value is the route's response schema's value (checked by the type provider), never null. */
export function ok<T>(value: T, message: string | null = null): Envelope<T> & { value: T } {
  return { success: true, value, message };
}

/** JSON schema for an envelope around `value` (for route response schemas and OpenAPI). */
export function envelopeSchema<const T extends object>(value: T) {
  return {
    type: 'object',
    required: ['success', 'value'],
    properties: {
      success: { type: 'boolean' },
      value,
      message: { type: ['string', 'null'] },
      code: { type: 'string' },
    },
  } as const;
}
