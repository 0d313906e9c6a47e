// The reference of the hot-paths bench (bench/hot-paths.ts): Express 5 from the same node_modules
// with nothing but the one route, answering what the server's GET /api/health/live answers.
import express from 'express';

const app = express();
app.get('/api/health/live', (_req, res) => {
  res.json({ status: 'ok' });
});
app.listen(Number(process.env.PORT), '127.0.0.1');
