// Public entry of the system module: access policy, feature switches, system decorations and the operator
// API. Who an operator is (the principal of OPERATOR_TOKEN / OPERATOR_KEYS) is decided in operators.ts, for the
// access hook of the accounts auth plugin. Other modules import this file only.
export { default as accessPolicy } from './access-policy';
export { default as systemPlugin } from './plugin';
export { systemRoutes } from './routes';
export { getSwitches } from './switches';
export {
  OPERATOR_ROLES,
  OPS_CSRF_HEADER,
  OPS_SESSION_COOKIE,
  csrfTokenOf,
  operatorActor,
  operatorHasRole,
  operatorServesBrand,
  operatorKeyring,
  requireOperator,
  resolveOperator,
  type Operator,
  type OperatorDirectory,
  type OperatorKey,
  type OperatorRole,
} from './operators';
// Issue 16: the agents module reads the AC module tree (DIVIDEND, SALARY, HOURSALARY, REALTIMESALARY).
export { getWhitelabel } from './switches';
