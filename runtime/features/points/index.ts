// Public entry of the points feature (issue 18 item 4; lint: eslint.config.js, boundaries): the /pointMall page as a
// loader (a chunk of its own, spec §2 lazy section pointMall).
export const loadPointMallPage = () => import('./components/point-mall-page');
