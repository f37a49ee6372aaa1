import { DocumentUploader } from '../documents/DocumentUploader.tsx';
import { useDocumentUpload } from '../documents/use-document-upload.ts';

/** The Documents screen's uploader on an event's page: what it stores is linked to the event. */
export function EventDocumentUploader({ eventId }: { eventId: number }) {
  const { uploading, upload } = useDocumentUpload(eventId);
  return <DocumentUploader uploading={uploading} onUpload={upload} />;
}
