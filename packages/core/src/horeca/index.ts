export * from './allergens.ts';
export * from './editing.ts';
export * from './management.ts';
export * from './reservations.ts';
export * from './time.ts';
export * from './venue-detail.ts';
export * from './venues.ts';
