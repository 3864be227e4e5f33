// react-admin's authProvider over the operator session API (server/modules/operators/routes.ts, issue 19 item 1):
// sign-in is two steps (password → TOTP code, enrolling TOTP the first time); the sign-in page calls passwordStep()
// itself and then react-admin's login() with the ticket and the code. checkAuth asks GET /api/operator/session, which
// also hands back the session's CSRF token after a reload.
import { usePermissions, type AuthProvider } from 'react-admin';
import { api, errorCode, errorStatus, pickBrand, pickedBrand, setCsrf } from './api';

export type Role = 'owner' | 'finance' | 'support' | 'marketing' | 'compliance' | 'readonly';

export interface Me {
  name: string;
  roles: Role[];
  brands: '*' | string[];
  csrf: string | null;
}

export interface Brand {
  id: string;
  merchantCode: string;
  name: string;
}

export type PasswordStep = { step: 'totp'; ticket: string } | { step: 'enrol'; ticket: string; secret: string; otpauthUrl: string; qrDataUrl: string };

export const passwordStep = (name: string, password: string) => api<PasswordStep>('POST', '/api/operator/session', { name, password });

/** Which roles may open each screen (README "Operator API": finance decides money; every role reads the audit log). */
const SCREENS: Record<string, readonly Role[] | 'all'> = {
  // Every role reads players; support (and owner) change them (the screen shows their buttons only to those).
  players: 'all',
  reports: 'all',
  withdrawals: ['owner', 'finance'],
  deposits: ['owner', 'finance'],
  adjustments: ['owner', 'finance'],
  // Marketing and owner change banners and notices; read-only operators look (the screens hide the changes from them).
  banners: ['owner', 'marketing', 'readonly'],
  notices: ['owner', 'marketing', 'readonly'],
  help: ['owner', 'marketing', 'readonly'],
  promotions: ['owner', 'marketing', 'readonly'],
  promotion_applications: ['owner', 'marketing', 'readonly'],
  audit: 'all',
  keys: 'all',
  operators: ['owner'],
  // Every role reads the brand's settings, messages and tickets; each section or button shows to the roles that change it.
  brand_settings: 'all',
  messages: 'all',
  feedback: 'all',
  games: ['owner', 'support', 'marketing', 'readonly'],
  game_vendors: ['owner', 'support', 'marketing', 'readonly'],
  // Loyalty (the server: every role reads; marketing and owner change, the screens hide the changes from the others).
  point_redemptions: 'all',
  point_rewards: 'all',
  missions: 'all',
  vip: 'all',
  referral: 'all',
  // Agents, compliance and lottery (issues 16, 20, 17): every role reads (the server's operator:readonly); finance and
  // owner change (operator:finance), and only they see the buttons.
  agent_tree: 'all',
  agent_contracts: 'all',
  agent_settlements: 'all',
  agent_announcements: 'all',
  compliance_alerts: 'all',
  self_exclusions: 'all',
  kyc_documents: 'all',
  lottery_draws: 'all',
};

export const mayUse = (roles: readonly Role[], resource: string) => {
  const allowed = SCREENS[resource];
  return allowed === 'all' || (allowed !== undefined && roles.some((r) => allowed.includes(r)));
};

let current: Promise<Me> | null = null;

function session(): Promise<Me> {
  current ??= api<Me>('GET', '/api/operator/session').then(
    (me) => {
      setCsrf(me.csrf);
      return me;
    },
    (err) => {
      current = null;
      throw err;
    },
  );
  return current;
}

export const authProvider: AuthProvider = {
  async login(params: { ticket: string; code: string }) {
    const answer = await api<{ csrf: string; operator: Omit<Me, 'csrf'>; brandList: Brand[] }>('POST', '/api/operator/session/code', { ticket: params.ticket, code: params.code });
    setCsrf(answer.csrf);
    // An operator of some brands works on one of its own: keep the picked brand if it still is one, else the first.
    const codes = answer.brandList.map((b) => b.merchantCode);
    const picked = pickedBrand();
    if (answer.operator.brands !== '*' && (!picked || !codes.includes(picked))) pickBrand(codes[0] ?? null);
    if (answer.operator.brands === '*' && picked && !codes.includes(picked)) pickBrand(null);
    current = Promise.resolve({ ...answer.operator, csrf: answer.csrf });
  },
  async logout() {
    const signedIn = current;
    current = null;
    if (signedIn) await api('DELETE', '/api/operator/session').catch(() => undefined);
    setCsrf(null);
  },
  async checkAuth() {
    await session();
  },
  async checkError(error) {
    const status = errorStatus(error);
    // 401: the session ended (idle, signed out elsewhere, disabled). 403 of a role or a brand stays signed in.
    if (status === 401 || (status === 403 && errorCode(error) === 'operator_api_disabled')) {
      current = null;
      throw error;
    }
  },
  async getIdentity() {
    const me = await session();
    return { id: me.name, fullName: me.name };
  },
  async getPermissions() {
    return (await session()).roles;
  },
  async canAccess({ resource }) {
    const me = await session().catch(() => null);
    return !!me && mayUse(me.roles, resource);
  },
};

export const currentOperator = session;

/** The signed-in operator may change what `role` changes (an owner changes everything); the screens hide the rest. */
export function useMayChange(role: Role): boolean {
  const { permissions } = usePermissions<Role[]>();
  return !!permissions && (permissions.includes('owner') || permissions.includes(role));
}
