// Public entry of the system module: access policy, feature switches, system decorations and the operator
// API (with its token check). Other modules import this file only.
export { default as accessPolicy } from './access-policy';
export { default as systemPlugin } from './plugin';
export { systemRoutes } from './routes';
export { getSwitches } from './switches';
export { hasOperatorToken, operatorOf } from './operator-routes';
