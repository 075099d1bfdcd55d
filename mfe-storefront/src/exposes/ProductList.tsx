export { ProductListPage as default } from '../features/list/ProductListPage';
