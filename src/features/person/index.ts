export { PersonPage, type PersonPageProps } from './person-page';
