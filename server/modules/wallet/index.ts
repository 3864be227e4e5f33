// Public entry of the wallet module. Other modules import this file only (the seamless pair with games aside,
// see eslint.config.js).
export { default as walletPlugin } from './plugin';
export { loadWalletConfig, type WalletConfig } from './config';
