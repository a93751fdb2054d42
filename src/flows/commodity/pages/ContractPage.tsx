import { useMemo, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { ContractDocumentView } from '../../../step-flow/contract/ContractDocumentView';
import { ContractSigning } from '../../../step-flow/contract/ContractSigning';
import { signatureSlotsOf } from '../../../step-flow/contract/flow-contract';
import { signatureFile } from '../../../ui/signature-pad/signature-file';
import { contractAgreed, type ContractName } from '../actions';
import { COMMODITY_STEP_PATHS } from '../commodity-flow';
import { guardedStep } from '../components/WizardFrame';
import { contractTermsOf } from '../contracts/contract-terms';
import { contractOf } from '../contracts/contracts';
import {
  selectCommodityFiles,
  selectContractAgreements,
  selectWizardForms,
  type WithCommodity,
} from '../selectors';
import { createFileUploader } from '../uploads/file-uploader';

/**
 * A contract of step 5 (layout 'doc') on the engine's contract page: its text filled from the
 * application, the signatures already made, and the pad. Each signature is uploaded as its slot's
 * file category; once every signature is stored the agreement time is recorded (contractAgreed)
 * and the member is back on step 5.
 */
export function ContractPage({ name }: { name: ContractName }) {
  const contract = contractOf(name);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const store = useStore<WithCommodity>();
  const agreedAt = useSelector(selectContractAgreements);
  const forms = useSelector(selectWizardForms);
  const files = useSelector(selectCommodityFiles);
  const target = useSelector((state: WithCommodity) => guardedStep(5, state));
  const upload = useMemo(() => createFileUploader({ dispatch }), [dispatch]);
  const [today] = useState(() => new Date());
  const documents = useMemo(
    () => contract.documents(contractTermsOf(forms, today)),
    [contract, forms, today],
  );

  if (target !== 5) return <Navigate to={COMMODITY_STEP_PATHS[target]} replace />;

  const backToStep5 = () => navigate(COMMODITY_STEP_PATHS[5]);
  const sign = async (index: number, png: string) => {
    const { category } = contract.signatures[index];
    await upload(signatureFile(png, category.name), category, () => undefined);
    return signatureSlotsOf(selectCommodityFiles(store.getState()), contract).map((slot) => slot.signed);
  };

  return (
    <ContractSigning
      title={contract.title}
      slots={signatureSlotsOf(files, contract)}
      agreedAt={agreedAt[name]}
      signerName={forms.applicant.name}
      backText="返回確認訂單"
      onBack={backToStep5}
      sign={sign}
      onAgree={() => {
        dispatch(contractAgreed(name, new Date().toISOString()));
        backToStep5();
      }}
    >
      {documents.map((document) => (
        <ContractDocumentView key={document.title} document={document} />
      ))}
    </ContractSigning>
  );
}
