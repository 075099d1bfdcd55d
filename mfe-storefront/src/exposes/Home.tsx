import { HomePage } from '../features/catalogue/HomePage';

export default HomePage;
