// Second public entry of the games feature, for dynamic import() only (a separate chunk).
export { HotGames } from './components/hot-games';
