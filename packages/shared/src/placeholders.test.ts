import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE, hasPlaceholders, placeholderValues, renderPlaceholders } from './placeholders.js';

const maria = placeholderValues(
  { fullName: 'Maria Gonzalez', title: 'ICU Nurse', email: 'maria@example.com', location: 'Austin, TX', phone: null, linkedin: 'linkedin.com/in/maria', website: '' },
  { firstName: 'Ada', lastName: 'Lovelace' },
);

describe('renderPlaceholders', () => {
  it('When every placeholder has a value, then each is replaced and nothing is flagged', () => {
    const result = renderPlaceholders('Hi {{candidateName}}, a {{candidateTitle}} role near {{candidateLocation}}. {{yourName}}', maria);
    expect(result).toEqual({ text: 'Hi Maria Gonzalez, a ICU Nurse role near Austin, TX. Ada Lovelace', missing: [], unknown: [] });
  });

  it('When a value is missing, then it renders empty and is flagged; a fallback fills it instead', () => {
    expect(renderPlaceholders('Call {{candidatePhone}}.', maria)).toEqual({ text: 'Call .', missing: ['candidatePhone'], unknown: [] });
    expect(renderPlaceholders('Call {{ candidatePhone | me }}.', maria)).toEqual({ text: 'Call me.', missing: [], unknown: [] });
    expect(renderPlaceholders('See {{candidateWebsite|your site}}', maria).text).toBe('See your site');
  });

  it('When a placeholder is misspelt, then it stays visible and is flagged', () => {
    const result = renderPlaceholders('Hi {{candidatName}} and {{candidateName}}', maria);
    expect(result.text).toBe('Hi {{candidatName}} and Maria Gonzalez');
    expect(result.unknown).toEqual(['candidatName']);
  });

  it('When written in another case or with spaces, then it still matches', () => {
    expect(renderPlaceholders('{{ CandidateName }} {{candidatelinkedin}}', maria).text).toBe('Maria Gonzalez linkedin.com/in/maria');
  });

  it('When the text has no placeholders, then it is returned as it is, braces and all', () => {
    const plain = 'Salary {100k} and {{ not closed';
    expect(renderPlaceholders(plain, maria).text).toBe(plain);
    expect(hasPlaceholders(plain)).toBe(false);
    expect(hasPlaceholders('Hi {{x}}')).toBe(true);
  });

  it('When a value itself looks like a placeholder, then it is not expanded again', () => {
    const values = placeholderValues({ fullName: '{{yourName}}' }, { firstName: 'Ada', lastName: 'L' });
    expect(renderPlaceholders('{{candidateName}}', values).text).toBe('{{yourName}}');
  });
});

describe('placeholderValues', () => {
  it('When the sender has no name, then yourName is "Your Name"', () => {
    expect(placeholderValues(null, { firstName: ' ', lastName: '' }).yourName).toBe('Your Name');
    expect(placeholderValues(null, null).yourName).toBe('Your Name');
  });
});

describe('DEFAULT_TEMPLATE', () => {
  it('uses only known placeholders and renders cleanly for a sparse candidate', () => {
    const values = placeholderValues({ email: 'x@example.com' }, { firstName: 'Ada', lastName: 'Lovelace' });
    for (const text of [DEFAULT_TEMPLATE.subject, DEFAULT_TEMPLATE.content]) {
      const result = renderPlaceholders(text, values);
      expect(result.unknown).toEqual([]);
      expect(result.missing).toEqual([]);
    }
    expect(renderPlaceholders(DEFAULT_TEMPLATE.subject, values).text).toBe('An opportunity for you, there');
  });
});
