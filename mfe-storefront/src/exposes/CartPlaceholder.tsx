export { CartPlaceholder as default } from '../features/pages/CartPlaceholder';
