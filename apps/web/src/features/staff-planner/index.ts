export { staffPlannerRoutes } from './routes.tsx';
