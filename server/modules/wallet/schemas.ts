// The wallet routes' JSON schemas live in schema/api/wallet-schemas.ts, the contract's one source for the server
// (validation, /docs) and the site (its payload types, schema/api/wallet.ts).
export * from '../../../schema/api/wallet-schemas';
