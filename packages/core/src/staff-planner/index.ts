export * from './pay-config.ts';
export * from './pay-settings.ts';
export * from './schemas.ts';
export * from './wages.ts';
export * from './work-rules.ts';
