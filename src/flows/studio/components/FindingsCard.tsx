import { Card, List, Typography } from 'antd';
import type { StudioPreview } from '../../../../.generated/api-replies';

/** The lint and compile findings of the edit, each with its file and JSON pointer. */
export function FindingsCard({ findings }: { findings: StudioPreview['findings'] }) {
  return (
    <Card size="small" title="檢查結果" className="fenqi-studio-findings">
      <List
        size="small"
        data-testid="studio-findings"
        locale={{ emptyText: '沒有發現問題' }}
        dataSource={findings}
        renderItem={(finding) => (
          <List.Item>
            <Typography.Text>
              <code>
                {finding.file}
                {finding.pointer ? ` ${finding.pointer}` : ''}
              </code>
              ：{finding.message}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
