import { Alert, Button, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { signaturePadToggled } from '../../../store/global-ui/actions';
import { selectSignaturePadOpen } from '../../../store/global-ui/selectors';
import type { GlobalUiState } from '../../../store/global-ui/slice';
import { COMMODITY_STEP_PATHS } from '../components/WizardFrame';
import { ContractDocumentView } from '../contracts/ContractDocumentView';
import { contractTermsOf } from '../contracts/contract-terms';
import { contractOf, isSigned, signatureFileOf } from '../contracts/contracts';
import { signatureFile } from '../../../ui/signature-pad/signature-file';
import { SignaturePad } from '../../../ui/signature-pad/SignaturePad';
import { SignatureSlots } from '../contracts/SignatureSlots';
import '../contracts/contracts.css';
import { selectCommodity, type WithCommodity } from '../selectors';
import { contractAgreed, type ContractName } from '../actions';
import { allowedStep } from '../stepper-state';
import { createFileUploader } from '../uploads/file-uploader';
import { usePinnedScrollPadding } from '../../../step-flow/pinned-scroll-padding';

type PageState = WithCommodity & { globalUi: GlobalUiState };

/**
 * A contract of step 5 (layout 'doc'): its text filled from the application, the signatures
 * already made, and the signature pad behind the global toggle. 確認簽名 uploads the drawing as
 * the slot's file category; once every signature of the contract is stored the agreement time is
 * recorded (contractAgreed) and the member is back on step 5.
 */
export function ContractPage({ name }: { name: ContractName }) {
  const contract = contractOf(name);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const store = useStore<PageState>();
  const commodity = useSelector(selectCommodity);
  const padOpen = useSelector(selectSignaturePadOpen);
  const [chosenSlot, setChosenSlot] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // Signing by keyboard carries over to the contract's next signature.
  const [typing, setTyping] = useState(false);
  const padRef = useRef<HTMLDivElement>(null);
  // The pinned 返回 / signing buttons: a field reached by Tab is scrolled clear of them.
  const actionsRef = useRef<HTMLDivElement>(null);
  usePinnedScrollPadding(actionsRef);
  const upload = useMemo(() => createFileUploader({ dispatch }), [dispatch]);
  const [today] = useState(() => new Date());
  const documents = useMemo(
    () => contract.documents(contractTermsOf(commodity, today)),
    [contract, commodity, today],
  );

  const { files, completed } = commodity;
  const signed = isSigned(files, contract);
  // The slot is chosen when the pad opens and kept: a file stored meanwhile (the upload's reply)
  // must not swap the pad under the member's finger.
  const activeSlot = padOpen ? chosenSlot : null;
  const agreedAt = commodity.contractsAgreedAt[name];

  // Each contract page opens with the pad closed, and leaves it closed for the next page.
  useEffect(() => {
    dispatch(signaturePadToggled(false));
    return () => void dispatch(signaturePadToggled(false));
  }, [dispatch]);
  useEffect(() => {
    if (activeSlot !== null) padRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [activeSlot]);

  const target = allowedStep(5, completed);
  if (target !== 5) return <Navigate to={COMMODITY_STEP_PATHS[target]} replace />;

  const backToStep5 = () => navigate(COMMODITY_STEP_PATHS[5]);
  const agree = () => {
    dispatch(signaturePadToggled(false));
    dispatch(contractAgreed(name, new Date().toISOString()));
    backToStep5();
  };
  const openPad = (slot: number | null) => {
    const firstUnsigned = contract.signatures.findIndex((other) => !signatureFileOf(files, other));
    setChosenSlot(slot ?? Math.max(firstUnsigned, 0));
    dispatch(signaturePadToggled(true));
  };

  const confirm = async (png: string) => {
    if (activeSlot === null) return;
    const slot = contract.signatures[activeSlot];
    setBusy(true);
    try {
      await upload(signatureFile(png, slot.category.name), slot.category, () => undefined);
    } catch {
      // The uploader has shown why; the pad stays open to try again.
      setBusy(false);
      return;
    }
    setBusy(false);
    const latest = store.getState().commodity.files;
    const next = contract.signatures.findIndex((other) => !signatureFileOf(latest, other));
    if (next >= 0) openPad(next);
    else agree();
  };

  const primary =
    signed && !padOpen ? (
      <Button size="large" type="primary" onClick={agree}>
        同意並返回
      </Button>
    ) : (
      <Button
        size="large"
        type={padOpen ? 'default' : 'primary'}
        onClick={() => (padOpen ? dispatch(signaturePadToggled(false)) : openPad(null))}
      >
        {padOpen ? '收合簽名板' : '我已閱讀，開始簽名'}
      </Button>
    );

  return (
    <div className="fenqi-contract-page">
      <Typography.Title level={1} className="fenqi-contract-page-title">
        {contract.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        請詳閱以下條款，確認內容無誤後於頁末簽名；簽名完成即表示您同意本契約。
      </Typography.Paragraph>
      {agreedAt && (
        <Alert
          type="success"
          showIcon
          title={`您已於 ${dayjs(agreedAt).format('YYYY/MM/DD HH:mm')} 同意本契約`}
        />
      )}
      {documents.map((document) => (
        <ContractDocumentView key={document.title} document={document} />
      ))}
      <section className="fenqi-contract-sign" aria-label="簽名">
        <Typography.Title level={2} className="fenqi-contract-doc-title">
          簽名
        </Typography.Title>
        <SignatureSlots slots={contract.signatures} files={files} signing={activeSlot} onResign={openPad} />
        {activeSlot !== null && (
          <div ref={padRef}>
            <SignaturePad
              key={activeSlot}
              label={contract.signatures[activeSlot].label}
              busy={busy}
              onConfirm={(png) => void confirm(png)}
              expectedName={commodity.forms.applicant.name}
              typing={typing}
              onTypingChange={setTyping}
              takeFocus
            />
          </div>
        )}
      </section>
      <div className="fenqi-contract-actions" ref={actionsRef}>
        <Button size="large" onClick={backToStep5}>
          返回確認訂單
        </Button>
        {primary}
      </div>
    </div>
  );
}
