export * from './catalogue.ts';
export * from './change-requests.ts';
export * from './contract.ts';
export * from './dutch-dates.ts';
export * from './function-choice.ts';
export * from './owner.ts';
export * from './question-parser.ts';
export * from './spec-calls.ts';
