// spec §2 Header, logged-in block: account name, messages link with the unread count, balance with
// refresh, hide/show and currency symbol, avatar (opens the member centre), VIP badge, and the
// drop-down (betting record, deposit, withdrawal, account details, change password, member
// centre, agent centre, sign out with confirmation). Loaded only when a token exists. Member-centre entries open the
// panel (features/member-centre) and show only for pages it has (its registry, pages.ts) that the brand allows.
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/modal';
import { AGENT_TYPES, useMemberAction } from '../../../hooks/use-member-action';
import { useNavigate } from 'react-router-dom';
import { useTenant } from '../../../lib/use-tenant';
import { useMemberPageContext, useOpenMemberCentre, visibleMenu, type MemberPageId } from '../../member-centre';
import { avatarUrlAtom, balanceAtom, hasVipAtom, memberInfoAtom, modalAtom, playBalanceAtom, unreadCountAtom, vipRankLevelAtom } from '../../../state/session';
import { useBalanceRefresh } from '../hooks/use-balance';
import { getPlayerAvatar } from '../api/member-icon';
import { useSession } from '../hooks/use-session';
import { formatMoney } from './money';
import './account-block.css';

const CLOSE_DELAY_MS = 200;
const HIDE_KEY = 'hideBalance';

/** spec §2 drop-down, in order: label key -> member-centre page id (spec §2 personal-centre menu). */
const MENU: { key: string; page: MemberPageId }[] = [
  { key: 'account.menu.bettingRecord', page: 'personalHistoryCopy' },
  { key: 'account.menu.profitLoss', page: 'personalProfit' },
  { key: 'account.menu.deposit', page: 'depositv2' },
  { key: 'account.menu.withdrawal', page: 'withdraw' },
  { key: 'account.menu.accountDetails', page: 'transactionHistory' },
];

export default function AccountBlock() {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const info = useAtomValue(memberInfoAtom);
  const unread = useAtomValue(unreadCountAtom);
  const walletBalance = useAtomValue(balanceAtom);
  // In a free-play game the header shows the play money that game uses, marked as such (issue 23 item 9).
  const playBalance = useAtomValue(playBalanceAtom);
  const balance = playBalance ?? walletBalance;
  const setModal = useSetAtom(modalAtom);
  const memberAction = useMemberAction();
  const openMemberCentre = useOpenMemberCentre();
  const pageCtx = useMemberPageContext();
  /** spec §6: member-centre items only while the brand has the member centre (module MC). */
  const mcOn = pageCtx.modules.MC !== false;
  const built = new Set(mcOn ? visibleMenu(pageCtx).map((p) => p.id) : []);
  const { signOut } = useSession();
  const navigate = useNavigate();
  const refreshBalance = useBalanceRefresh();
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(HIDE_KEY) === '1');
  const [refreshing, setRefreshing] = useState(false);
  /** Why the last balance refresh failed (an i18n key), shown under the balance. */
  const [refreshError, setRefreshError] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOut, setConfirmOut] = useState(false);
  const [avatar, setAvatar] = useAtom(avatarUrlAtom);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const menuId = useId();

  useEffect(() => {
    getPlayerAvatar().then(
      (v) => setAvatar(v.url || null),
      () => setAvatar(null),
    );
    return () => clearTimeout(timer.current);
  }, [setAvatar]);

  // A trial account (spec §6 isAgent 4) has no name of its own: the translated free-play label stands for it.
  const trial = (info?.isAgent ?? Number(sessionStorage.getItem('isAgent'))) === 4;
  const name = trial ? t('account.freePlay') : info?.nickname || info?.account || sessionStorage.getItem('username') || '';
  // spec §2 header VIP badge (VIP plus level) when the member has VIP (spec §3 hasVip, vipRankLevel).
  const rank = useAtomValue(vipRankLevelAtom);
  const hasVip = useAtomValue(hasVipAtom);
  const openMemberPage = (page?: MemberPageId) => {
    setMenuOpen(false);
    openMemberCentre(page);
  };
  const toggleHidden = () => {
    setHidden((h) => {
      sessionStorage.setItem(HIDE_KEY, h ? '0' : '1');
      return !h;
    });
  };

  return (
    <div className="account-block" data-testid="account-block">
      <div className="account-block__balance" data-testid="balance">
        {balance !== null && (
          <span
            className={playBalance !== null ? 'account-block__amount account-block__amount--play' : 'account-block__amount'}
            data-testid="balance-amount"
            data-free-play={playBalance !== null ? '1' : undefined}
            title={playBalance !== null ? t('lobby.freePlayNote') : undefined}
          >
            <span className="account-block__currency">{tenant.currency.symbol}</span> {hidden ? '****' : formatMoney(balance, i18n.language)}
          </span>
        )}
        <button
          type="button"
          className="account-block__icon-btn"
          aria-label={t('account.refreshBalance')}
          data-testid="balance-refresh"
          disabled={refreshing}
          onClick={() => {
            setRefreshing(true);
            setRefreshError(null);
            // issue 22: with the connection down the balance is never shown from a cache (it is hidden); the player is
            // told why.
            void refreshBalance().finally(() => {
              setRefreshing(false);
              if (!navigator.onLine) setRefreshError('err_offline');
            });
          }}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className={refreshing ? 'spin' : undefined}>
            <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v4h-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {balance !== null && (
          <button type="button" className="account-block__icon-btn" aria-label={t(hidden ? 'account.showBalance' : 'account.hideBalance')} aria-pressed={hidden} onClick={toggleHidden} data-testid="balance-toggle">
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path d={hidden ? 'M3 3l18 18M10.6 6.1A9 9 0 0 1 21 12a15 15 0 0 1-2.4 3M6.6 6.6A15 15 0 0 0 3 12s3.5 6 9 6a8.6 8.6 0 0 0 4.4-1.2' : 'M3 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6Zm9-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {refreshError && (
          <span className="account-block__error" role="alert" data-testid="balance-error">
            {t(refreshError)}
          </span>
        )}
      </div>
      {built.has('messageV2') && (
        <button type="button" className="account-block__messages" onClick={() => openMemberPage('messageV2')} data-testid="messages-link" aria-label={t('account.messagesCount', { count: unread })}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 6h16v12H4zM4 6l8 7 8-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {unread > 0 && (
            <span className="account-block__badge" data-testid="unread-count">
              {unread}
            </span>
          )}
        </button>
      )}
      {mcOn ? (
        <button type="button" className="account-block__avatar-btn" onClick={() => openMemberPage()} data-testid="avatar" aria-label={t('account.menu.memberCentre')}>
          <span className="account-block__avatar" aria-hidden="true">
            {avatar ? <img src={avatar} alt="" width={28} height={28} onError={() => setAvatar(null)} /> : name.slice(0, 1).toUpperCase()}
          </span>
        </button>
      ) : (
        <span className="account-block__avatar" aria-hidden="true">
          {avatar ? <img src={avatar} alt="" width={28} height={28} onError={() => setAvatar(null)} /> : name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div
        className="account-block__menu-root"
        onMouseEnter={() => (clearTimeout(timer.current), setMenuOpen(true))}
        onMouseLeave={() => (clearTimeout(timer.current), (timer.current = setTimeout(() => setMenuOpen(false), CLOSE_DELAY_MS)))}
        onKeyDown={(e) => e.key === 'Escape' && setMenuOpen(false)}
      >
        <button
          type="button"
          className="account-block__who"
          aria-haspopup="true"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          data-testid="account-menu"
          onClick={(e) => setMenuOpen((o) => (e.detail === 0 ? !o : true))}
        >
          <span className="account-block__name" data-testid="account-name">
            {name}
          </span>
          {hasVip && (
            <span className="account-block__vip" data-testid="vip-badge">
              VIP{rank}
            </span>
          )}
          <svg className="account-block__chevron" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <ul id={menuId} className="account-block__menu" hidden={!menuOpen}>
          {MENU.filter((m) => built.has(m.page)).map((m) => (
            <li key={m.page}>
              <button type="button" onClick={() => openMemberPage(m.page)} data-menu={m.page}>
                {t(m.key)}
              </button>
            </li>
          ))}
          <li>
            <button type="button" data-menu="changePassword" onClick={() => memberAction(() => (setMenuOpen(false), setModal({ name: 'changePassword' })))}>
              {t('account.changePasswordTitle')}
            </button>
          </li>
          {mcOn && (
            <li>
              <button type="button" onClick={() => openMemberPage()} data-menu="memberCentre">
                {t('account.menu.memberCentre')}
              </button>
            </li>
          )}
          {/* spec §2 drop-down, §6: the agent centre for agent types 1, 2, 41, 42 (issue 16). */}
          {AGENT_TYPES.includes(info?.isAgent ?? Number(sessionStorage.getItem('isAgent'))) && (
            <li>
              <button type="button" onClick={() => (setMenuOpen(false), navigate('/agentHome'))} data-menu="agentCentre">
                {t('account.menu.agentCentre')}
              </button>
            </li>
          )}
          <li>
            <button type="button" data-menu="signOut" onClick={() => (setMenuOpen(false), setConfirmOut(true))}>
              {t('account.signOut')}
            </button>
          </li>
        </ul>
      </div>
      {confirmOut && (
        <ConfirmDialog
          message={t('account.signOutConfirm')}
          onCancel={() => setConfirmOut(false)}
          onConfirm={() => {
            setConfirmOut(false);
            void signOut();
          }}
        />
      )}
    </div>
  );
}
