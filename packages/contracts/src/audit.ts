/** Audit action types and how severe each is (drives row styling in the audit trail). */
export const AUDIT_ACTIONS = {
  LOGIN_SUCCESS: 'info',
  LOGIN_FAILED: 'warning',
  LOGOUT: 'info',
  REGISTER: 'info',
  ADMIN_CREATED: 'critical',
  PASSWORD_CHANGED: 'warning',
  PASSWORD_RESET: 'warning',
  PASSWORD_RESET_REQUESTED: 'info',
  PASSWORD_RESET_FAILED: 'warning',
  PROFILE_UPDATED: 'info',
  PREFERENCES_UPDATED: 'info',
  FILE_UPLOADED: 'info',
  FILE_REJECTED: 'warning',
  FILE_DELETED: 'info',
  JOB_CREATED: 'info',
  JOB_UPDATED: 'info',
  JOB_STATUS_CHANGED: 'info',
  JOB_TAKEN_DOWN: 'warning',
  JOB_HOLD_LIFTED: 'info',
  JOB_DELETED: 'warning',
  APPLICATION_CREATED: 'info',
  APPLICATION_WITHDRAWN: 'info',
  APPLICATION_STATUS_CHANGED: 'info',
  APPLICATION_DELETED: 'warning',
  USER_STATUS_CHANGED: 'warning',
  USER_ROLE_CHANGED: 'critical',
  USER_DELETED: 'critical',
  ACCESS_DENIED: 'error',
  AUDIT_EXPORTED: 'info',
  DISCLOSURE_UPDATED: 'info',
  TASK_RETRIED: 'info',
  ACCOMMODATION_REQUESTED: 'info',
  ACCOMMODATION_ANSWERED: 'info',
  ACCOMMODATION_REPLIED: 'info',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export type AuditSeverity = (typeof AUDIT_ACTIONS)[AuditAction];

export const AUDIT_ENTITY_TYPES = ['user', 'job', 'application', 'file', 'security', 'task', 'accommodation_request'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
