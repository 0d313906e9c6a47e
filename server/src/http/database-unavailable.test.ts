import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const adapterError = (cause: Record<string, unknown>) => ({ code: 'P2010', meta: { driverAdapterError: { name: 'DriverAdapterError', cause } } });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['Prisma cannot reach the server', { code: 'P1001' }],
    ['the adapter saw no server', adapterError({ kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 })],
    ['the connection was closed under a query', adapterError({ kind: 'ConnectionClosed' })],
    ['PostgreSQL is shutting down', adapterError({ kind: 'postgres', code: '57P01', message: 'terminating connection due to administrator command' })],
    ['PostgreSQL is starting up', { code: '57P03', message: 'the database system is starting up' }],
    ['a raw pool query met a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['the pg driver lost the connection', new Error('Connection terminated unexpectedly')],
  ])('When %s, then it is the database being unavailable', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique constraint', adapterError({ kind: 'UniqueConstraintViolation' })],
    ['a syntax error', adapterError({ kind: 'postgres', code: '42601', message: 'syntax error' })],
    ['a record not found', { code: 'P2025' }],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error at all', 'boom'],
  ])('When %s, then it is not', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
