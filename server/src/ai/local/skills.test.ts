import { describe, expect, it } from 'vitest';
import { toLines } from './lines.js';
import { extractListItems, extractSkills } from './skills.js';

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

describe('extractListItems', () => {
  it('When certifications are listed one per line or bulleted, then each is an item', () => {
    expect(extractListItems(toLines('• PMP, Project Management Institute\nLEED AP BD+C\nOSHA 30'))).toEqual([
      'PMP, Project Management Institute',
      'LEED AP BD+C',
      'OSHA 30',
    ]);
  });
});
