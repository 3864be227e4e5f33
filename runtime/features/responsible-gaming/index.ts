// Public entry of the responsible-gaming feature (issue 20, player protection): the member centre's page and the
// reality check shown over the game page, as loaders so neither reaches the home page's JavaScript.
export const loadResponsibleGamingPage = () => import('./components/responsible-gaming-page');
export const loadRealityCheck = () => import('./components/reality-check');
export const loadResponsibleGamingPublicPage = () => import('./components/public-page');
export const loadFirstDepositOffer = () => import('./components/first-deposit-offer');
