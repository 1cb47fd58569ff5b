/** GET /api/support/notifications (docs/product.md#data). */
export interface SupportNotifications {
  hasUnread: boolean;
}

/** Support's part of "export my data": GET /internal/me/export, called by the gateway. */
export interface SupportExport {
  tickets: Array<{
    id: string;
    subject: string;
    category: string | null;
    status: string;
    createdAt: string;
    updatedAt: string;
    messages: Array<{ id: string; author: 'user' | 'staff'; body: string; readByUser: boolean; createdAt: string }>;
  }>;
}
