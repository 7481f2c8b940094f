export * from './catalogue.ts';
export * from './contact.ts';
