import { Alert, Button } from 'antd';
import type { LineLoginControl } from '../use-line-login';

/** LINE's green login button, with the reason when LINE could not be started. */
export function LineLoginButton({ control, label }: { control: LineLoginControl; label: string }) {
  if (!control.available) return null;
  return (
    <>
      <Button className="fenqi-line-button" size="large" block loading={control.busy} onClick={control.start}>
        {label}
      </Button>
      {control.problem && <Alert type="warning" showIcon title={control.problem} />}
    </>
  );
}
