export * from './modules.ts';
export * from './operations.ts';
export * from './settings.ts';
export * from './widget.ts';
