export { lazyComponent, type LazyComponent } from './lazy-component';
