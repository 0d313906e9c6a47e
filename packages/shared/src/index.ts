export * from './placeholders.js';
export * from './outreach-events.js';
