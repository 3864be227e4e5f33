// Every table, re-exported for drizzle-kit (drizzle.config.ts) and for the typed db handle.
// Each module keeps its tables in server/modules/<domain>/tables.ts and is listed here.
export * from '../modules/tenancy/tables';
export * from '../modules/accounts/member/tables';
export * from '../modules/content/tables';
export * from '../modules/accounts/session/tables';
export * from '../modules/accounts/verification/tables';
export * from '../modules/wallet/tables';
export * from '../modules/games/tables';
export * from '../jobs/tables';
export * from '../modules/lottery/tables';
export * from '../modules/agents/tables';
export * from '../modules/compliance/tables';
export * from '../modules/promotions/tables';
export * from '../modules/loyalty/tables';
export * from '../modules/points/tables';
export * from '../modules/missions/tables';
export * from '../modules/operators/tables';
