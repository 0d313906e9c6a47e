import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../layout/use-page-title';
import { DocumentList } from './document-list';
import { SearchPanel } from './search-panel';
import { UploadPanel } from './upload-panel';
import { useDocumentList } from './use-document-list';
import { useDocumentsPageParam } from './use-documents-page-param';
import { useUploadDocument } from './use-upload-document';
import './documents.css';

export function DocumentsPage() {
  usePageTitle('Documents');
  const { page, setPage } = useDocumentsPageParam();
  const list = useDocumentList(page, setPage);
  // The list is newest first: a new upload is on page 1.
  const upload = useUploadDocument(() => setPage(1));

  return (
    <>
      <PageHeader title="Documents" subtitle="Your organization's library, searchable in plain words." />
      <div className="documents-page">
        <SearchPanel />
        <div className="documents-layout">
          <UploadPanel upload={upload} />
          <DocumentList {...list} onPageChange={setPage} />
        </div>
      </div>
    </>
  );
}
