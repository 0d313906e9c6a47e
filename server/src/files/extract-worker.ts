// Entry point of the extraction worker started by extract-text.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { runExtraction, type ExtractionJob } from './extractors.js';

parentPort?.postMessage(await runExtraction(workerData as ExtractionJob));
