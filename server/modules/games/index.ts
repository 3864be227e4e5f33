// Public entry of the games module. Other modules import this file only.
export { gamesRoutes } from './routes';
export { seedGames } from './seed';
// Issue 18: what promotions' wagering weighs a bet by.
export { gameKey, gameTypeOf, gameTypesOf } from './game-type';
// Issue 18 item 3: the mission leaderboard masks usernames as the winners list does.
export { maskName } from './records-service';
