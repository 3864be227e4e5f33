// Public entry of the missions feature (issue 18 item 3; lint: eslint.config.js, boundaries): the member centre's
// missionLeaderboard and rewardCenter pages, as loaders (each a chunk of its own).
export const loadMissionsPage = () => import('./components/missions-page');
export const loadRewardCenterPage = () => import('./components/reward-center-page');
