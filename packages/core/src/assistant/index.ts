export * from './admin.ts';
export * from './catalogue.ts';
export * from './contract.ts';
export * from './dutch-dates.ts';
export * from './function-choice.ts';
export * from './question-parser.ts';
export * from './spec-calls.ts';
