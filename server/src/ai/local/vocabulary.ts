// Word lists that tell a job title from a company name and a duty from a heading line.
// They are the common words of English-language resumes, not a closed list: the parsers
// use them as evidence and fall back on position when no word is known.

const TITLE_WORDS = new Set(
  `engineer engineers developer programmer architect analyst scientist manager director head lead leader
  officer president vp chief ceo cto cfo coo cio cmo founder cofounder co-founder owner partner principal
  consultant specialist coordinator administrator assistant associate intern internship trainee apprentice
  nurse rn lpn cna physician doctor surgeon therapist pharmacist technician technologist paramedic resident
  phlebotomist dentist hygienist optometrist physiotherapist radiographer sonographer midwife dietitian
  psychologist psychiatrist audiologist chiropractor veterinarian emt medic
  teacher tutor instructor professor lecturer educator researcher fellow postdoc
  designer writer editor author journalist producer artist photographer illustrator animator
  accountant auditor bookkeeper controller treasurer actuary economist
  representative rep agent advisor adviser counselor counsellor recruiter planner buyer strategist marketer
  supervisor foreman superintendent executive clerk receptionist secretary cashier server bartender chef cook
  driver mechanic electrician plumber carpenter welder machinist operator installer
  attorney lawyer paralegal solicitor barrister
  salesperson trustee mentor secondee
  cna aide caregiver barista volunteer generalist trainer coach dispatcher estimator inspector surveyor teller banker
  broker underwriter adjuster custodian housekeeper nanny guard courier
  soldier infantryman rifleman paratrooper medic
  tester qa devops sre pm tpm apm dev speaker
  waiter waitress hostess greeter busser dishwasher baker butcher brewer winemaker sommelier florist janitor cleaner
  gardener landscaper laborer labourer packer stocker lifeguard babysitter concierge porter valet usher
  ingeniero ingeniera desarrollador desarrolladora programador programadora analista arquitecto arquitecta
  gerente jefe jefa directora consultor consultora ayudante asistente practicante becario becaria técnico técnica
  profesor profesora investigador investigadora coordinador coordinadora diseñador diseñadora enfermero enfermera
  engenheiro engenheira desenvolvedor desenvolvedora estagiário estagiária pesquisador pesquisadora
  coordenador coordenadora professora assistente auxiliar operador operadora vendedor vendedora atendente
  empleado empleada administrativo administrativa funcionário funcionária
  ingénieur ingénieure développeur développeuse analyste architecte consultante chef directeur directrice responsable
  chargé chargée technicien technicienne stagiaire alternant alternante assistante employé employée vendeur
  vendeuse conseiller conseillère enseignant enseignante professeur formateur formatrice gestionnaire
  comptable infirmier infirmière médecin serveur serveuse cuisinier cuisinière manutentionnaire opérateur opératrice
  entwickler entwicklerin softwareentwickler ingenieur ingenieurin berater beraterin leiter leiterin projektleiter
  werkstudent werkstudentin praktikant praktikantin mitarbeiter mitarbeiterin geschäftsführer sachbearbeiter
  sachbearbeiterin referent referentin lehrer lehrerin
  sviluppatore sviluppatrice ingegnere consulente tirocinante stagista impiegato impiegata insegnante tecnico`.split(/\s+/),
);

// "Member" is a role on its own line ("Enactus" over "Member") but weak evidence inside a sentence.
const TITLE_MODIFIERS = /^(?:senior|sr\.?|junior|jr\.?|staff|chief|head|lead|principal|associate|assistant|deputy|vice|executive|registered|licensed|certified|charge|member)$/i;

const COMPANY_WORDS = new Set(
  `inc inc. incorporated llc llp ltd ltd. limited corp corp. corporation co co. company companies group gmbh ug ag plc sa
  se bv pty holdings partners associates foundation trust agency labs lab laboratory laboratories technologies technology
  tech solutions systems services consulting consultants capital ventures bank financial insurance firm
  hospital hospitals health healthcare clinic clinics center centre pharmacy pharmaceuticals
  university college school schools elementary academy institute
  studio studios media networks network software industries enterprises international global
  restaurant hotel store stores retail motors airlines securities
  ltda srl s.r.l. s.p.a. sarl s.a.r.l. o.o. s.r.o. kft oy nv n.v. b.v. pvt s.a. s.l. s.a.s.`.split(/\s+/),
);
// Parts of an organisation rather than the employer itself: weaker evidence than the above.
const ORGANISATION_PARTS = new Set('department dept district ministry council authority division office'.split(' '));
// A team, unit or function written after a title ("Charge Nurse, Medical ICU") belongs to it.
const UNIT_WORDS = new Set(
  `finance marketing engineering operations sales product people hr it technology strategy research nursing design
  legal compliance data analytics platform infrastructure security communications procurement logistics accounting
  icu unit telemetry emergency surgery surgical pediatrics oncology cardiology radiology ambulatory inpatient
  outpatient team medicine critical care anesthesiology psychiatry neurology dermatology obstetrics gynecology
  urology nephrology pulmonary gastroenterology endocrinology rheumatology hematology pathology geriatrics
  backend frontend fullstack mobile web ml ai`.split(/\s+/),
);

/** Words that say a phrase names a role ("Senior Data Analyst", "Registered Nurse"). */
export function isJobTitle(text: string): boolean {
  return titleScore(text) > 0;
}

// "Visiting PhD Student", "Graduate Student Researcher": a student whose studies are a position held.
const STUDENT_POSITION = /\b(?:ph\.?d\.?|doctoral|graduate|visiting) student\b/i;
// "Audit Senior", "Tax Semi-Senior": an accountancy firm's grade, named by its line of work.
const ACCOUNTANCY_GRADE = /\b(?:audit|tax|accounts|assurance|advisory)\s+(?:semi-)?senior\b/i;

// "Executive Office of the President", "Council of Economic Advisers": what follows an
// organisation's "of" names the organisation, however like a role its words are.
const ORGANISATION_OF = /\b(?:office|council|department|ministry|board|bureau|agency|institute|school|college|university|society|association|academy|chamber)\s+of\s+(?:the\s+)?\p{L}+(?:\s+\p{L}+)*/giu;

// "North Carolina National Guard", "U.S. Coast Guard": a force, not the guard a role names.
const GUARD_FORCE = /\b(?:national|coast|home)\s+guard\b/gi;

const hyphenParts = (word: string) => (word.includes('-') && TITLE_WORDS.has(word.replaceAll('-', '')) ? [word.replaceAll('-', '')] : word.split('-'));

export function titleScore(text: string): number {
  // Most texts hold no "of"; the cheap test spares them the pattern (this runs on every line).
  const named = /\sof\s/i.test(text) ? text.replace(ORGANISATION_OF, ' ') : text;
  const lower = (/guard/i.test(named) ? named.replace(GUARD_FORCE, ' ') : named).toLowerCase();
  // "Post-doc" for "postdoc": a role word written with a hyphen counts whole.
  const words = (lower.includes('-') ? lower.split(/[\s,/&()]+/).flatMap(hyphenParts) : lower.split(/[\s,/&()]+/)).filter(Boolean);
  let score = STUDENT_POSITION.test(text) || ACCOUNTANCY_GRADE.test(text) ? 2 : 0;
  for (const word of words) {
    // "Shift Supervisor." on a line of its own ends as its sentence would.
    if (TITLE_WORDS.has(word) || (word.endsWith('.') && TITLE_WORDS.has(word.slice(0, -1)))) score += 2;
    else if (TITLE_MODIFIERS.test(word)) score += 1;
  }
  return score;
}

// A legal form ends a company's name ("Acme Corp.", "We4IT GmbH", "Pentaqo s.r.l."): the English,
// German, Nordic, Dutch, Italian, French, Spanish, Brazilian, Czech and Hungarian ones.
const LEGAL_FORM =
  /^(?:inc\.?|llc|llp|lp|ltd\.?|limited|corp\.?|co\.?|plc|gmbh|ag|kg|s\.?a\.?|pty|pvt\.?|b\.?v\.?|n\.?v\.?|aps|a\/s|oyj?|s\.r\.o\.{0,2}|s\.?r\.?l\.?|s\.p\.a\.?|s\.?a\.?r\.?l\.?|s\.a\.s\.?|s\.l\.?|ltda\.?|kft\.?)$/i;

/** "GmbH", "Ltd.", "S.A.", "s.r.l.": one word that is a company's legal form (a comma after it is the sentence's). */
export function isLegalForm(word: string): boolean {
  return LEGAL_FORM.test(word.replace(/,$/, ''));
}

export function companyScore(text: string): number {
  const words = text.toLowerCase().split(/[\s,()]+/).filter(Boolean);
  let score = words.filter((word) => COMPANY_WORDS.has(word) || COMPANY_WORDS.has(word.replace(/\.$/, ''))).length * 2;
  score += words.filter((word) => ORGANISATION_PARTS.has(word)).length;
  if (/\s&\s|\.com\b/.test(text) || /^the\s/i.test(text)) score += 1;
  score += (text.match(GUARD_FORCE) ?? []).length * 2;
  return score;
}

// "Anthony James Lab", "Geomicrobiology Group": a research unit, named only by these company words.
const RESEARCH_UNIT_WORDS = new Set(['lab', 'labs', 'laboratory', 'laboratories', 'group']);

/** A lab or research group, which belongs to a university or institute rather than employing on its own. */
export function isResearchUnit(text: string): boolean {
  const named = text.toLowerCase().split(/[\s,()]+/).filter((word) => COMPANY_WORDS.has(word));
  return named.length > 0 && named.every((word) => RESEARCH_UNIT_WORDS.has(word)) && !isInstitution(text);
}

/** "Medical ICU", "Platform Team", "Finance": a unit of the employer that qualifies a title. */
export function isUnitName(text: string): boolean {
  const words = text.toLowerCase().split(/[\s,/-]+/).filter(Boolean);
  // "MyData Service Department", "Trading Division": named as a part, and by no employer's word.
  const isDepartment = /^(?:department|division)$/.test(words.at(-1) ?? '');
  return words.length <= 4 && (isDepartment || words.some((word) => UNIT_WORDS.has(word))) && companyScore(text) === (isDepartment ? 1 : 0) && titleScore(text) === 0;
}

// Verbs resumes open a duty with. Past and present forms of the common ones, plus any
// capitalised "-ed" word that is not one of the adjectives titles start with.
const ACTION_VERBS = new Set(
  `achieve accelerate administer advise analyze analyse architect assess assist audit automate build built champion
  coach collaborate conduct consolidate coordinate create cut deliver design develop direct drive drove educate
  establish evaluate execute expand facilitate forecast generate grow grew guide handle help identify implement
  improve increase initiate install integrate introduce investigate launch lead led maintain manage mentor migrate
  monitor negotiate optimize optimise organize organise oversee oversaw own perform pioneer plan prepare present
  process produce provide recruit redesign reduce refactor research resolve restructure review revamp run ran save
  scale schedule secure serve set ship simplify spearhead streamline strengthen supervise support teach taught test
  train transform translate troubleshoot upgrade win won write wrote answer greet respond operate prioritize
  prioritise communicate collect deploy document drive handle liaise partner promote reconcile report require`.split(/\s+/),
);

const TITLE_ADJECTIVES = /^(?:registered|certified|licensed|advanced|experienced|qualified|chartered|accredited|united|limited|incorporated|red|applied|distinguished|seasoned|detail-oriented|results-driven)$/i;

/** True when the first word reads as a verb a duty or achievement starts with. */
export function startsWithActionVerb(text: string): boolean {
  const first = /^[\p{L}-]+/u.exec(text)?.[0]?.toLowerCase();
  if (!first) return false;
  if (verbStems(first).some((stem) => ACTION_VERBS.has(stem))) return true;
  // "Turned On Digital", "Focused Labs": a name in title case opens with such a word too.
  const isTitleCaseName = /^(?:\p{Lu}[\p{L}'’&.-]*\s+){1,3}\p{Lu}[\p{L}'’&.-]*$/u.test(text.trim());
  return first.length >= 5 && /ed$/.test(first) && !TITLE_ADJECTIVES.test(first) && !isTitleCaseName;
}

// managed -> manage, planned -> plan, identified -> identify, leading -> lead.
function verbStems(word: string): string[] {
  const stems = [word];
  for (const [ending, replacement] of [['ied', 'y'], ['ies', 'y'], ['ed', ''], ['d', ''], ['es', ''], ['s', ''], ['ing', ''], ['ing', 'e']] as const) {
    if (word.endsWith(ending)) stems.push(word.slice(0, -ending.length) + replacement);
  }
  // Matched at the end only: a lazy prefix group made a long glued "word" quadratic.
  const doubled = /([bdglmnprt])\1(?:ed|ing)$/.exec(word);
  if (doubled) stems.push(word.slice(0, doubled.index + 1));
  return stems;
}

// "Pre-University Course": a word that only prefixes a school's name is no school. "The Unversity
// of Manchester": a school's name keeps its word when the writer misspells it.
const INSTITUTION =
  /(?<!\p{L}|\bpre-)(?:universit\p{L}*|unversit\p{L}*|univeristy|univerisity|universtiy|univesity|univercity|universty|college|colegio|institut\p{L}*|istituto|school|academy|gymnasium|lyc[ée]e|liceo|liceum|polytechnic|politecnico|polytechnique|conservatory|seminary|hochschule|fachhochschule|berufsfachschule|berufsschule|fachschule|[ée]cole|escuela|escola|scuola|universidad|universidade|faculdade|facultad|iut|[üu]niversitesi|egyetem\p{L}*|uniwersytet\p{L}*|univerzit\p{L}*|yliopisto\p{L}*|politechnika|polit[ée]cnic[oa]|hogeschool|h[öo]gskola|h[øo]gskole|akademi[ea])(?!\p{L})/iu;

export function isInstitution(text: string): boolean {
  return INSTITUTION.test(text);
}

// Long forms ignore case; the short ones must be written in capitals ("BS", not "bs" or "as").
const DEGREE_WORDS =
  /(?<!\p{L})(?:bachelor(?:['’]s|s)?|(?:pre-?)?master(?:['’]s|s)?|doctor(?:ate)?(?: of)?|associate(?:['’]s)? (?:degree|of|in)|diploma|certificate|apprenticeship|high school|higher secondary|class (?:x|xii)|pre-?university|ged|abitur|matura|bachillerato|t[ée]cnico superior|grado|dipl[oô]me?|classes pr[ée]paratoires|[ao][- ]levels?|gcses?|baccalaureate|baccalaur[ée]at|postgraduate|undergraduate|degree in|engineer['’]s degree|higher technician|licence(?= (?:en|de|d['’]|ès|professionnelle|pro)\b| [-–—] \p{Lu})|^licence$|licenciatura|licenciad[oa]|máster|maestr[ií]a|doctorado|mestrado|doutorado|(?:p[óo]s-?)?gradua[çc][ãa]o|posgrado|bacharelado|tecn[óo]logo|mast[eè]re|laurea(?: magistrale| triennale)?)(?!\p{L})/iu;
// "BL Nigerian Law School": the Nigerian bar's degree, before a name or alone, like "LP" and "DTS".
const DEGREE_ABBREVIATIONS =
  /(?<![\p{L}.])(?:B\.?\s?S\.?c?|[BM]sc|B\.?\s?A\.?|M\.?\s?S\.?c?|M\.?\s?A\.?|MBA|M\.B\.A\.|Ph\.?\s?D\.?|D\.\s?Sc\.|B\.?Eng|M\.?Eng|BSN|MSN|DNP|ADN|BBA|MPH|M\.?D\.|J\.?D\.|BFA|MFA|M\.?Ed|B\.?Ed|AAS|A\.A\.|A\.S\.|A[AS](?=\s+in\s+\p{Lu})|LLB|LL\.?M|HND|BTEC|AS[- ]Levels?|B\.?\s?Tech\.?|M\.?\s?Tech\.?|B\.\s?E\.|M\.\s?E\.|BE(?=\s*\(Hons?\))|B\.?\s?Com\.?|M\.?\s?Com\.?|B\.?Arch|M\.?Arch|M\.?Phil|D\.?Phil|PGDip|PGCert|PGCE|MPhys|MChem|MMath|MSci|MRes|MSW|BSW|MPP|MPA|BCA|MCA|DUT|BTS|C\.?P\.?G\.?E\.?|LP(?=\s+\p{Lu}\p{Ll})|B\.L\.|BL(?=$|\s+\p{Lu}\p{Ll})|DTS(?=\s+\p{Lu}\p{Ll})|Pharm\.?D\.?|MBBS|MBChB|BDS|DDS|DMD|DPT|DVM|PsyD|BPharm|MPharm)(?![\p{L}])/u;
// "MD" and "DO" are also a state and a verb: they name a degree only as a field of their own.
const BARE_DEGREE = /^(?:MD|DO)$/;
// "Undergraduate", "Graduate and Professional": a heading over degrees, not one.
const DEGREE_CATEGORY = /^(?:under|post)?graduate(?:\s+(?:and|&)\s+professional)?(?:\s+(?:studies|education|degrees?))?$/i;

// "MS Office (Word, Excel)": Microsoft's products, which resumes list among qualifications too.
const MICROSOFT_PRODUCT = /\bMS[- ](?:Office|Word|Excel|PowerPoint|Access|Outlook|Project|SQL|Teams|Dynamics|Visio|Windows|Publisher)\b/g;

export function isDegree(text: string): boolean {
  if (DEGREE_CATEGORY.test(text.trim())) return false;
  const named = text.includes('MS') ? text.replaceAll(MICROSOFT_PRODUCT, ' ') : text;
  return DEGREE_WORDS.test(named) || DEGREE_ABBREVIATIONS.test(named) || BARE_DEGREE.test(named.trim());
}
