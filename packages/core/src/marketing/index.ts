export * from './catalogue.ts';
export * from './catalogue-schemas.ts';
export * from './contact.ts';
