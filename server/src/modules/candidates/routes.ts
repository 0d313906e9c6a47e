import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { authenticate, callerOf, requireTenant } from '../../http/authenticate.js';
import { parseInput } from '../../http/validate.js';
import { candidateSearchSchema } from '@app/shared';
import { candidateProfile } from './candidate-profile.js';
import { searchCandidates } from './search-candidates.js';

export function candidateRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(authenticate(ctx), requireTenant('Healthcare'));

  router.post('/search', async (req, res) => {
    const { query, topK, filters } = parseInput(candidateSearchSchema, req.body);
    res.json(await searchCandidates(ctx, { caller: callerOf(req), query, topK, filters }));
  });

  router.get('/:email', async (req, res) => {
    res.json(await candidateProfile(ctx, { caller: callerOf(req), email: req.params.email }));
  });

  return router;
}
