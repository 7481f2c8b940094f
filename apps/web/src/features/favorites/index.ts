export { FavoriteButton } from './components/favorite-button.tsx';
