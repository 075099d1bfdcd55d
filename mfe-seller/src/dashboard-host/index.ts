// Async boundary: the seller dashboard host negotiates shared singletons before any app code runs.
import('./bootstrap');
