// Stands in for a TypeScript worker module (its URL is argv[2]) when the server runs from source
// (vitest, tsx). Node 20 cannot load .ts in a worker, and tsx's --import hook only registers on the
// main thread there, so the module goes through tsx's API instead. Compiled builds never use this.
import { tsImport } from 'tsx/esm/api';

const workerModule = await tsImport(process.argv[2], import.meta.url);

// The pool calls the default export: hand over the TypeScript module's.
export default workerModule.default;
