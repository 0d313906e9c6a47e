import { formatExperienceLength } from '@app/shared';
import { useId, type ReactNode } from 'react';
import { StatusBadge } from '../../components/status-badge';
import { ContactDetails } from './contact-details';
import { hasContactDetails, readAnalysis } from './read-analysis';
import { capitalize } from '../../format/text';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="analysis__section">
      <h3 className="analysis__title">{title}</h3>
      {children}
    </section>
  );
}

function ItemList({ items }: { items: string[] }) {
  return (
    <ul className="analysis__list">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/** The spec's "AI Resume Analysis": everything the model read from the resume. Empty parts are left out. */
export function AnalysisPanel({ aiSummary }: { aiSummary: unknown }) {
  const headingId = useId();
  const analysis = readAnalysis(aiSummary);
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        AI Resume Analysis
      </h2>
      {analysis ? (
        <div className="analysis">
          {analysis.professionalSummary ? (
            <Section title="Professional Summary">
              <p>{analysis.professionalSummary}</p>
            </Section>
          ) : null}
          {hasContactDetails(analysis.contact) ? (
            <Section title="Contact Information">
              <ContactDetails contact={analysis.contact} />
            </Section>
          ) : null}
          {analysis.workExperience.length > 0 ? (
            <Section title="Work Experience">
              <ol className="analysis__entries">
                {analysis.workExperience.map((job, index) => (
                  <li key={`${index}-${job.title}-${job.company}`} className="analysis__entry">
                    <p className="analysis__entry-title">{job.title || job.company}</p>
                    {job.title && job.company ? <p>{job.company}</p> : null}
                    {job.duration || job.isVolunteer ? <p className="muted">{[job.duration, job.isVolunteer ? 'Volunteer' : ''].filter(Boolean).join(' · ')}</p> : null}
                    {job.responsibilities.length > 0 ? <ItemList items={job.responsibilities} /> : null}
                  </li>
                ))}
              </ol>
            </Section>
          ) : null}
          {analysis.education.length > 0 ? (
            <Section title="Education">
              <ol className="analysis__entries">
                {analysis.education.map((school, index) => (
                  <li key={`${index}-${school.degree}-${school.institution}`} className="analysis__entry">
                    <p className="analysis__entry-title">{school.degree || school.institution}</p>
                    {school.degree && school.institution ? <p>{school.institution}</p> : null}
                    {school.year ? <p className="muted">{school.year}</p> : null}
                  </li>
                ))}
              </ol>
            </Section>
          ) : null}
          {analysis.skills.length > 0 ? (
            <Section title="Skills">
              <ul className="chips" aria-label="Skills">
                {analysis.skills.map((skill, index) => (
                  <li key={`${index}-${skill}`} className="chip">
                    {skill}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {analysis.certifications.length > 0 ? (
            <Section title="Certifications">
              <ItemList items={analysis.certifications} />
            </Section>
          ) : null}
          {analysis.keyAchievements.length > 0 ? (
            <Section title="Key Achievements">
              <ItemList items={analysis.keyAchievements} />
            </Section>
          ) : null}
          {analysis.careerLevel ? (
            <Section title="Career Level">
              <p>
                <StatusBadge tone="purple">{capitalize(analysis.careerLevel)}</StatusBadge>
                {analysis.experienceMonths ? <span className="muted"> {formatExperienceLength(analysis.experienceMonths)} of experience</span> : null}
              </p>
            </Section>
          ) : null}
        </div>
      ) : (
        <p className="muted">No analysis yet. It appears here once the resume has been analyzed.</p>
      )}
    </section>
  );
}
