export { ThenAndNowPage, type ThenAndNowPageProps } from './then-and-now-page';
