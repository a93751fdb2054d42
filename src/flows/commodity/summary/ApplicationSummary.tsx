import { EditOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ClientFile } from '../../../api/v2/types/common';
import type { FileCategory } from '../../../api/v2/types/commodity';
import { COMMODITY_STEP_PATHS } from '../components/WizardFrame';
import type { CommodityForms } from '../model/form-data';
import { summarySections } from './summary-sections';
import { UploadedFilesSummary } from './UploadedFilesSummary';
import { useLookupNames } from './use-lookup-names';
import './summary.css';

/** Props of the step 5 summary. */
export interface ApplicationSummaryProps {
  forms: CommodityForms;
  files: readonly ClientFile[];
  categories: Record<string, FileCategory>;
}

/** Which step a section's answers were given on, for its 修改 link. */
const STEP_OF_SECTION: Record<string, 2 | 3 | 4> = { 申請方案: 2, 商品資料: 4 };

/**
 * Everything the member is about to send, read-only: plan, applicant, work or school, contacts,
 * passbook, product and the uploaded files with thumbnails; each part links back to its step.
 */
export function ApplicationSummary({ forms, files, categories }: ApplicationSummaryProps) {
  const navigate = useNavigate();
  const names = useLookupNames(forms);
  const edit = (step: 2 | 3 | 4, what: string) => (
    <Button
      type="link"
      size="small"
      icon={<EditOutlined />}
      onClick={() => navigate(COMMODITY_STEP_PATHS[step])}
      aria-label={`修改${what}`}
    >
      修改
    </Button>
  );
  return (
    <div className="fenqi-summary">
      {summarySections(forms, names).map((section) => (
        <section key={section.title} className="fenqi-summary-section" aria-label={section.title}>
          <div className="fenqi-summary-head">
            <Typography.Title level={2} className="fenqi-summary-title">
              {section.title}
            </Typography.Title>
            {edit(STEP_OF_SECTION[section.title] ?? 3, section.title)}
          </div>
          <dl className="fenqi-summary-rows">
            {section.rows.map((row) => (
              <div key={row.label} className="fenqi-summary-row">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section className="fenqi-summary-section" aria-label="上傳文件">
        <div className="fenqi-summary-head">
          <Typography.Title level={2} className="fenqi-summary-title">
            上傳文件
          </Typography.Title>
          {edit(4, '上傳文件')}
        </div>
        <UploadedFilesSummary product={forms.product} files={files} categories={categories} />
      </section>
    </div>
  );
}
