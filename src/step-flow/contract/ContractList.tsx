import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ClientFile } from '../../api/v2/types/common';
import { isAgreedAndSigned, isSigned, type FlowContract } from './flow-contract';
import { useNextAfterAgreement } from './use-next-after-agreement';
import './contract-kind.css';

/** Props of a step's list of contracts. */
export interface ContractListProps {
  contracts: readonly FlowContract<never>[];
  /** When each contract (by name) was agreed, or null. */
  agreedAt: Readonly<Record<string, string | null>>;
  /** The flow's stored files (the signatures among them). */
  files: readonly ClientFile[];
  /** The URL of a contract's page (e.g. with the flow's link query); default its path. */
  urlOf?: (path: string) => string;
}

/** Where one contract stands, in words. */
function standing(contract: FlowContract<never>, agreedAt: string | null, files: readonly ClientFile[]) {
  if (isAgreedAndSigned(agreedAt, files, contract)) {
    return { done: true, text: `已同意 ${dayjs(agreedAt).format('YYYY/MM/DD HH:mm')}` };
  }
  // Agreed earlier but a signature is gone (removed, or not on the server any more).
  if (agreedAt && !isSigned(files, contract)) return { done: false, text: '簽名未完成，請重新簽署' };
  return { done: false, text: '尚未同意' };
}

/**
 * A step's contracts (the contract step kind): each with 已同意 and the time once agreed and
 * signed, otherwise 閱讀並同意 to its page. Back from a contract just agreed to, the next one to
 * read (or the step's next button) is brought into view and focused.
 */
export function ContractList({ contracts, agreedAt, files, urlOf = (path) => path }: ContractListProps) {
  const navigate = useNavigate();
  const list = useRef<HTMLUListElement>(null);
  useNextAfterAgreement(list);
  return (
    <ul className="fenqi-contract-list" aria-label="契約" ref={list}>
      {contracts.map((contract) => {
        const { done, text } = standing(contract, agreedAt[contract.name] ?? null, files);
        return (
          <li key={contract.name} className="fenqi-contract-item" data-done={done}>
            <div className="fenqi-contract-item-text">
              <Typography.Text strong>{contract.title}</Typography.Text>
              <Typography.Text type={done ? 'success' : 'secondary'}>
                {done ? <CheckCircleFilled /> : <ExclamationCircleOutlined />} {text}
              </Typography.Text>
            </div>
            <Button
              type={done ? 'default' : 'primary'}
              onClick={() => navigate(urlOf(contract.path))}
              aria-label={`${done ? '再次閱讀' : '閱讀並同意'}${contract.title}`}
            >
              {done ? '再次閱讀' : '閱讀並同意'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
