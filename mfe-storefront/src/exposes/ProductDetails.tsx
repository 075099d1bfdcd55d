export { ProductDetailsPage as default } from '../features/details/ProductDetailsPage';
