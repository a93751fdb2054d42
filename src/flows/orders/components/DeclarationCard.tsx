import { Collapse, Typography } from 'antd';
import type { CaseDeclaration } from '../../../api/v2/orders';

/** The application declaration (GET /members/apply-cases/{id}/declaration), folded: it is long. */
export function DeclarationCard({ declaration }: { declaration: CaseDeclaration }) {
  return (
    <Collapse
      size="small"
      className="fenqi-declaration"
      items={[
        {
          key: 'declaration',
          label: declaration.title,
          children: (
            <Typography.Paragraph className="fenqi-declaration-text" data-testid="declaration-text">
              {declaration.content}
            </Typography.Paragraph>
          ),
        },
      ]}
    />
  );
}
