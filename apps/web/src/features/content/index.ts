export { contentKeys } from './api/keys.ts';
export { usePartnerNews } from './api/public-posts.ts';
export { ManagedPosts } from './components/managed-posts.tsx';
export { PostCards } from './components/post-cards.tsx';
export { contentRoutes } from './routes.tsx';
export { useContentTexts } from './texts.ts';
