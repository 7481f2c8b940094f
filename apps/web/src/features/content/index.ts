export { contentKeys } from './api/keys.ts';
export { usePartnerNews } from './api/public-posts.ts';
export { LazyRichTextEditor } from './components/lazy-rich-text-editor.ts';
export { ManagedPosts } from './components/managed-posts.tsx';
export { PostBody } from './components/post-body.tsx';
export { PostCards } from './components/post-cards.tsx';
export { contentRoutes } from './routes.tsx';
export { useContentTexts } from './texts.ts';
