import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../layout/use-page-title';
import { ResumeDetail } from './resume-detail';
import { ResumeList } from './resume-list';
import { UploadPanel } from './upload-panel';
import { useResumesPage } from './use-resumes-page';
import './resumes.css';

export function ResumesPage() {
  usePageTitle('Resumes');
  const { params, list, upload, open, clear, shouldFocusDetail, uploadHeadingRef } = useResumesPage();

  return (
    <>
      <PageHeader title="Resumes" subtitle="Upload resumes and get AI summaries of each candidate." />
      <div className="resumes-page">
        <div className="resumes-layout">
          <div className="resumes-layout__side">
            <UploadPanel upload={upload} headingRef={uploadHeadingRef} />
            <ResumeList
              {...list}
              limit={params.limit}
              selectedId={params.selectedId}
              onSelect={open}
              onPageChange={params.setPage}
              onLimitChange={params.setLimit}
              filters={{ search: params.q, status: params.status, onSearch: params.setSearch, onStatus: params.setStatus }}
            />
          </div>
          <div className="resumes-layout__main">
            {params.selectedId ? (
              <ResumeDetail id={params.selectedId} shouldFocus={shouldFocusDetail} onClear={clear} />
            ) : (
              <div className="card resumes-layout__placeholder">
                <p>Choose a resume from the list, or upload a new one, to see its analysis here.</p>
              </div>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
