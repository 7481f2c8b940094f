export { reportsRoutes } from './routes.tsx';
