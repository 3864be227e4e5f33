// Team Management (downline management): the direct downlines with their team sizes, drill down level by level,
// search in the whole team, sort and paging (spec §9 page size 15); a transfer to a direct downline (spec §6).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination';
import { ApiError } from '../../../lib/api';
import { getTeamMembers, type MembersFilter, type TeamMembersPage } from '../api/team-members';
import { Failure } from './parts';
import { TransferToDownline } from './transfer-downline';

export default function TeamManagementPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState<MembersFilter>({ sort: 'joinedAt', order: 'desc', pageNo: 1 });
  const [trail, setTrail] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<TeamMembersPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setError(null);
    getTeamMembers({ ...filter, parent: trail[trail.length - 1] }).then(
      (p) => live && setPage(p),
      (e) => live && setError(e instanceof ApiError ? e.message : 'err_network'),
    );
    return () => {
      live = false;
    };
  }, [filter, trail]);
  const drill = (username: string) => {
    setTrail([...trail, username]);
    setFilter({ ...filter, search: undefined, pageNo: 1 });
    setSearch('');
  };
  return (
    <section className="ac-page" data-testid="team-management">
      <h1>{t('ac.menu.downlineManagement')}</h1>
      <form
        className="ac-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setTrail([]);
          setFilter({ ...filter, search: search.trim() || undefined, pageNo: 1 });
        }}
      >
        <div className="form__field">
          <label className="form__label" htmlFor={`${id}-search`}>
            {t('ac.team.search')}
          </label>
          <input id={`${id}-search`} className="form__input" value={search} maxLength={32} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${id}-sort`}>
            {t('ac.team.sort')}
          </label>
          <select id={`${id}-sort`} className="form__input" value={`${filter.sort}:${filter.order}`} onChange={(e) => {
            const [sort, order] = e.target.value.split(':') as [MembersFilter['sort'], MembersFilter['order']];
            setFilter({ ...filter, sort, order, pageNo: 1 });
          }}>
            {(['joinedAt:desc', 'joinedAt:asc', 'teamSize:desc', 'username:asc'] as const).map((v) => (
              <option key={v} value={v}>
                {t(`ac.team.sortBy.${v.replace(':', '_')}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary">
          {t('ac.team.find')}
        </button>
      </form>
      <nav className="ac-crumbs" aria-label={t('ac.team.levels')}>
        <button type="button" className="ac-link" onClick={() => setTrail([])}>
          {t('ac.team.myTeam')}
        </button>
        {trail.map((u, i) => (
          <span key={u}>
            {' / '}
            <button type="button" className="ac-link" onClick={() => setTrail(trail.slice(0, i + 1))}>
              {u}
            </button>
          </span>
        ))}
      </nav>
      <Failure error={error} />
      {page && page.list.length === 0 && <p className="ac-empty">{t('ac.team.none')}</p>}
      {page && page.list.length > 0 && (
        <div className="ac-table-wrap">
          <table className="ac-table" data-testid="team-members">
            <thead>
              <tr>
                <th>{t('ac.team.username')}</th>
                <th className="num">{t('ac.team.level')}</th>
                <th className="num">{t('ac.team.teamSize')}</th>
                <th className="num">{t('ac.team.directCount')}</th>
                <th>{t('ac.team.joinedAt')}</th>
                <th>{t('ac.team.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((m) => (
                <tr key={m.username} data-member={m.username}>
                  <td>{m.username}</td>
                  <td className="num">{m.level}</td>
                  <td className="num">{m.teamSize}</td>
                  <td className="num">{m.directCount}</td>
                  <td>{new Date(m.joinedAt).toLocaleDateString(i18n.language)}</td>
                  <td className="ac-actions">
                    {m.directCount > 0 && (
                      <button type="button" className="ac-link" onClick={() => drill(m.username)} data-drill={m.username}>
                        {t('ac.team.open')}
                      </button>
                    )}
                    {m.direct && (
                      <button type="button" className="ac-link" onClick={() => setTransferTo(m.username)} data-transfer={m.username}>
                        {t('ac.team.transfer')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && <Pagination page={filter.pageNo} totalPages={page.totalPages} onPage={(pageNo) => setFilter({ ...filter, pageNo })} />}
      {transferTo && <TransferToDownline downline={transferTo} onDone={() => setTransferTo(null)} />}
    </section>
  );
}
