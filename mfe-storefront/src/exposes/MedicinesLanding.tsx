export { MedicinesLanding as default } from '../features/pages/MedicinesLanding';
