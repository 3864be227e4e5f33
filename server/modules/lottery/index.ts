// Public entry of the lottery module (issue 17). Other modules import this file only.
export { lotteryRoutes, lotteryContext } from './routes';
export { deriveResult, hashSeed } from './fair';
export { lotteryGames, type LotteryGame } from './games-data';
