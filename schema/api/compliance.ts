// Contract types of the player-protection calls (issue 20), derived from compliance-schemas.ts (type-only).
import type { Static } from 'typebox';
import type { excludeBody, exclusionSchema, kycDocumentSchema, kycSchema, kycUploadBody, limitBody, limitSchema, realityBody, rgSettingsSchema, sessionSchema, usageSchema } from './compliance-schemas';

export { EXCLUSION_CHOICES, KYC_DOCUMENT_KINDS, KYC_MAX_BYTES, LIMIT_KINDS, LIMIT_PERIODS } from './compliance-schemas';

export type RgLimit = Static<typeof limitSchema>;
export type RgLimitPayload = Static<typeof limitBody>;
export type RgUsage = Static<typeof usageSchema>;
export type RgSettings = Static<typeof rgSettingsSchema>;
export type RgRealityPayload = Static<typeof realityBody>;
export type RgSession = Static<typeof sessionSchema>;
export type RgExcludePayload = Static<typeof excludeBody>;
export type RgExclusion = Static<typeof exclusionSchema>;
export type KycDocument = Static<typeof kycDocumentSchema>;
export type KycValue = Static<typeof kycSchema>;
export type KycUploadPayload = Static<typeof kycUploadBody>;
