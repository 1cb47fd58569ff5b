import type { AuthUser } from '@blockbeat/contracts';
import { LOGOUT_URL, useAuth } from '@blockbeat/shell-sdk';
import { Card } from '@blockbeat/ui';

export function initialsOf(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  const fromName = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (fromName || user.email.charAt(0)).toUpperCase();
}

/** Name, e-mail and picture as the identity provider gave them; initials when there is no picture. */
export function ProfileCard() {
  const { user } = useAuth();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <Card title="Profile">
      <div className="profile">
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" width={56} height={56} className="profile-picture" />
        ) : (
          <span className="profile-picture profile-initials" aria-hidden="true" data-testid="profile-initials">
            {initialsOf(user)}
          </span>
        )}
        <div>
          <div className="account-profile-name">{name}</div>
          <div className="muted-text">{user.email}</div>
        </div>
      </div>
      <p className="card-footer">
        <a href={LOGOUT_URL}>Log out</a>
      </p>
    </Card>
  );
}
