import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import type { CommodityState } from '../slice';
import { CONTRACTS, isAgreedAndSigned, isSigned } from './contracts';
import './contracts.css';

/** The state of one contract in words. */
function stateOf(state: Pick<CommodityState, 'files' | 'contractsAgreedAt'>, index: number) {
  const contract = CONTRACTS[index];
  const agreedAt = state.contractsAgreedAt[contract.name];
  if (isAgreedAndSigned(state, contract)) {
    return { done: true, text: `已同意 ${dayjs(agreedAt).format('YYYY/MM/DD HH:mm')}` };
  }
  // Agreed earlier but a signature is gone (removed, or not on the server any more).
  if (agreedAt && !isSigned(state.files, contract)) return { done: false, text: '簽名未完成，請重新簽署' };
  return { done: false, text: '尚未同意' };
}

/**
 * Step 5's three contracts: each with 已同意 and the time once agreed and signed, otherwise
 * 閱讀並同意 to its page.
 */
export function ContractAgreementList({
  state,
}: {
  state: Pick<CommodityState, 'files' | 'contractsAgreedAt'>;
}) {
  const navigate = useNavigate();
  return (
    <ul className="fenqi-contract-list" aria-label="契約">
      {CONTRACTS.map((contract, index) => {
        const { done, text } = stateOf(state, index);
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
              onClick={() => navigate(contract.path)}
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
