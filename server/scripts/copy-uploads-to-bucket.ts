// `npm run uploads:to-bucket`: copies the files of UPLOAD_DIR into the bucket that S3_BUCKET (and
// the other S3_ settings) name, before switching a deployment to the object store. Safe to run
// again: files already in the bucket are skipped. The database is not touched: rows name files by
// their stored name, which stays the same.
import { ConfigError, loadConfig } from '../src/config.js';
import { copyStoredFiles } from '../src/files/copy-stored-files.js';
import { createLocalStorage } from '../src/files/local-storage.js';
import { createFileStorage } from '../src/files/storage.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (config.storage.kind !== 's3') {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) to the bucket to copy into.');
  process.exit(1);
}
const from = createLocalStorage(config.uploadDir);
const to = createFileStorage(config.storage);
console.log(`Copying ${from.location} into ${to.location}`);
let lastReport = 0;
const done = await copyStoredFiles(from, to, ({ copied, skipped }) => {
  if (Date.now() - lastReport < 1000) return;
  lastReport = Date.now();
  console.log(`  ${copied} copied, ${skipped} already there`);
});
console.log(`Done: ${done.copied} copied, ${done.skipped} already there. Start the app with the same S3_ settings.`);
