import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
  QuestionCircleFilled,
} from '@ant-design/icons';
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DialogKind } from '../../api/errors/api-error-outcome';
import { dialogClosed } from '../../store/global-ui/actions';
import { selectCurrentDialog } from '../../store/global-ui/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

const LOOK: Record<DialogKind, { title: string; icon: ReactNode }> = {
  success: { title: '操作成功', icon: <CheckCircleFilled style={{ color: '#52c41a' }} /> },
  info: { title: '提示訊息', icon: <InfoCircleFilled style={{ color: '#1677ff' }} /> },
  confirm: { title: '請確認', icon: <QuestionCircleFilled style={{ color: '#faad14' }} /> },
  warning: { title: '注意', icon: <ExclamationCircleFilled style={{ color: '#faad14' }} /> },
  error: { title: '發生錯誤', icon: <CloseCircleFilled style={{ color: '#ff4d4f' }} /> },
};

/**
 * Shows the dialog queue of the store, one at a time (spec §8's five kinds). OK dispatches the
 * dialog's okAction and follows its redirect; a confirm's Cancel dispatches its cancelAction.
 * Only a confirm can be dismissed: closing any other dialog counts as OK, so its redirect
 * (e.g. to /login after an expired token) is never skipped.
 */
export function DialogHost() {
  const dialog = useAppSelector(selectCurrentDialog);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!dialog) return null;

  const isConfirm = dialog.kind === 'confirm';
  const dismissible = isConfirm && dialog.dismissible !== false;
  const look = LOOK[dialog.kind];
  const ok = () => {
    dispatch(dialogClosed(dialog.id));
    if (dialog.okAction) dispatch(dialog.okAction);
    if (dialog.redirect) navigate(dialog.redirect);
  };
  const cancel = () => {
    dispatch(dialogClosed(dialog.id));
    if (dialog.cancelAction) dispatch(dialog.cancelAction);
  };

  return (
    <Modal
      key={dialog.id}
      open
      centered
      width={400}
      className={`fenqi-dialog fenqi-dialog-${dialog.kind}`}
      title={
        <span className="fenqi-dialog-title">
          {look.icon}
          {dialog.title ?? look.title}
        </span>
      }
      closable={dismissible}
      keyboard={dialog.dismissible !== false}
      mask={{ closable: false }}
      onCancel={dismissible ? cancel : isConfirm ? () => undefined : ok}
      footer={[
        isConfirm && (
          <Button key="cancel" onClick={cancel}>
            {dialog.cancelText ?? '取消'}
          </Button>
        ),
        <Button key="ok" type="primary" onClick={ok} autoFocus>
          {dialog.okText ?? '確定'}
        </Button>,
      ]}
    >
      <p className="fenqi-dialog-message">{dialog.message}</p>
    </Modal>
  );
}
