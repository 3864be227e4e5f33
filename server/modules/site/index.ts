// Public entry of the site module.
export { siteRoutes } from './routes';
