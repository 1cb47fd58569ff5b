import { usersAndSessions } from './001-users-and-sessions';

export const migrations = [usersAndSessions];
