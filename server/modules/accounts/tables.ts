// Every table of the accounts module, for server/db/schema.ts (drizzle-kit) only. Other modules read
// members through ./index.ts; the lint forbids them this file (foreign keys aside: see eslint.config.js).
export * from './member/tables';
export * from './session/tables';
export * from './verification/tables';
