// Shared validation (spec §5): pattern kinds, per-field rules and the registration rules.
export * from './patterns';
export * from './rules';
export * from './register';
export * from './passwords';
export * from './profile';
