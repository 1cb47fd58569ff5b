/** GET /api/support/notifications (PRODUCT.md §3). */
export interface SupportNotifications {
  hasUnread: boolean;
}
