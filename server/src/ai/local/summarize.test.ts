import { describe, expect, it } from 'vitest';
import type { AiSummary } from '../resume-analysis.js';
import { parseQuery, relevance, stem } from './relevance.js';
import { summarizeAnalysis } from './summarize.js';

const now = new Date('2025-06-01T00:00:00Z');

const nurse: AiSummary = {
  professionalSummary: 'Critical care nurse with 11 years at the bedside. Known for growing new graduate nurses.',
  personalInfo: { name: 'Grace Lee', email: 'grace@example.com', phone: '', location: 'Boston, MA', linkedin: '', website: '' },
  workExperience: [
    {
      title: 'Charge Nurse, Medical ICU',
      company: 'Mercy Hospital',
      duration: 'Jun 2019 – Present',
      responsibilities: [
        'Lead a team of 10-12 RNs and 3 techs per shift',
        'Cut central-line infections to zero for 18 consecutive months',
        'Order supplies for the unit',
      ],
    },
    {
      title: 'Staff Nurse, Telemetry',
      company: "St. Elizabeth's Medical Center",
      duration: 'Jul 2014 – May 2019',
      responsibilities: ['Cared for 5 telemetry patients per shift'],
    },
  ],
  education: [{ degree: 'BSN', institution: 'Boston College', year: '2014' }],
  skills: ['Hemodynamic monitoring', 'Ventilator management', 'Epic'],
  certifications: ['CCRN'],
  keyAchievements: [],
  careerLevel: 'lead',
};

describe('summarizeAnalysis', () => {
  it('When there is no prompt, then the summary covers the role, duties, education and skills, with no explanation', () => {
    const summary = summarizeAnalysis({ text: '', analysis: nurse }, now);

    expect(summary.promptExplanation).toBeNull();
    expect(summary.bulletSummary[0]).toBe('Charge Nurse, Medical ICU at Mercy Hospital (Jun 2019 – Present)');
    expect(summary.bulletSummary).toContain('10 years 11 months of experience (lead level)');
    expect(summary.bulletSummary).toContain('BSN, Boston College (2014)');
    expect(summary.bulletSummary).toContain('Skills: Hemodynamic monitoring, Ventilator management, Epic');
    expect(summary.paragraphSummary).toMatch(/^Critical care nurse with 11 years at the bedside\./);
    expect(summary.paragraphSummary).toContain('Grace Lee is most recently Charge Nurse, Medical ICU at Mercy Hospital');
  });

  it('When a blank prompt is given, then it is treated as no prompt', () => {
    expect(summarizeAnalysis({ text: '', analysis: nurse, prompt: '   ' }, now).promptExplanation).toBeNull();
  });

  it('When the prompt asks for leadership in the ICU, then leading duties in the ICU come first and the choice is explained', () => {
    const summary = summarizeAnalysis({ text: '', analysis: nurse, prompt: 'leadership in ICU' }, now);

    expect(summary.bulletSummary[0]).toBe('Lead a team of 10-12 RNs and 3 techs per shift (Charge Nurse, Medical ICU at Mercy Hospital)');
    expect(summary.bulletSummary.join('\n')).not.toContain('Order supplies');
    expect(summary.promptExplanation).toMatch(/^Chose \d+ of \d+ items/);
    expect(summary.promptExplanation).toContain('"lead"');
    expect(summary.paragraphSummary).toMatch(/^On leadership in ICU: Lead a team of 10-12 RNs/);
    const sentences = summary.paragraphSummary.split(/(?<=[.!?])\s+/);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('When the prompt starts with "Focus on", then the paragraph names only the topic', () => {
    const summary = summarizeAnalysis({ text: '', analysis: nurse, prompt: 'Focus on ICU leadership' }, now);
    expect(summary.paragraphSummary).toMatch(/^On ICU leadership: /);
  });

  it.each(['Focus on ICU leadership', 'Kubernetes platform engineering'])(
    'When the prompt is "%s", then the explanation does not repeat it: the page shows it above',
    (prompt) => {
      const explanation = summarizeAnalysis({ text: '', analysis: nurse, prompt }, now).promptExplanation ?? '';

      expect(explanation).not.toBe('');
      expect(explanation).not.toContain(prompt);
    },
  );

  it('When several words of the resume share a root, then the explanation names that root once', () => {
    const withNurses = { ...nurse, professionalSummary: 'Nurse leader. Known for growing new graduate nurses. Nursing educator.' };
    const explanation = summarizeAnalysis({ text: '', analysis: withNurses, prompt: 'nursing' }, now).promptExplanation ?? '';

    expect(explanation.match(/"nurs\w*"/g)).toHaveLength(1);
  });

  it('When counts are one or more, then the words are singular or plural, never "(s)"', () => {
    const oneDirect = summarizeAnalysis({ text: '', analysis: nurse, prompt: 'Epic' }, now);
    const general = summarizeAnalysis({ text: '', analysis: nurse }, now);

    expect(oneDirect.promptExplanation).toContain('Only 1 item matches the focus directly');
    expect(general.paragraphSummary).toContain('across 2 roles');
    expect(`${oneDirect.promptExplanation} ${oneDirect.paragraphSummary} ${general.paragraphSummary}`).not.toContain('(s)');
  });

  it('When the candidate has about one year in one role, then both are said in the singular', () => {
    const [firstJob] = nurse.workExperience;
    const newGraduate = { ...nurse, workExperience: firstJob ? [{ ...firstJob, duration: 'Jun 2024 – Present' }] : [] };
    const summary = summarizeAnalysis({ text: '', analysis: newGraduate }, now);

    expect(summary.bulletSummary).toContain('1 year of experience (lead level)');
    expect(summary.paragraphSummary).toContain('has 1 year of experience across 1 role.');
  });

  it('When a sentence holds abbreviations, then the paragraph keeps them whole', () => {
    const withAbbreviations = { ...nurse, professionalSummary: 'Served in the U.S. Army as a medic. Led I.C.U. teams for six years.' };
    const summary = summarizeAnalysis({ text: '', analysis: withAbbreviations, prompt: 'leadership' }, now);
    expect(summary.paragraphSummary).toContain('U.S. Army');
  });

  it('When the prompt matches only through synonyms, then those items are still chosen', () => {
    const summary = summarizeAnalysis({ text: '', analysis: nurse, prompt: 'critical care' }, now);

    expect(summary.bulletSummary.join('\n')).toContain('Critical care nurse');
    expect(summary.promptExplanation).toContain('"critical"');
  });

  it('When part of the prompt has no evidence, then the explanation says so', () => {
    const summary = summarizeAnalysis({ text: '', analysis: nurse, prompt: 'ICU and budgeting' }, now);

    expect(summary.promptExplanation).toContain('Nothing in the resume speaks to "budgeting"');
  });

  it('When the resume has nothing on the prompt, then it says so plainly and shows the general highlights', () => {
    const summary = summarizeAnalysis({ text: '', analysis: nurse, prompt: 'Kubernetes platform engineering' }, now);

    expect(summary.promptExplanation).toMatch(/^The resume has little evidence about the focus/);
    expect(summary.bulletSummary).toEqual(summarizeAnalysis({ text: '', analysis: nurse }, now).bulletSummary);
  });

  it('When the analysis is empty, then the summary is empty but well formed', () => {
    const empty: AiSummary = { ...nurse, professionalSummary: '', workExperience: [], education: [], skills: [], certifications: [] };

    expect(summarizeAnalysis({ text: '', analysis: empty }, now)).toEqual({
      bulletSummary: [],
      paragraphSummary: '',
      promptExplanation: null,
    });
  });
});

describe('relevance', () => {
  it.each([
    ['nursing', 'nurse'],
    ['nurses', 'nurse'],
    ['managed', 'manager'],
    ['management', 'manage'],
    ['leadership', 'lead'],
    ['led', 'leading'],
  ])('When "%s" and "%s" share a root, then they stem alike', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });

  it('When a text matches one concept twice, then it counts once', () => {
    const query = parseQuery('ICU');

    expect(relevance('ICU and critical care, intensive care unit', query).perConcept).toEqual([1]);
  });

  it('When the prompt is only filler words, then it has no concepts', () => {
    expect(parseQuery('show me relevant experience for the role').concepts).toEqual([]);
  });
});
