// spec §3 member info, built from a members row.
import type { MemberIconValue, MemberInfoValue } from '../../../../schema/api/member';
import { memberIconSchema, memberInfoSchema } from '../../../../schema/api/member-schemas';
import { PROFILE_FIELDS } from '../../../../schema/validation';
import { AGENT_TYPES } from '../auth/plugin';
import type { MemberRow } from './repo';

/** VIP club label by rank (spec §6: rankLevel above 4 gets VIP service). */
export function clubLabelFor(rank: number): { labelName: string; rankLevel: number } {
  const names = ['Member', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Crown'];
  return { labelName: names[Math.min(Math.max(rank, 0), names.length - 1)], rankLevel: rank };
}

export function toMemberInfo(m: MemberRow, uplineName: string | null): MemberInfoValue {
  return {
    id: m.id,
    account: m.username,
    userName: m.username,
    nickname: m.nickname,
    type: AGENT_TYPES.includes(m.isAgent),
    isAgent: m.isAgent,
    toUpline: uplineName,
    clubLabel: m.clubLabel ? { labelName: m.clubLabel, rankLevel: m.vipRankLevel } : clubLabelFor(m.vipRankLevel),
    memberLabel: m.memberLabel,
    customerId: `C${String(m.id).padStart(8, '0')}`,
    mobileNum: m.mobile,
    email: m.email,
    affiliateCode: m.affiliateCode,
    firstTimeLogin: m.firstLogin,
  };
}

/** Built-in avatars 1..12 served by the site; an uploaded avatar is a small data: URL. */
export function toIcon(m: MemberRow): MemberIconValue {
  const avatar = m.avatar ?? String((m.id % 12) + 1);
  return { avatar, url: avatar.startsWith('data:') ? avatar : `/assets/avatars/${avatar}.svg` };
}

export { memberIconSchema, memberInfoSchema };

const nullableText = { type: ['string', 'null'] } as const;
/** GET /wps/member/profile value (schema/api/member.ts ProfileValue). */
export const profileValueSchema = {
  type: 'object',
  properties: {
    fields: { type: 'array', items: { type: 'string', enum: [...PROFILE_FIELDS] } },
    values: { type: 'object', properties: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, nullableText])) },
    countryDialingCode: nullableText,
    realNameLocked: { type: 'boolean' },
    verified: { type: 'object', properties: { mobile: { type: 'boolean' }, email: { type: 'boolean' } } },
    minimumAge: { type: 'integer' },
  },
} as const;
