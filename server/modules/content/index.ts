// Public entry of the content module: what other modules use, and its routes. Other modules import this file only.
export { contentRoutes } from './routes';
export { getBanners, getHelp } from './service';
export type { MemberDirectory } from './members-port';
export { csLinksOf, customerServiceOf } from './cs-store';
/** Shared JSON-schema atoms for query strings. */
export { idString, langProp, smallIntString } from './schemas';
// Issue 18: promotions' terms are rich content, sanitised like every other.
export { sanitizeRich, sanitizePlain } from './sanitize';
export { contentLanguage } from './language';
