import { Alert, Button, Collapse, Typography } from 'antd';
import type { CaseDeclaration } from '../../../api/v2/orders';

/** Props of the declaration's part of the order detail. */
export interface DeclarationCardProps {
  /** The declaration, or null when it could not be loaded. */
  declaration: CaseDeclaration | null;
  /** Why it could not be loaded (shown in its place). */
  failure: string | null;
  /** Asks for the detail again (its other parts stay on the screen meanwhile). */
  onRetry: () => void;
}

/**
 * The application declaration (GET /members/apply-cases/{id}/declaration), folded: it is long. When
 * it could not be loaded it says so in its own place, and the rest of the detail stays readable.
 */
export function DeclarationCard({ declaration, failure, onRetry }: DeclarationCardProps) {
  if (!declaration)
    return (
      <Alert
        type="warning"
        showIcon
        className="fenqi-declaration"
        data-testid="declaration-failure"
        title={failure ?? '申請聲明暫時無法載入，請稍後再試。'}
        action={
          <Button size="small" onClick={onRetry}>
            重試
          </Button>
        }
      />
    );
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
