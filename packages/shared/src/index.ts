export * from './placeholders.js';
