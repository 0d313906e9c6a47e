import type { CandidateProfile } from '@app/shared';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorBox } from '../../components/error-box';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import { formatShortDate } from '../../format/dates';
import { statusLabel } from '../../format/text';
import { usePageTitle } from '../../layout/use-page-title';
import { CandidateDataActions } from '../privacy/candidate-data-actions';
import { erasedNotice } from '../privacy/messages';
import { candidatesMatchPath, outreachDetailPath, paths, resumePath } from '../../paths';
import type { CandidatesNavigationState } from './candidates-page';
import { doNotContactNote } from './do-not-contact';
import { EmailEntry } from './email-address';
import { outreachMessages } from './messages';
import { outreachStatusTone } from './outreach-status';
import { similarQueryOf } from './similar-query';
import { useCandidateProfile } from './use-candidate-profile';
import './outreach.css';

const backToCandidates = (
  <Link to={paths.outreachCandidates} className="btn btn--secondary">
    Back to Candidates
  </Link>
);

/** One page per candidate: who they are, the analysis of their newest resume, every resume of theirs and every outreach to them. */
export function CandidateProfilePage() {
  usePageTitle('Candidate');
  const { email = '' } = useParams();
  const state = useCandidateProfile(email);
  const { profile } = state;

  if (state.isLoading) return <Spinner label="Loading candidate…" />;
  if (state.isNotFound) {
    return (
      <section className="card not-found">
        <h1 className="card__title">{outreachMessages.candidateNotFound}</h1>
        <p className="muted">No analysed resume of your organisation has this e-mail address.</p>
        <div>{backToCandidates}</div>
      </section>
    );
  }
  if (!profile) {
    return (
      <div className="outreach-page">
        <PageHeader title="Candidate" actions={backToCandidates} />
        <ErrorBox message={state.loadError ?? outreachMessages.candidateLoadFailed} />
      </div>
    );
  }

  const { candidate } = profile;
  const similar = similarQueryOf(candidate);
  return (
    <div className="outreach-page">
      <PageHeader
        title={candidate.fullName ?? candidate.email}
        subtitle={[candidate.title, candidate.location].filter(Boolean).join(' · ') || undefined}
        actions={
          <>
            <button type="button" className="btn btn--primary" onClick={state.emailCandidate} disabled={!state.canEmail}>
              E-mail candidate
            </button>
            {similar ? (
              <Link to={candidatesMatchPath(similar)} className="btn btn--secondary">
                Find similar candidates
              </Link>
            ) : null}
            {backToCandidates}
          </>
        }
      />
      {candidate.unsubscribed ? <p className="candidate-card__note">{doNotContactNote(candidate)}</p> : null}
      <div className="detail-layout">
        <div className="detail-layout__main">
          <AnalysisSection profile={profile} />
          <OutreachSection outreach={profile.outreach} />
        </div>
        <div className="detail-layout__side">
          <ContactSection profile={profile} />
          <CandidateDataSection profile={profile} />
          <ResumesSection resumes={profile.resumes} />
        </div>
      </div>
    </div>
  );
}

function ContactSection({ profile: { candidate } }: { profile: CandidateProfile }) {
  const rows: [label: string, value: string | null][] = [
    ['Phone', candidate.phone],
    ['Location', candidate.location],
    ['LinkedIn', candidate.linkedin],
    ['Website', candidate.website],
  ];
  return (
    <section className="card" aria-labelledby="contact-title">
      <h2 id="contact-title" className="card__title">
        Contact
      </h2>
      <dl className="candidate-card__contact">
        <EmailEntry email={candidate.email} />
        {rows.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd className="break-anywhere">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}

/** Export and erase, as on the resume detail; once erased, back to Candidates, which says so. */
function CandidateDataSection({ profile: { candidate } }: { profile: CandidateProfile }) {
  const navigate = useNavigate();
  const name = candidate.fullName ?? candidate.email;
  const state: CandidatesNavigationState = { notice: erasedNotice(name) };
  return (
    <section className="card" aria-labelledby="candidate-data-title">
      <h2 id="candidate-data-title" className="card__title">
        Candidate data
      </h2>
      <p className="muted">Answer a request from {candidate.email}: what you hold about them, or erase it.</p>
      <CandidateDataActions email={candidate.email} name={name} onErased={() => navigate(paths.outreachCandidates, { state })} />
    </section>
  );
}

function AnalysisSection({ profile: { candidate, analysis } }: { profile: CandidateProfile }) {
  return (
    <section className="card" aria-labelledby="analysis-title">
      <h2 id="analysis-title" className="card__title">
        Analysis
      </h2>
      {candidate.professionalSummary ? <p>{candidate.professionalSummary}</p> : null}
      <p className="muted">
        {analysis.yearsOfExperience === null ? 'Years of experience unknown' : `${analysis.yearsOfExperience} years of experience`}
        {analysis.careerLevel ? ` · ${statusLabel(analysis.careerLevel)} level` : ''}
        {analysis.analysisModel ? ` · read by ${analysis.analysisModel}` : ''}
      </p>
      <TextList title="Skills" items={candidate.skills} />
      <TextList title="Certifications" items={analysis.certifications} />
      <TextList title="Work experience" items={candidate.workExperience.map((job) => [job.title, job.company, job.duration, job.isVolunteer ? 'Volunteer' : ''].filter(Boolean).join(' · '))} />
      <TextList title="Education" items={candidate.education.map((degree) => [degree.degree, degree.institution, degree.year].filter(Boolean).join(' · '))} />
      <TextList title="Key achievements" items={analysis.keyAchievements} />
    </section>
  );
}

function TextList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="candidate-profile__list-title">{title}</h3>
      <ul aria-label={title}>
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function ResumesSection({ resumes }: { resumes: CandidateProfile['resumes'] }) {
  return (
    <section className="card" aria-labelledby="resumes-title">
      <h2 id="resumes-title" className="card__title">
        Resumes
      </h2>
      <ul aria-label="Resumes">
        {resumes.map((resume) => (
          <li key={resume.id}>
            <Link to={resumePath(resume.id)} className="break-anywhere">
              {resume.originalFilename}
            </Link>{' '}
            <span className="muted">{formatShortDate(resume.createdAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OutreachSection({ outreach }: { outreach: CandidateProfile['outreach'] }) {
  return (
    <section className="card" aria-labelledby="candidate-outreach-title">
      <h2 id="candidate-outreach-title" className="card__title">
        Outreach
      </h2>
      {outreach.length === 0 ? (
        <p className="empty-state">No outreach to this candidate yet</p>
      ) : (
        <ul aria-label="Outreach to this candidate">
          {outreach.map((row) => (
            <li key={row.id}>
              <Link to={outreachDetailPath(row.id)}>{row.subject}</Link>{' '}
              <StatusBadge tone={outreachStatusTone(row.status)}>{statusLabel(row.status)}</StatusBadge>{' '}
              <span className="muted">
                {formatShortDate(row.sentAt ?? row.createdAt)} by {row.sentBy.firstName} {row.sentBy.lastName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
