export { aiContentRoutes } from './routes.tsx';
