import { LOGOUT_URL, useAuth } from '@blockbeat/shell-sdk';
import { Card } from '@blockbeat/ui';

/** Name, e-mail and picture as the identity provider gave them. */
export function ProfileCard() {
  const { user } = useAuth();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <Card title="Profile">
      <div className="profile">
        {user.profileImageUrl && <img src={user.profileImageUrl} alt="" width={56} height={56} />}
        <div>
          <div>{name}</div>
          <div className="muted-text">{user.email}</div>
        </div>
      </div>
      <p>
        <a href={LOGOUT_URL}>Log out</a>
      </p>
    </Card>
  );
}
