// spec §3 white-label flags and the permission response's module tree (modId, enabled, childrenNodes).
// Manifest features are the defaults; operator overrides live in merchant_settings under 'switch:<NAME>'.
import type { FeatureKey, ModuleNode, WhitelabelValue } from '../../../schema/api/system';
import type { DbOrTx } from '../../db/client';
import type { Tenant } from '../tenancy';
import { readSettings } from '../tenancy';

export const SWITCH_PREFIX = 'switch:';

/** Feature modules that are not manifest flags: on unless an operator turns them off. */
export const EXTRA_MODULES = [
  'MC',
  'AC',
  'MESSAGE',
  'FEEDBACK',
  'REWARDCENTER',
  'REFERRAL',
  'MISSION',
  'MANUALREBATE',
  'POINTMALL',
  'VIP',
  'DIVIDEND',
  'SALARY',
  'HOURSALARY',
  'REALTIMESALARY',
] as const;
export type ExtraModule = (typeof EXTRA_MODULES)[number];

export const FEATURE_KEYS: FeatureKey[] = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'DIRECTREG3',
  'CHNGPASSVERIF3',
  'loggedInToHome',
  'freePlay',
  'forcedPasswordChange',
  'verificationCodeLogin',
];

/** Every name an operator may switch (route schema enum). */
export const SWITCH_NAMES: string[] = [...FEATURE_KEYS, ...EXTRA_MODULES];

function overridesFrom(settings: Map<string, unknown>): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const [key, value] of settings) {
    if (typeof value === 'boolean') out.set(key.slice(SWITCH_PREFIX.length), value);
  }
  return out;
}

function merge(tenant: Tenant, overrides: Map<string, boolean>): Record<FeatureKey, boolean> {
  const switches = {} as Record<FeatureKey, boolean>;
  for (const k of FEATURE_KEYS) switches[k] = overrides.get(k) ?? tenant.manifest.features[k] ?? false;
  return switches;
}

/** Manifest features merged with the operator's overrides. */
export async function getSwitches(db: DbOrTx, tenant: Tenant): Promise<Record<FeatureKey, boolean>> {
  return merge(tenant, overridesFrom(await readSettings(tenant.merchantId, SWITCH_PREFIX, db)));
}

const node = (modId: string, enabled: boolean, childrenNodes: ModuleNode[] = []): ModuleNode => ({ modId, enabled, childrenNodes });

function buildTree(s: Record<FeatureKey, boolean>, overrides: Map<string, boolean>): ModuleNode[] {
  const mod = (id: ExtraModule) => node(id, overrides.get(id) ?? true);
  return [
    node('REGISTER', s.USERNAMEREG3 || s.MOBILENUMREG3, [
      node('USERNAMEREG3', s.USERNAMEREG3),
      node('MOBILENUMREG3', s.MOBILENUMREG3),
      node('MOBILENUMPASSREG3', s.MOBILENUMPASSREG3),
      node('REGMOBVERF3', s.REGMOBVERF3),
      node('DIRECTREG3', s.DIRECTREG3),
    ]),
    node('FORGETPASS', true, [node('CHNGPASSVERIF3', s.CHNGPASSVERIF3)]),
    node('FREEPLAY', s.freePlay),
    node('FORCECHANGEPASS', s.forcedPasswordChange),
    node('VERIFYCODELOGIN', s.verificationCodeLogin),
    node('LOGGEDINTOHOME', s.loggedInToHome),
    { ...mod('MC'), childrenNodes: (['MESSAGE', 'FEEDBACK', 'REWARDCENTER', 'REFERRAL', 'MISSION', 'MANUALREBATE', 'POINTMALL', 'VIP'] as const).map(mod) },
    { ...mod('AC'), childrenNodes: (['DIVIDEND', 'SALARY', 'HOURSALARY', 'REALTIMESALARY'] as const).map(mod) },
  ];
}

/** GET /wps/system/whitelabel value: merged switches plus the module tree. */
export async function getWhitelabel(db: DbOrTx, tenant: Tenant): Promise<WhitelabelValue> {
  const overrides = overridesFrom(await readSettings(tenant.merchantId, SWITCH_PREFIX, db));
  const switches = merge(tenant, overrides);
  return { switches, modules: buildTree(switches, overrides) };
}

/** Issue 19 (console brand settings): every switch an operator may set, its value, the default and whether it is overridden. */
export async function switchStates(db: DbOrTx, tenant: Tenant): Promise<{ name: string; value: boolean; defaultValue: boolean; overridden: boolean }[]> {
  const overrides = overridesFrom(await readSettings(tenant.merchantId, SWITCH_PREFIX, db));
  const defaultOf = (name: string) => ((FEATURE_KEYS as string[]).includes(name) ? (tenant.manifest.features[name as FeatureKey] ?? false) : true);
  return SWITCH_NAMES.map((name) => ({ name, value: overrides.get(name) ?? defaultOf(name), defaultValue: defaultOf(name), overridden: overrides.has(name) }));
}

/** Looks a module up in a tree (depth first); used by routes that depend on a module (e.g. FEEDBACK). */
export function findModule(tree: ModuleNode[], modId: string): ModuleNode | undefined {
  for (const n of tree) {
    if (n.modId === modId) return n;
    const hit = findModule(n.childrenNodes, modId);
    if (hit) return hit;
  }
  return undefined;
}
