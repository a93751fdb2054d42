import { Button, Collapse, Empty, Space, Tag, Typography } from 'antd';
import type { StudioCase, StudioCaseError } from '../../../../.generated/api-replies';

export interface FixtureListProps {
  cases: readonly StudioCase[];
  /** Files not yet saved (new cases), by file name. */
  unsaved: ReadonlySet<string>;
  /** Loads a case's data into the preview. */
  onLoad: (file: string) => void;
  /** Opens the case's file in the editor. */
  onEdit: (file: string) => void;
}

function ErrorLines({
  errors,
  titles,
}: {
  errors: readonly StudioCaseError[];
  titles: Record<string, string>;
}) {
  if (errors.length === 0) return <Typography.Text type="secondary">（無錯誤）</Typography.Text>;
  return (
    <ul className="fenqi-studio-errors">
      {errors.map((error, i) => (
        <li key={i}>
          <code>{error.path}</code>
          {titles[error.path] ? `（${titles[error.path]}）` : ''}：{error.message}
          {error.keyword ? <Typography.Text type="secondary"> [{error.keyword}]</Typography.Text> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The form's fixture cases as the edit judges them: each with pass or fail, and on opening, what
 * it expects against what the validator reported, the differences, and a button that loads its
 * data into the preview.
 */
export function FixtureList({ cases, unsaved, onLoad, onEdit }: FixtureListProps) {
  if (cases.length === 0) return <Empty description="這份表單還沒有測試案例" />;
  const failed = cases.filter((c) => c.problems.length > 0).length;
  return (
    <>
      <Typography.Paragraph data-testid="studio-fixture-summary">
        {failed === 0 ? `${cases.length} 個案例全部通過` : `${failed} / ${cases.length} 個案例未通過`}
      </Typography.Paragraph>
      <Collapse
        size="small"
        items={cases.map((c) => {
          const passed = c.problems.length === 0;
          return {
            key: c.file,
            label: (
              <Space wrap data-testid={`studio-case-${c.file}`} data-status={passed ? 'pass' : 'fail'}>
                <Tag color={passed ? 'success' : 'error'}>{passed ? '通過' : '未通過'}</Tag>
                <span>{c.description || c.file}</span>
                <Typography.Text type="secondary">{c.file}</Typography.Text>
                {unsaved.has(c.file) && <Tag>未儲存</Tag>}
              </Space>
            ),
            children: (
              <>
                {c.expected && (
                  <>
                    <Typography.Text strong>
                      預期：{c.expected.valid ? '通過驗證' : '驗證不通過'}
                    </Typography.Text>
                    {!c.expected.valid && (
                      <ErrorLines errors={c.expected.errors ?? []} titles={c.fieldTitles} />
                    )}
                    <Typography.Text strong>
                      實際：{c.got.length === 0 ? '通過驗證' : '驗證不通過'}
                    </Typography.Text>
                    <ErrorLines errors={c.got} titles={c.fieldTitles} />
                  </>
                )}
                {!passed && (
                  <>
                    <Typography.Text strong type="danger">
                      不符之處
                    </Typography.Text>
                    <pre className="fenqi-studio-problems">{c.problems.join('\n')}</pre>
                  </>
                )}
                <Space wrap>
                  {!c.broken && (
                    <Button size="small" onClick={() => onLoad(c.file)}>
                      把這個案例的資料載入預覽
                    </Button>
                  )}
                  <Button size="small" onClick={() => onEdit(c.file)}>
                    編輯這個案例檔
                  </Button>
                </Space>
              </>
            ),
          };
        })}
      />
    </>
  );
}
