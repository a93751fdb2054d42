import { Empty, Statistic } from 'antd';
import dayjs from 'dayjs';
import type { SharingInfo } from '../../../api/v2/types/member';

/** The rewards side: how many friends joined through the member, and who (names masked by the server). */
export function ReferredFriends({ info }: { info: SharingInfo }) {
  return (
    <div className="fenqi-share-friends">
      <Statistic title="已推薦好友" value={info.referredCount} suffix="位" />
      {info.referredMembers.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="目前還沒有好友透過您的推薦加入，分享連結邀請好友吧！"
        />
      ) : (
        <ul className="fenqi-share-friend-list" aria-label="推薦好友名單">
          {info.referredMembers.map((friend) => (
            <li key={`${friend.maskedName}-${friend.joinedAt}`}>
              <span>{friend.maskedName}</span>
              <time dateTime={friend.joinedAt}>{dayjs(friend.joinedAt).format('YYYY/MM/DD')} 加入</time>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
