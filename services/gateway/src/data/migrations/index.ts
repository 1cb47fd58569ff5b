import { usersAndSessions } from './001-users-and-sessions';
import { rateLimits } from './002-rate-limits';

export const migrations = [usersAndSessions, rateLimits];
