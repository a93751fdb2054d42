import { Alert, Card, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { SKIP_GLOBAL_ERROR } from '../../../api/errors/request-flags';
import { fetchSignedDocuments, type SignedDocuments } from '../../../api/v2/signed-documents';

const ROLE_TEXT = { applicant: '申請人', guarantor: '保證人', vehicleSigner: '車貸簽署人' } as const;

type Loaded = SignedDocuments['documents'] | 'loading' | 'failed';

/**
 * 已簽署的契約: each contract the case's signers signed, as kept when their send was accepted
 * (the text of that version with the case's figures, the signature, signer and time), to open or
 * download as a PDF, with its SHA-256. Loaded with the drawer; a case signed nothing yet shows none.
 */
export function SignedDocumentsCard({ caseId }: { caseId: number }) {
  const [documents, setDocuments] = useState<Loaded>('loading');
  useEffect(() => {
    let live = true;
    fetchSignedDocuments(caseId, SKIP_GLOBAL_ERROR).then(
      (reply) => live && setDocuments(reply.documents),
      () => live && setDocuments('failed'),
    );
    return () => {
      live = false;
    };
  }, [caseId]);

  if (documents === 'loading') return <Skeleton active paragraph={{ rows: 2 }} />;
  if (documents === 'failed')
    return <Alert type="warning" showIcon title="已簽署的契約暫時無法載入，請稍後再試。" />;
  if (documents.length === 0) return null;
  return (
    <Card size="small" title="已簽署的契約" className="fenqi-signed-documents">
      <ul className="fenqi-signed-document-list">
        {documents.map((document) => (
          <li key={document.id}>
            <Typography.Text strong>{document.version}</Typography.Text>
            <Typography.Text type="secondary">
              {document.signerName}（{ROLE_TEXT[document.signerRole]}）簽署於{' '}
              {dayjs(document.signedAt).format('YYYY/MM/DD HH:mm')}
            </Typography.Text>
            <span className="fenqi-signed-document-actions">
              <a href={document.fileUrl} target="_blank" rel="noopener noreferrer">
                開啟 PDF<span className="fenqi-visually-hidden">：{document.title}</span>
              </a>
              <a href={document.fileUrl} download={`${document.contractId}-${document.id}.pdf`}>
                下載<span className="fenqi-visually-hidden">：{document.title}</span>
              </a>
            </span>
            <Typography.Text type="secondary" className="fenqi-signed-document-hash">
              SHA-256 <code>{document.sha256}</code>
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
