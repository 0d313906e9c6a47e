import { randomBytes } from 'node:crypto';
import os from 'node:os';

/**
 * This process among the replicas of a deployment: the owner written on the work and chores it
 * leases. Random per start, so a restarted replica never mistakes its predecessor's leases for its own.
 */
export const INSTANCE_ID = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
