// Issue 18 item 3: the missions, leaderboard and reward centre calls' shapes, shared by the server's answers and the
// site. Money in minor units; a login mission's target and progress are days.

export type MissionPeriod = 'D' | 'W' | 'once';
export type MissionGoal = 'valid_bet' | 'deposit' | 'login_days';
/** spec §4 activity states a mission shows. */
export type MissionState = 'coming' | 'process' | 'claim' | 'issued' | 'close';
/** issued: paid; a bonus reward is then a promotions bonus whose wagering shows on the withdraw page. */
export type RewardStatus = 'claim' | 'issued' | 'expired';

/** One mission of GET /wps/relay/MCSFE_getMissionSummaryDetails. */
export interface MissionView {
  id: number;
  code: string;
  title: string;
  description: string;
  period: MissionPeriod;
  goal: MissionGoal;
  gameType: string | null;
  target: number;
  progress: number;
  completed: boolean;
  state: MissionState;
  reward: { kind: 'cash' | 'bonus'; amount: number; wagerMultiple: number; score: number };
  rewardId: number | null;
  periodStart: string;
  periodEnd: string;
  startsAt: string;
  endsAt: string;
}

export interface MissionSummary {
  list: MissionView[];
  /** Rewards waiting to be claimed: the count badge of rewardCenter and missionLeaderboard. */
  unclaimed: number;
}

/** GET /wps/relay/MCSFE_getMissionLeaderboard: this week's top scores (masked names) and my rank. */
export interface MissionLeaderboard {
  period: { key: string; start: string; end: string };
  list: { rank: number; userName: string; score: number; me: boolean }[];
  me: { rank: number; score: number } | null;
}

export interface RewardView {
  id: number;
  missionId: number;
  code: string;
  title: string;
  periodKey: string;
  status: RewardStatus;
  kind: 'cash' | 'bonus';
  amount: number;
  score: number;
  /** A bonus reward: the wagering it asks (its multiple × amount); 0 for cash. */
  wagerRequired: number;
  /** A claimed bonus reward with wagering: its promotions bonus (GET /wps/promotions/bonuses). */
  bonusClaimId: number | null;
  earnedAt: string;
  expiresAt: string;
  claimedAt: string | null;
}

/** GET /wps/missions/rewards. */
export interface RewardList {
  list: RewardView[];
  total: number;
  page: number;
  pageSize: number;
  unclaimed: number;
}

/** POST /wps/missions/rewards/:id/claim. */
export interface RewardClaimAnswer {
  reward: Omit<RewardView, 'code' | 'title'>;
  balance: number | null;
  duplicate: boolean;
  unclaimed: number;
}
