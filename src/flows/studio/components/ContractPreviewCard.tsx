import { Alert, Button, Card, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { StudioContracts } from '../../../../.generated/api-replies';
import { fetchContractPreview, fetchStudioContracts, studioErrorMessage } from '../studio-api';

/**
 * 契約預覽: an analyst picks a contract text of contracts/ (as it is on disk, edits included) and a
 * case number, and opens the PDF a signer of that case would get, with a stand-in signature.
 */
export function ContractPreviewCard() {
  const [contracts, setContracts] = useState<StudioContracts>([]);
  const [id, setId] = useState<string>('installment');
  const [caseNo, setCaseNo] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    fetchStudioContracts().then(setContracts, (error: unknown) => setProblem(studioErrorMessage(error)));
  }, []);
  const open = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const pdf = await fetchContractPreview(id, caseNo.trim().toUpperCase());
      window.open(URL.createObjectURL(pdf), '_blank', 'noopener');
    } catch (error) {
      // A refused preview comes back as a blob too: read its message.
      const data = (error as { response?: { data?: Blob } }).response?.data;
      const body = data instanceof Blob ? (JSON.parse(await data.text()) as { message?: string }) : null;
      setProblem(body?.message ?? studioErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title="契約預覽" className="fenqi-studio-contracts">
      <div className="fenqi-studio-contract-bar">
        <Select
          aria-label="契約"
          value={id}
          onChange={setId}
          className="fenqi-studio-contract-pick"
          options={contracts.map((c) => ({ value: c.id, label: `${c.title} ${c.version} 版（${c.id}）` }))}
        />
        <Input
          aria-label="案件編號"
          placeholder="案件編號，例如 FQ20261127000001"
          value={caseNo}
          onChange={(event) => setCaseNo(event.target.value)}
          className="fenqi-studio-contract-case"
        />
        <Button type="primary" loading={busy} disabled={!caseNo.trim()} onClick={() => void open()}>
          以此案件的數字預覽 PDF
        </Button>
      </div>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
    </Card>
  );
}
