// Term overlap between a recruiter's focus prompt and a piece of resume evidence, with light
// stemming and a small synonym table so "nursing jobs" finds "RN" and "leadership" finds "led".

const STOPWORDS = new Set(
  `a an and or the of in on at to for with by from as is are be was were this that these those it its into
  about over under than then who whom which what when where how why all any some such focus focused focusing
  job jobs role roles position positions work working experience experiences experienced candidate candidates
  skill skills background related relevant resume cv please show find look looking want need good strong
  years year type kind area areas field fields i me my we our us you your give tell list summarize summary`.split(/\s+/),
);

// Maps, not object literals: looked up with words from a prompt, where "constructor" must be a word.
const IRREGULAR = new Map<string, string>(Object.entries({
  led: 'lead', ran: 'run', built: 'build', taught: 'teach', wrote: 'write', grew: 'grow', drove: 'drive',
  oversaw: 'oversee', won: 'win', sold: 'sell', made: 'make', managerial: 'manage',
}));

// Each group holds words a recruiter would accept for one another.
const SYNONYM_GROUPS = [
  'nurse nursing rn lpn bsn msn cna patient patients clinical hospital bedside medical healthcare health care ward',
  'icu intensive critical ccrn trauma ventilator telemetry acute',
  'leadership lead leader manage manager management supervise supervisor mentor coach director head charge oversee team',
  'software developer engineer engineering programming code coding backend frontend fullstack',
  'data analytics analysis analyst sql statistics dashboard reporting bi tableau',
  'sales revenue quota account accounts client clients customer pipeline deal deals business',
  'teach teacher teaching education classroom student students curriculum instruction lesson',
  'finance financial accounting accountant audit tax budget ledger reconciliation',
  'marketing campaign campaigns brand seo content social',
  'design designer ux ui figma prototype prototyping user',
  'project program delivery agile scrum stakeholder roadmap',
  'cloud aws azure gcp devops kubernetes infrastructure docker terraform',
  'recruit recruiting recruiter hiring talent hr onboarding',
  'research researcher study publication experiment laboratory lab',
  'mechanic automotive vehicle vehicles repair maintenance diagnostics brakes',
  'pediatric pediatrics children child paediatric neonatal nicu',
].map((group) => new Set(group.split(' ').map(stem)));

/** One idea of the prompt ("leadership"): its own root weighs 1, its synonyms 0.5. */
export type Concept = { word: string; terms: Map<string, number> };
export type Query = { concepts: Concept[] };

/** Lower-cases and strips common English endings so "managed", "manager" and "management" meet. */
export function stem(word: string): string {
  let current = word.toLowerCase().replace(/['’]s$/, '');
  current = IRREGULAR.get(current) ?? current;
  for (let pass = 0; pass < 2; pass += 1) {
    const stripped = current.replace(/(?:ments?|ship|ing|ies|ers?|ed|es|s|e|al|ly)$/, (ending) => (ending === 'ies' ? 'y' : ''));
    if (stripped.length < 3 || stripped === current) break;
    current = stripped;
  }
  return current;
}

/** The words in order, one for each root: of "nurses", "nurse" and "nursing" only the first. */
export function onePerRoot(words: string[]): string[] {
  const roots = new Set<string>();
  return words.filter((word) => {
    const root = stem(word);
    if (roots.has(root)) return false;
    roots.add(root);
    return true;
  });
}

export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\d+#]+/gu) ?? []).filter((word) => !STOPWORDS.has(word));
}

/** Each prompt word becomes a concept holding its root (weight 1) and synonyms (weight 0.5). */
export function parseQuery(prompt: string): Query {
  const concepts = new Map<string, Concept>();
  for (const word of tokens(prompt)) {
    const root = stem(word);
    if (concepts.has(root)) continue;
    const terms = new Map<string, number>();
    for (const group of SYNONYM_GROUPS) {
      if (group.has(root)) for (const synonym of group) terms.set(synonym, 0.5);
    }
    terms.set(root, 1);
    concepts.set(root, { word, terms });
  }
  return { concepts: [...concepts.values()] };
}

export type Relevance = { perConcept: number[]; matched: string[] };

/**
 * How strongly a text speaks to each concept of the query (the best match per concept, so
 * "ICU" and "critical care" do not count twice) and the words of the text that matched.
 */
export function relevance(text: string, query: Query): Relevance {
  const words = tokens(text).map((word) => ({ word, root: stem(word) }));
  const matched = new Set<string>();
  const perConcept = query.concepts.map((concept) => {
    let best = 0;
    for (const { word, root } of words) {
      const weight = concept.terms.get(root) ?? 0;
      if (weight > 0) matched.add(word);
      best = Math.max(best, weight);
    }
    return best;
  });
  return { perConcept, matched: [...matched] };
}
