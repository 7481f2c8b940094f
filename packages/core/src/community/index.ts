export * from './ai-writing.ts';
export * from './compliance-engine.ts';
export * from './compliance-rules.ts';
export * from './guideline-form.ts';
export * from './maker.ts';
export * from './review.ts';
