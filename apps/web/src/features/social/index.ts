export { socialRoutes } from './routes.tsx';
