export * from './placeholders.js';
export * from './outreach-events.js';
// The client-server contract: request and answer schemas with their types, and the rules both
// sides show. The client imports only types and the zod-free modules (rules, password rules),
// so zod stays out of its bundle ("sideEffects": false lets the bundler drop the rest).
export * from './contract/rules.js';
export * from './contract/password-rules.js';
export * from './contract/fields.js';
export * from './contract/answers.js';
export * from './contract/resume-analysis.js';
export * from './contract/experience-length.js';
export * from './contract/auth.js';
export * from './contract/users.js';
export * from './contract/resumes.js';
export * from './contract/documents.js';
export * from './contract/outreach.js';
export * from './contract/candidates.js';
export * from './contract/analytics.js';
export * from './contract/privacy.js';
