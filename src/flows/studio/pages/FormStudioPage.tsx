import { Spin } from 'antd';
import { PageTitle } from '../../../ui/PageTitle';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { StudioForms } from '../../../../.generated/api-replies';
import { ContractPreviewCard } from '../components/ContractPreviewCard';
import { FormStudio } from '../components/FormStudio';
import { StaticPreview } from '../components/StaticPreview';
import { fetchStudioForms } from '../studio-api';
import '../studio.css';

/**
 * The analysts' form studio. On a development server it edits any form of `schemas/`
 * with its uiSchema and fixture cases, previews and checks every edit, and saves with a diff;
 * elsewhere (a static build, production) it only previews the built forms.
 */
export default function FormStudioPage() {
  const { form } = useParams();
  const navigate = useNavigate();
  const [forms, setForms] = useState<StudioForms | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    fetchStudioForms().then(
      (list) => current && setForms(list),
      () => current && setForms(null),
    );
    return () => {
      current = false;
    };
  }, []);
  const pick = (name: string) => navigate(`/studio/${name}`);
  return (
    <main className="fenqi-studio-page">
      <PageTitle>表單工作室</PageTitle>
      {forms === undefined && <Spin description="載入中…" />}
      {forms === null && <StaticPreview name={form ?? 'login'} onPick={pick} />}
      {forms && <FormStudio forms={forms} name={form ?? forms[0].name} onPick={pick} />}
      {forms && <ContractPreviewCard />}
    </main>
  );
}
