import type { SectionKey } from './headings.js';

// Section headings of Spanish, Portuguese, French, German, Italian, Dutch, Danish, Norwegian and
// Swedish resumes (LinkedIn's export writes them in the member's language), as whole phrases in lower
// case with their accents. People in Latin America and Europe write their CVs in their own language;
// the sections still mean what the English headings mean.
export const TRANSLATED_HEADINGS: Record<SectionKey, string[]> = {
  experience: [
    'experiencia', 'experiencia laboral', 'experiencia profesional', 'experiencia adicional', 'experiencia de trabajo',
    'experiência', 'experiências', 'experiência profissional', 'experiência profesional',
    'expérience', 'expériences', 'expérience professionnelle', 'expériences professionnelles',
    'berufserfahrung', 'berufliche erfahrung', 'praktische erfahrung', 'beruflicher werdegang', 'werdegang',
    'esperienza', 'esperienze', 'esperienza lavorativa', 'esperienze lavorative', 'esperienza professionale',
    'esperienze lavorative e professionali',
    'erfaring', 'erhvervserfaring', 'arbeidserfaring', 'erfarenhet', 'arbetslivserfarenhet', 'ervaring', 'werkervaring', 'professionele ervaring',
  ],
  education: [
    'educación', 'formación', 'formación académica', 'estudios',
    'educação', 'formação', 'formação acadêmica', 'formação académica',
    'formation', 'formations', 'études', 'ausbildung', 'bildung', 'schulbildung', 'bildungsweg', 'studium',
    'istruzione', 'formazione', 'istruzione e formazione',
    'formação acadêmica e certificações', 'formação acadêmica e profissional', 'educación y formación', 'formación y certificaciones',
    'formation académique', 'formation et certifications', 'studium und ausbildung',
    'uddannelse', 'utdanning', 'utbildning', 'opleiding', 'opleidingen', 'onderwijs',
  ],
  skills: [
    'habilidades', 'competencias', 'conocimientos', 'aptitudes', 'habilidades técnicas',
    'competências', 'conhecimentos', 'compétences', 'compétences techniques',
    'kenntnisse', 'fähigkeiten', 'fachkenntnisse', 'competenze', 'competenze tecniche',
    'competências técnicas', 'competencias técnicas', 'capacità e competenze',
    'kompetencer', 'færdigheder', 'mest repræsenterede kompetencer', 'ferdigheter', 'toppferdigheter', 'kompetanse', 'färdigheter', 'kompetenser',
    'främsta kompetenser', 'vaardigheden', 'belangrijkste vaardigheden', 'competenties',
  ],
  summary: [
    'resumen', 'resumen profesional', 'perfil', 'perfil profesional', 'sobre mí', 'resumo', 'resumo profissional', 'perfil profissional',
    'sobre mim', 'profil', 'profil professionnel', 'profilo', 'profilo professionale', 'zusammenfassung', 'kurzprofil', 'über mich',
    'sammendrag', 'sammanfattning', 'samenvatting', 'profiel', 'om mig', 'om meg', 'over mij',
  ],
  languages: ['idiomas', 'lenguas', 'línguas', 'langues', 'sprachen', 'sprachkenntnisse', 'lingue', 'sprog', 'språk', 'talen'],
  projects: [
    'proyectos', 'projetos', 'projets', 'projekte', 'studienprojekte', 'progetti', 'projekter', 'prosjekter', 'projecten',
    'projets de recherche', 'projets techniques', 'projets personnels', 'projets académiques', 'proyectos personales',
    'proyectos de investigación', 'projetos pessoais', 'projetos de pesquisa', 'progetti personali', 'progetti di ricerca',
  ],
  certifications: [
    'certificaciones', 'certificados', 'certificações', 'cursos e certificações', 'formación complementaria', 'zertifikate', 'weiterbildung', 'certificazioni',
    'certificeringer', 'sertifiseringer', 'certifieringar', 'certificeringen', 'certificaten',
  ],
  contact: ['contacto', 'contato', 'kontakt', 'contatti', 'contactgegevens'],
  volunteer: ['voluntariado', 'bénévolat', 'ehrenamt', 'volontariato', 'frivilligt arbejde', 'frivillig arbeid', 'vrijwilligerswerk'],
  achievements: [
    'premios', 'logros', 'prêmios', 'conquistas', 'distinctions', 'auszeichnungen', 'premi',
    'udmærkelser', 'utmerkelser', 'utmärkelser', 'priser', 'onderscheidingen', 'prijzen',
  ],
  other: [
    'intereses', 'publicaciones', 'cursos', 'referencias', 'interesses', 'publicações', 'referências', 'centres d’intérêt', 'publications scientifiques', 'interessen', 'publikationen', 'interessi', 'pubblicazioni',
    'publikationer', 'publikasjoner', 'publicaties', 'interesser', 'referencer', 'referanser', 'referenser', 'referenties', 'kurser', 'cursussen',
  ],
  header: [],
};
