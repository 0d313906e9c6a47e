import { describe, expect, it } from 'vitest';
import { toLines } from './lines.js';
import { extractListItems, extractSkills } from './skills.js';
import { readPageMarks } from './visual-fields.js';
import { FIELD_MARK } from '../../files/field-marks.js';

const skillsOf = (text: string) => extractSkills(toLines(text));

describe('extractSkills', () => {
  it.each([
    ['a comma list', 'Python, SQL, Tableau'],
    ['a semicolon list', 'Python; SQL; Tableau'],
    ['one per line', 'Python\nSQL\nTableau'],
    ['bullets', '• Python\n• SQL\n• Tableau'],
    ['inline bullets', 'Python • SQL • Tableau'],
    ['pipes', 'Python  |  SQL  |  Tableau'],
    ['a grid of columns', 'Python      SQL      Tableau'],
    ['a closing "and"', 'Python, SQL and Tableau'],
    ['levels', 'Python (expert), SQL - advanced, Tableau (3 years)'],
    ['spaced slashes', 'Python / SQL / Tableau'],
  ])('When skills are listed as %s, then each is one item', (_layout, text) => {
    expect(skillsOf(text)).toEqual(['Python', 'SQL', 'Tableau']);
  });

  it('When skills come in categories, then the category labels are dropped', () => {
    expect(skillsOf('Languages: Go, Python\nInfrastructure: AWS, Kubernetes')).toEqual(['Go', 'Python', 'AWS', 'Kubernetes']);
  });

  it('When an item has a comma inside brackets, then it stays one item', () => {
    expect(skillsOf('ERP (SAP, NetSuite), Treasury')).toEqual(['ERP (SAP, NetSuite)', 'Treasury']);
  });

  it('When "&" joins two tools, then they are two skills, but a phrase with "&" stays one', () => {
    expect(skillsOf('SQL & Amplitude\nCompensation & benefits\nA/B testing\nCI/CD')).toEqual([
      'SQL',
      'Amplitude',
      'Compensation & benefits',
      'A/B testing',
      'CI/CD',
    ]);
  });

  it('When a skill repeats or a sentence slipped in, then the list stays clean', () => {
    expect(skillsOf('Python, python, SQL\nI am a quick learner who enjoys solving hard problems with others.')).toEqual(['Python', 'SQL']);
  });
});

describe('extractSkills on real skills sections', () => {
  it('When a skills table names its rows without colons, then the row labels are no skills', () => {
    expect(skillsOf('DevOps AWS, Docker, Terraform\nBackend Koa, Express, Django\nOperating Systems Linux, Windows')).toEqual([
      'AWS',
      'Docker',
      'Terraform',
      'Koa',
      'Express',
      'Django',
      'Linux',
      'Windows',
    ]);
  });

  it('When rows are labelled by level in capitals, then the labels go', () => {
    expect(skillsOf('EXPERT Python, Bash, YAML\nPYTHON LIBS pandas, numpy\nWET-LAB RNA-seq, proteomics')).toEqual([
      'Python',
      'Bash',
      'YAML',
      'pandas',
      'numpy',
      'RNA-seq',
      'proteomics',
    ]);
  });

  it('When one line starts with a word that could be a label, then it stays a skill', () => {
    expect(skillsOf('Software Engineering, Agile coaching')).toEqual(['Software Engineering', 'Agile coaching']);
  });

  it('When skills are written as sentences, then only the names in them are skills', () => {
    expect(
      skillsOf('• Programming Languages: Experienced in Go/Rust/TypeScript, multilingual (can adapt to any language)\n• Development Tools: have experience with tools like Git, Docker, Github Actions and Jira, etc.'),
    ).toEqual(['Go', 'Rust', 'TypeScript', 'Git', 'Docker', 'Github Actions', 'Jira']);
  });

  it('When a label names a skill and a sentence describes it, then the label is the skill', () => {
    expect(skillsOf('Ventilator Knowledge: Daily management of ventilator settings and weaning protocols\nIV Therapy, Wound Care')).toEqual([
      'Ventilator Knowledge',
      'IV Therapy',
      'Wound Care',
    ]);
  });

  it('When spoken languages have a row of their own, then they are no skills, but a language among skills stays', () => {
    expect(skillsOf('Technical: Linux, Git\nLanguages: Russian (native), English (fluent)\nTriage • Epic EHR • Spanish (fluent)')).toEqual([
      'Linux',
      'Git',
      'Triage',
      'Epic EHR',
      'Spanish',
    ]);
  });

  it('When a list has sub-headings and counts of lines, then they are no skills', () => {
    expect(skillsOf('PROGRAMMING\nOver 5000 lines:\nJava • Shell • C\nOver 1000 lines:\nR • PHP')).toEqual(['Java', 'Shell', 'C', 'R', 'PHP']);
  });

  it('When a narrow sidebar wraps an item after "&", then its two lines are one skill and an abbreviation keeps its period', () => {
    expect(skillsOf('AI Platform &\nEndpoint Dev.\nSolution Selling')).toEqual(['AI Platform & Endpoint Dev.', 'Solution Selling']);
  });

  it('When a framework is named with ".js", then it is a skill, not a sentence', () => {
    expect(skillsOf('Frameworks: React, Node.js, Vue.js')).toEqual(['React', 'Node.js', 'Vue.js']);
  });

  it('When skills are statements read by OCR, then the tools in them stay and clauses and spoken languages go', () => {
    expect(skillsOf('¢ Expert in Microsoft Office, with a focus on reports\n* Bilingual in Spanish and English\n¢ Quick learner, require little to no training')).toEqual([
      'Microsoft Office',
      'Quick learner',
    ]);
  });
});

describe('extractListItems', () => {
  it('When certifications are listed one per line or bulleted, then each is an item', () => {
    expect(extractListItems(toLines('• PMP, Project Management Institute\nLEED AP BD+C\nOSHA 30'))).toEqual([
      'PMP, Project Management Institute',
      'LEED AP BD+C',
      'OSHA 30',
    ]);
  });
});

describe('Skills set as chips', () => {
  const markedSkillsOf = (text: string) => extractSkills(toLines(readPageMarks(text)));

  it('When three or more chips are parted only by their runs of type, then each chip is a skill', () => {
    expect(markedSkillsOf(`IFRS ${FIELD_MARK}Group consolidation ${FIELD_MARK}Budgeting & forecasting ${FIELD_MARK}Treasury`)).toEqual([
      'IFRS',
      'Group consolidation',
      'Budgeting & forecasting',
      'Treasury',
    ]);
  });

  it('When two runs of type share a line, then they stay as written: a label and its items, or one name in two fonts ("Adobe" in bold)', () => {
    expect(markedSkillsOf(`Adobe ${FIELD_MARK}Photoshop`)).toEqual(['Adobe Photoshop']);
  });
});
