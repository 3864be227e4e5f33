// Public entry of the games module. Other modules import this file only.
export { gamesRoutes } from './routes';
export { seedGames } from './seed';
