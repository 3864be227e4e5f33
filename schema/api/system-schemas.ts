// JSON schemas of the system call answers (spec §3 permission response, §7): the server's route response schemas
// are these objects and schema/api/system.ts derives the shared types from them (Static, a type-only import), so
// the contract is kept once (issue 14 item 3). Plain JSON Schema: the site never imports this file's values.

/** The whitelabel module tree (spec §3): recursive, so registered once with app.addSchema and referenced by id. */
export const moduleNodeSchema = {
  $id: 'ModuleNode',
  type: 'object',
  required: ['modId', 'enabled', 'childrenNodes'],
  properties: {
    modId: { type: 'string' },
    enabled: { type: 'boolean' },
    childrenNodes: { type: 'array', items: { $ref: 'ModuleNode#' } },
  },
} as const;

const stringList = { type: 'array', items: { type: 'string' } } as const;

export const customerServiceEntrySchema = {
  type: 'object',
  required: ['csType', 'csPosition', 'title', 'path'],
  properties: { csType: { type: 'integer' }, csPosition: { type: 'string' }, title: { type: 'string' }, path: { type: 'string' } },
} as const;

export const resourceEntrySchema = {
  type: 'object',
  required: ['resourceType', 'url'],
  properties: { resourceType: { type: 'string' }, url: { type: 'string' }, qrCodeUrl: { type: 'string' }, labelNameEn: { type: 'string' } },
} as const;

/** GET /wps/system/status?url=<host>: spec §3 permission response. Status rule (spec §4): 1 maintenance, else 2 region-restricted, else 0. */
export const systemStatusValueSchema = {
  type: 'object',
  required: ['status', 'maintenance', 'regionRestriction', 'location', 'customerService', 'resources', 'analytics', 'domainRoute', 'imageCDNs', 'launchGameCDNs', 'whitelabel'],
  properties: {
    status: { type: 'integer', enum: [0, 1, 2] },
    maintenance: {
      type: 'object',
      required: ['enabled', 'endTime', 'info'],
      properties: { enabled: { type: 'boolean' }, endTime: { type: ['string', 'null'] }, info: { type: ['string', 'null'] } },
    },
    regionRestriction: {
      type: 'object',
      required: ['restricted', 'country'],
      properties: { restricted: { type: 'boolean' }, country: { type: ['string', 'null'] } },
    },
    location: { type: 'object', required: ['ip', 'country'], properties: { ip: { type: 'string' }, country: { type: ['string', 'null'] } } },
    customerService: { type: 'array', items: customerServiceEntrySchema },
    resources: { type: 'array', items: resourceEntrySchema },
    analytics: { type: 'object', required: ['gtagId'], properties: { gtagId: { type: ['string', 'null'] } } },
    domainRoute: stringList,
    imageCDNs: stringList,
    launchGameCDNs: stringList,
    whitelabel: { type: 'array', items: { $ref: 'ModuleNode#' } },
  },
} as const;
