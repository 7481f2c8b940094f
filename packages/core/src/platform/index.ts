export * from './modules.ts';
export * from './settings.ts';
export * from './widget.ts';
export * from './operations.ts';
