/** How an employer hears of new applications by mail: each as it comes, or one summary a day. */
export const NEW_APPLICATION_EMAILS = ['each', 'daily'] as const;
export type NewApplicationEmails = (typeof NEW_APPLICATION_EMAILS)[number];
export const NEW_APPLICATION_EMAIL_LABELS: Record<NewApplicationEmails, string> = { each: 'One email for each application', daily: 'One summary a day' };
