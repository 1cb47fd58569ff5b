export const GROUP_EMAIL_PATH = '/admin/group-email';
/** Where templates are written (the templates screen's own path). */
export const EMAIL_TEMPLATES_PATH = '/admin/email-templates';
