import crypto from 'node:crypto';
import type { Sequelize } from 'sequelize';

/**
 * A user and a session row as express-openid-connect stores them after a sign-in; answers the
 * `Cookie` header value (the cookie carries only the session id).
 */
export async function sessionFor(
  sequelize: Sequelize,
  email: string,
  { cookieName = 'blockbeat_session', lastUsedSecondsAgo = 0 } = {},
): Promise<string> {
  const [rows] = (await sequelize.query(
    "INSERT INTO gateway.users (issuer_sub, email, first_name) VALUES (:sub, :email, 'Test') RETURNING id",
    { replacements: { sub: `test|${email}`, email } },
  )) as [Array<{ id: string }>, unknown];
  const now = Math.floor(Date.now() / 1000);
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const idToken = `${b64({ alg: 'none' })}.${b64({ sub: email, email, iat: now, exp: now + 3600 })}.`;
  const sid = crypto.randomBytes(16).toString('hex');
  const uat = now - lastUsedSecondsAgo;
  const payload = { header: { iat: uat, uat, exp: now + 3600 }, data: { id_token: idToken, userId: rows[0]!.id } };
  await sequelize.query("INSERT INTO gateway.sessions (sid, data, expires_at) VALUES (:sid, :data, now() + interval '1 hour')", {
    replacements: { sid, data: JSON.stringify(payload) },
  });
  return `${cookieName}=${sid}`;
}

/** The session id inside a `Cookie` header value made by sessionFor. */
export const sidOf = (cookie: string) => cookie.split('=')[1]!;
