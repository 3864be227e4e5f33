// Public entry of the content feature (lint: eslint.config.js, boundaries): what other features use.
export { RichText } from './components/rich-text';
