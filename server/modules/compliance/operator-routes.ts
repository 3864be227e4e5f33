// Operator compliance API (issue 20 items 3-5): identity documents to review, exclusions, review alerts. Reads
// need operator:readonly, decisions operator:compliance (the compliance officers of issue 19's roles; owner too);
// audit-logged.
import { KYC_DOCUMENT_STATUSES } from '../../../schema/api/compliance-schemas';
import { kycDocumentSchema } from '../../../schema/api/compliance-schemas';
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import { operatorActor as who } from '../system';
import { ALERT_OUTCOMES, decideAlert, listAlerts } from './alerts';
import { listExclusions } from './exclusions';
import { documentFile, operatorDocuments, reviewDocument } from './kyc';

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const idParam = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;
const limit = { type: 'integer', minimum: 1, maximum: 500, default: 100 } as const;
/** A document's bytes: PNG, JPG or PDF (binary, no JSON). */
export const documentFileResponse = {
  200: { description: 'The document file', content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } }, 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
} as const;
const operatorDocument = {
  ...kycDocumentSchema,
  properties: { ...kycDocumentSchema.properties, memberId: { type: 'integer' }, username: { type: ['string', 'null'] }, fileUrl: { type: 'string' } },
} as const;
const exclusionRow = {
  type: 'object',
  properties: { id: { type: 'integer' }, memberId: { type: 'integer' }, kind: { type: 'string' }, duration: { type: 'string' }, startsAt: { type: 'string' }, until: { type: ['string', 'null'] } },
} as const;
const alertRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    rule: { type: 'string' },
    memberId: { type: ['integer', 'null'] },
    username: { type: ['string', 'null'] },
    detail: { type: 'object', additionalProperties: true },
    status: { type: 'string' },
    outcome: { type: ['string', 'null'] },
    note: { type: ['string', 'null'] },
    decidedBy: { type: ['string', 'null'] },
    decidedAt: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
  },
} as const;

export const complianceOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/operator/kyc/documents',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags,
        security,
        summary: 'Identity documents of this brand (newest first), with username and the file address',
        querystring: { type: 'object', additionalProperties: false, properties: { status: { type: 'string', enum: KYC_DOCUMENT_STATUSES }, limit } },
        response: { 200: envelopeSchema({ type: 'array', items: operatorDocument }) },
      },
    },
    async (req) => ok(await operatorDocuments(db(), req.tenant.merchantId, req.query.status, req.query.limit)),
  );

  app.get(
    '/api/operator/kyc/documents/:id/file',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'A document file (PNG, JPG or PDF)', params: idParam, response: documentFileResponse } },
    async (req, reply) => {
      const f = await documentFile(db(), req.tenant.merchantId, req.params.id);
      return reply.header('content-type', f.mime).header('cache-control', 'private, no-store').header('content-disposition', 'attachment').send(f.data as never); // bytes, not the schema's JSON
    },
  );

  app.post(
    '/api/operator/kyc/documents/:id/review',
    {
      config: { access: 'operator:compliance' },
      schema: {
        tags,
        security,
        summary: 'Verify or reject a pending document (a rejection needs a reason the player sees)',
        params: idParam,
        body: {
          type: 'object',
          required: ['decision'],
          additionalProperties: false,
          properties: { decision: { type: 'string', enum: ['verified', 'rejected'] }, reason: { type: 'string', maxLength: 300 } },
        },
        response: { 200: envelopeSchema({ ...kycDocumentSchema, properties: { ...kycDocumentSchema.properties, memberId: { type: 'integer' } } }) },
      },
    },
    async (req) => ok(await reviewDocument(db(), req.tenant.merchantId, req.params.id, req.body, who(req), app.clock.now())),
  );

  app.get(
    '/api/operator/compliance/exclusions',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Time-outs and self-exclusions of this brand', querystring: { type: 'object', additionalProperties: false, properties: { limit } }, response: { 200: envelopeSchema({ type: 'array', items: exclusionRow }) } } },
    async (req) => ok(await listExclusions(db(), req.tenant.merchantId, req.query.limit)),
  );

  app.get(
    '/api/operator/compliance/alerts',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags,
        security,
        summary: 'Accounts flagged for review by the alert rules',
        querystring: { type: 'object', additionalProperties: false, properties: { status: { type: 'string', enum: ['open', 'closed'] }, limit } },
        response: { 200: envelopeSchema({ type: 'array', items: alertRow }) },
      },
    },
    async (req) => ok(await listAlerts(db(), req.tenant.merchantId, req.query.status, req.query.limit)),
  );

  app.post(
    '/api/operator/compliance/alerts/:id/decide',
    {
      config: { access: 'operator:compliance' },
      schema: {
        tags,
        security,
        summary: 'Record the outcome of an alert (closes it)',
        params: idParam,
        body: { type: 'object', required: ['outcome'], additionalProperties: false, properties: { outcome: { type: 'string', enum: ALERT_OUTCOMES }, note: { type: 'string', maxLength: 500 } } },
        response: { 200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' }, status: { type: 'string' }, outcome: { type: 'string' } } }) },
      },
    },
    async (req) => ok(await decideAlert(db(), req.tenant.merchantId, req.params.id, req.body, who(req), app.clock.now())),
  );
};
