// Issue 20 identity verification: GET /wps/kyc (status, my documents), POST /wps/kyc/documents (a data URL).
import type { KycDocument, KycUploadPayload, KycValue } from '../../../../schema/api/compliance';
import { apiGet, apiPost } from '../../../lib/api';

export const getKyc = () => apiGet<KycValue>('wps/kyc');
export const uploadKycDocument = (body: KycUploadPayload) => apiPost<KycDocument>('wps/kyc/documents', body);
