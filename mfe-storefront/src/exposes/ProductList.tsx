import { ProductListPage } from '../features/catalogue/ProductListPage';

export default ProductListPage;
