export const SUPPORT_EMAIL = 'support@blockbeat.app';
