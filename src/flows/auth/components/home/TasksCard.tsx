import { Card, Typography } from 'antd';
import type { HomeTask } from '../../member-home-data';
import { LinkButton } from '../../../../ui/LinkButton';
import { GuarantorLinkButton } from './GuarantorLinkButton';

/** How each kind of task reads and what its button says. */
const TASK_TEXT: Record<HomeTask['kind'], { title: string; hint: string; action: string }> = {
  idVerify: {
    title: '完成線上對保',
    hint: '申請已核准，請核對資料、上傳自拍照並簽署分期付款契約及本票。',
    action: '前往對保',
  },
  guarantor: {
    title: '等待保證人填寫資料',
    hint: '請將連結傳給保證人，由保證人完成資料填寫與簽名。',
    action: '複製保證人連結',
  },
  supplement: { title: '請上傳補件', hint: '審核需要您補充資料。', action: '上傳補件' },
  guardian: {
    title: '法定代理人同意',
    hint: '申請人未成年，請法定代理人閱讀同意書並留下聯絡手機。',
    action: '前往填寫',
  },
};

function TaskAction({ task }: { task: HomeTask }) {
  const text = TASK_TEXT[task.kind];
  if (!task.to) return null;
  if (task.kind === 'guarantor') return <GuarantorLinkButton link={task.to} />;
  return (
    <LinkButton to={task.to} type="primary">
      {text.action}
    </LinkButton>
  );
}

/** What the member's cases wait on them for, each with the way to act (hidden when nothing waits). */
export function TasksCard({ tasks }: { tasks: HomeTask[] }) {
  if (tasks.length === 0) return null;
  return (
    <Card title={`需要您處理（${tasks.length}）`} size="small" className="fenqi-home-card fenqi-tasks-card">
      <ul className="fenqi-task-list">
        {tasks.map((task) => {
          const text = TASK_TEXT[task.kind];
          const note = task.kind === 'guarantor' && task.note ? `保證人：${task.note}` : task.note;
          return (
            <li
              key={`${task.kind}-${task.caseId}`}
              className="fenqi-task"
              data-testid="home-task"
              data-kind={task.kind}
            >
              <div className="fenqi-task-text">
                <Typography.Text strong>{text.title}</Typography.Text>
                <Typography.Text type="secondary" className="fenqi-task-case">
                  {task.productName}・{task.caseNo}
                </Typography.Text>
                <span className="fenqi-task-hint">{text.hint}</span>
                {note && <span className="fenqi-task-note">{note}</span>}
              </div>
              <TaskAction task={task} />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
