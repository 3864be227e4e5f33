// Team Management: direct downlines of a member of my team (drill down), search, sort, paging.
import { apiGet } from '../../../lib/api';

export interface TeamMember {
  username: string;
  level: number;
  teamSize: number;
  directCount: number;
  joinedAt: string;
  direct: boolean;
}
export interface TeamMembersPage {
  parent: { username: string; level: number; teamSize: number } | null;
  totalPages: number;
  list: TeamMember[];
}
export interface MembersFilter {
  parent?: string;
  search?: string;
  sort: 'joinedAt' | 'teamSize' | 'username';
  order: 'asc' | 'desc';
  pageNo: number;
}

export function getTeamMembers(f: MembersFilter) {
  const q: Record<string, string> = { sort: f.sort, order: f.order, pageNo: String(f.pageNo), pageSize: '15' };
  if (f.parent) q.parent = f.parent;
  if (f.search) q.search = f.search;
  return apiGet<TeamMembersPage>('wps/agent/team/members', q);
}
