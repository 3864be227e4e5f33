// spec §3 public state hasVip / vipRankLevel and spec §6 VIP service, derived from member info.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { MemberInfoValue } from '../../schema/api/member';
import { vipChatUrl } from '../lib/open-customer-service';
import { hasVipAtom, memberInfoAtom, vipRankLevelAtom, vipServiceAtom } from './session';

const info = (rankLevel: number) => ({ clubLabel: { labelName: 'x', rankLevel } }) as MemberInfoValue;

describe('VIP public state', () => {
  it('hasVip from level 1, VIP service above rank 4, nothing while logged out', () => {
    const s = createStore();
    expect([s.get(vipRankLevelAtom), s.get(hasVipAtom), s.get(vipServiceAtom)]).toEqual([0, false, false]);
    for (const [rank, has, service] of [[0, false, false], [1, true, false], [4, true, false], [5, true, true]] as const) {
      s.set(memberInfoAtom, info(rank));
      expect([s.get(vipRankLevelAtom), s.get(hasVipAtom), s.get(vipServiceAtom)], String(rank)).toEqual([rank, has, service]);
    }
  });

  it('the VIP chat is the live chat in its VIP queue', () => {
    expect(vipChatUrl('https://chat.example/')).toBe('https://chat.example/?queue=vip');
    expect(vipChatUrl('https://chat.example/?brand=a')).toBe('https://chat.example/?brand=a&queue=vip');
  });
});
