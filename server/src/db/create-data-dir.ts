// A child process of the server's start: makes a new data directory (PGlite's initdb) and exits,
// so the memory initdb touches goes back to the system (createDataDir in embedded-postgres.ts).
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './embedded-postgres.js';

const db = await PGlite.create(pgliteOptions(process.argv[2]));
await db.close();
