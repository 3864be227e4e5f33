// spec §3 session and public state. Logged in = a token in session storage (spec §4); the atoms
// mirror it for rendering. Filled by the account feature; read by the header, gates and guard.
import { atom } from 'jotai';
import type { MemberInfoValue } from '../../schema/api/member';

export const tokenAtom = atom<string | null>(null);

/** GET /wps/member/info; null until loaded (or when logged out). */
export const memberInfoAtom = atom<MemberInfoValue | null>(null);

/** spec §3 public state vipRankLevel (member info clubLabel.rankLevel; 0 without VIP) and hasVip. */
export const vipRankLevelAtom = atom((get) => get(memberInfoAtom)?.clubLabel?.rankLevel ?? 0);
export const hasVipAtom = atom((get) => get(vipRankLevelAtom) > 0);
/** spec §6 customer service: members with rankLevel above 4 get VIP service; others live chat. */
export const vipServiceAtom = atom((get) => get(vipRankLevelAtom) > 4);

/** The avatar's URL (MCSFE_getPlayerAvatar): the header shows it; my account changes it. null = initials. */
export const avatarUrlAtom = atom<string | null>(null);

/** spec §3 public state: unread message count (CSP_unreadCount). */
export const unreadCountAtom = atom(0);

/** spec §2 count badge of the member centre's rewardCenter and missionLeaderboard: mission rewards waiting to be claimed. */
export const missionRewardsCountAtom = atom(0);

/**
 * spec §3 public state: balance (minor units, from GET /wps/v2/wallets/balance sumBalance).
 * null = unknown (not loaded, or the wallet API is not available): the figure is hidden.
 */
export const balanceAtom = atom<number | null>(null);

/**
 * The play money of the free-play game open now (major units, like balanceAtom), or null outside free play.
 * The header shows it instead of the wallet while the game is open (issue 23 item 9: the header said 0.00
 * while the game said 2,000.00).
 */
export const playBalanceAtom = atom<number | null>(null);

/** isAgent from session storage (spec §3), known before member info loads. 4 = trial (spec §4). */
export const isAgentAtom = atom<number | null>(null);

/** Names of the modals of spec §2 the site can open. */
export type ModalName = 'login' | 'register' | 'forget' | 'changePassword' | 'notice' | 'help' | 'resetPassword';

export interface ModalState {
  name: ModalName;
  /** Notice modal: index to open at; help modal: tag to open at; change password: forced. */
  index?: number;
  tag?: string;
  forced?: boolean;
  /** Notice modal: the player notices (default) or the popup notices shown after login. */
  kind?: 'player' | 'popup';
  /** Register modal: invitation code from the address (spec §4). */
  referralCode?: string;
  /** When opened by a route (/login, /register, /forget): closing goes back to home. */
  fromRoute?: boolean;
}

export const modalAtom = atom<ModalState | null>(null);

/** spec §8 warning dialog: a message key (or server message) with a confirm button. */
export interface WarningState {
  message: string;
  /** Button label key; spec §4: in_increase_submit for the trial gate. */
  confirmKey?: string;
}

export const warningAtom = atom<WarningState | null>(null);

/** Counts password / SMS / free-play logins of this page: the post-login notices watch it (spec §4). */
export const postLoginAtom = atom(0);
