export const SIMILAR_SKILLS = 5;

/** What "Find similar candidates" searches for: the current title and the top skills; null when there are neither. */
export function similarQueryOf(person: { title: string | null | undefined; skills: string[] }): string | null {
  const skills = person.skills.map((skill) => skill.trim()).filter(Boolean).slice(0, SIMILAR_SKILLS);
  const query = [person.title?.trim() ?? '', ...skills].filter(Boolean).join(', ');
  return query === '' ? null : query;
}
