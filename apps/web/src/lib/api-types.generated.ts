// Generated from the API's OpenAPI document by `npm run api:types`; do not edit.
// A test fails when this file no longer matches the document (apps/api/test/openapi.test.ts).
export interface paths {
    "/apis/v1/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the support team */
        post: operations["postApisContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accommodation-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The accommodation requests of those of these applications you may see */
        get: operations["getAccommodationRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accommodation-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One accommodation request with its thread */
        get: operations["getAccommodationRequestsById"];
        /** Answer every requested accommodation (the job's employer) */
        put: operations["putAccommodationRequestsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accommodation-requests/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to the employer's answer (the applicant) */
        post: operations["postAccommodationRequestsByIdReplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accommodation-requests/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many accommodation requests wait for your answer, and since when (employers) */
        get: operations["getAccommodationRequestsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accommodations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The accommodation types and the physical and sensory requirements jobs and profiles use */
        get: operations["getAccommodations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recompute the audit trail's hash chain: whether every row is intact, and the first that is not */
        get: operations["getAdminAuditVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/task-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each queue of background work: waiting, active, failed in the last 24 hours; the latest failed tasks */
        get: operations["getAdminTaskQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/task-queue/failed/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed task again */
        post: operations["postAdminTaskQueueFailedByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Key figures of a time range with changes against the previous period, platform measurements and recent activity */
        get: operations["getAnalyticsAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/applicant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job seeker's dashboard: counts and recommended jobs with their match */
        get: operations["getAnalyticsApplicant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/application-metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Applications per day or week and their current status */
        get: operations["getAnalyticsApplicationMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/dashboard-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totals and what the last 7 days added (admin dashboard's cards) */
        get: operations["getAnalyticsDashboardStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/employer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The employer's dashboard: own jobs, views, applications and changes over 30 days */
        get: operations["getAnalyticsEmployer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/job-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jobs posted per day or week, by type, status and category */
        get: operations["getAnalyticsJobStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/recent-activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest 10 events of the audit trail and the application history */
        get: operations["getAnalyticsRecentActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The analytics of a time range as a CSV file (analytics_report_{range}_{date}.csv) */
        get: operations["getAnalyticsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/system-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Database, API server, web client, mail and file storage, checked now */
        get: operations["getAnalyticsSystemStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/user-growth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** New users per day or week and by role */
        get: operations["getAnalyticsUserGrowth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every application with job, applicant and employer, paged and filtered (admin) */
        get: operations["getApplications"];
        put?: never;
        /** Apply for a job, or re-apply after withdrawing (job seekers) */
        post: operations["postApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an application and its history (admin) */
        delete: operations["deleteApplicationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{id}/accommodation-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application's accommodation requests, newest first (its applicant, the job's employer, administrators) */
        get: operations["getApplicationsByIdAccommodationRequests"];
        put?: never;
        /** Ask for accommodations on your application */
        post: operations["postApplicationsByIdAccommodationRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{id}/disclosure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Share your disability information on one application now, or hold back a share its employer has not seen */
        put: operations["putApplicationsByIdDisclosure"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application's status history, oldest first */
        get: operations["getApplicationsByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an application's status: the job's employer along the transition table, or an administrator */
        put: operations["putApplicationsByIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Withdraw your own application */
        put: operations["putApplicationsByIdWithdraw"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/my-applicants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Applications to the employer's own jobs, newest first */
        get: operations["getApplicationsMyApplicants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/applications/my-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job seeker's applications with statistics */
        get: operations["getApplicationsMyApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit/action-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every action type with its severity */
        get: operations["getAuditActionTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The entity types audit rows are about */
        get: operations["getAuditCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered rows as a CSV file (audit_logs_{date}.csv), streamed */
        get: operations["getAuditExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit rows, newest first, filtered and paged (50 a page by default) */
        get: operations["getAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Successful and failed actions and the most active users in a time range */
        get: operations["getAuditStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (job seeker page); signs out other sessions */
        post: operations["postAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a 4-digit password reset code (the same answer whether or not the address has an account) */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current session token */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an applicant or employer account */
        post: operations["postAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset code; the code is used up and every session is signed out */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a password reset code without using it up */
        post: operations["postAuthVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public company page with its active jobs */
        get: operations["getCompaniesBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/{slug}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company logo as square WebP (304 when If-None-Match has its ETag) */
        get: operations["getCompaniesBySlugLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/{slug}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hide or show a company page (administrators) */
        put: operations["putCompaniesBySlugVisibility"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The employer's own company page settings */
        get: operations["getCompaniesMine"];
        /** Save the accessibility statement and locations */
        put: operations["putCompaniesMine"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/mine/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the company logo (multipart part "logo") */
        post: operations["postCompaniesMineLogo"];
        /** Delete the company logo */
        delete: operations["deleteCompaniesMineLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open a signed download link: the file, with its own content type */
        get: operations["getFilesByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each dependency with its state and latency; 503 when the database does not answer */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Process liveness, without touching the database */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search and filter jobs (public; personal for a signed-in job seeker) */
        get: operations["getJobs"];
        put?: never;
        /** Post a job (employers); with wording findings, as advice */
        post: operations["postJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job */
        get: operations["getJobsById"];
        /** Edit a job (its employer); with wording findings, as advice */
        put: operations["putJobsById"];
        post?: never;
        /** Delete a job (its employer or an admin) */
        delete: operations["deleteJobsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a job draft with the full job form (its employer); with wording findings, as advice */
        post: operations["postJobsByIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a job (job seekers; idempotent)
         * @description Kept as the original specification names it; the same as `PUT /v1/users/saved-jobs/{id}`, which new clients use.
         */
        post: operations["postJobsByIdSave"];
        /**
         * Remove a job from saved jobs (idempotent)
         * @description Kept as the original specification names it; the same as `DELETE /v1/users/saved-jobs/{id}`, which new clients use.
         */
        delete: operations["deleteJobsByIdSave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to three similar public jobs */
        get: operations["getJobsByIdSimilar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a job status (its employer, unless an admin holds it; an admin taking it down gives a reason) */
        put: operations["putJobsByIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a new job draft (employers; never public) */
        post: operations["postJobsDrafts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save changes to a job draft (its employer) */
        put: operations["putJobsDraftsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/employer/my-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The employer's own jobs */
        get: operations["getJobsEmployerMyJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/language-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a job's texts for wording that may exclude people (advice only; nothing is saved) */
        post: operations["postJobsLanguageCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notifications, newest first, with the unread count */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark all your notifications read */
        patch: operations["patchNotifications"];
        trace?: never;
    };
    "/v1/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark one of your notifications read */
        patch: operations["patchNotificationsById"];
        trace?: never;
    };
    "/v1/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark one of your notifications read
         * @description Kept as the original specification names it; the same as `PATCH /v1/notifications/{id}`, which new clients use.
         */
        put: operations["putNotificationsByIdRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark all your notifications read
         * @description Kept as the original specification names it; the same as `PATCH /v1/notifications`, which new clients use.
         */
        put: operations["putNotificationsReadAll"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job seeker's saved searches, oldest first */
        get: operations["getSavedSearches"];
        put?: never;
        /** Save the job list filters, with how often to mail new jobs */
        post: operations["postSavedSearches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename, change, pause or resume a saved search
         * @description Kept as the original specification names it; the same as `PATCH /v1/saved-searches/{id}`, which new clients use.
         */
        put: operations["putSavedSearchesById"];
        post?: never;
        /** Delete a saved search */
        delete: operations["deleteSavedSearchesById"];
        options?: never;
        head?: never;
        /** Rename, change, pause or resume a saved search */
        patch: operations["patchSavedSearchesById"];
        trace?: never;
    };
    "/v1/upload/download/profile-picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A signed link to the profile-picture, valid for a few minutes */
        get: operations["getUploadDownloadProfilePicture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/upload/download/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A signed link to the resume, valid for a few minutes */
        get: operations["getUploadDownloadResume"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/upload/profile-picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the profile-picture (multipart part "profilePicture") */
        post: operations["postUploadProfilePicture"];
        /** Delete the profile-picture */
        delete: operations["deleteUploadProfilePicture"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/upload/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the resume (multipart part "resume") */
        post: operations["postUploadResume"];
        /** Delete the resume */
        delete: operations["deleteUploadResume"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, paged and filtered, with summary counts (admin) */
        get: operations["getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a user; with force=true also their jobs, applications, files, notifications and sessions (admin) */
        delete: operations["deleteUsersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a user's role (admin) */
        put: operations["putUsersByIdRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Activate or deactivate a user; deactivation signs them out everywhere (admin) */
        put: operations["putUsersByIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search public job seeker profiles */
        get: operations["getUsersCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/candidates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One public job seeker profile and the employer's applications from them */
        get: operations["getUsersCandidatesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password (administrator and employer pages); signs out other sessions */
        put: operations["putUsersChangePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/disclosure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When employers see your disability information (job seekers) */
        get: operations["getUsersDisclosure"];
        /** Choose when employers see your disability information (job seekers) */
        put: operations["putUsersDisclosure"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/disclosure/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who has seen your disability information, most recent first (job seekers) */
        get: operations["getUsersDisclosureViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the signed-in user's preferences (those left out stay)
         * @description Kept as the original specification names it; the same as `PATCH /v1/users/preferences`, which new clients use.
         */
        put: operations["putUsersPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the signed-in user's preferences (those left out stay) */
        patch: operations["patchUsersPreferences"];
        trace?: never;
    };
    "/v1/users/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with preferences */
        get: operations["getUsersProfile"];
        /** Update the signed-in user's profile (fields by role) */
        put: operations["putUsersProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/saved-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job seeker's saved jobs */
        get: operations["getUsersSavedJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/saved-jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a job (job seekers; idempotent) */
        put: operations["putUsersSavedJobsById"];
        post?: never;
        /** Remove a job from saved jobs (idempotent) */
        delete: operations["deleteUsersSavedJobsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccessibilityPreferencesInput: {
            /** @default 16 */
            fontSize: number;
            /** @default false */
            highContrast: boolean;
            /** @default false */
            reducedMotion: boolean;
        };
        AccessibilityPreferencesInputInput: {
            /** @default 16 */
            fontSize?: number;
            /** @default false */
            highContrast?: boolean;
            /** @default false */
            reducedMotion?: boolean;
        };
        AccommodationRequest: {
            answer: components["schemas"]["RequestResponse"][] | null;
            applicant: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            /** Format: uuid */
            applicationId: string;
            createdAt: string;
            details: string | null;
            firstAnsweredAt: string | null;
            /** Format: uuid */
            id: string;
            items: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
            job: {
                /** Format: uuid */
                id: string;
                title: string;
            };
            /** @enum {string} */
            stage: "application" | "assessment" | "interview" | "job";
            /** @enum {string} */
            state: "waiting" | "answered";
            thread: components["schemas"]["RequestEvent"][];
            updatedAt: string;
            waitingSince: string | null;
        };
        AccommodationRequestBody: {
            details: unknown;
            items: unknown;
            /** @enum {string} */
            stage: "application" | "assessment" | "interview" | "job";
        };
        AccommodationRequestBodyInput: {
            details?: string | null;
            /** @default [] */
            items?: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
            /** @enum {string} */
            stage: "application" | "assessment" | "interview" | "job";
        };
        AccommodationRequestInput: {
            answer: components["schemas"]["RequestResponseInput"][] | null;
            applicant: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            /** Format: uuid */
            applicationId: string;
            createdAt: string;
            details: string | null;
            firstAnsweredAt: string | null;
            /** Format: uuid */
            id: string;
            items: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
            job: {
                /** Format: uuid */
                id: string;
                title: string;
            };
            /** @enum {string} */
            stage: "application" | "assessment" | "interview" | "job";
            /** @enum {string} */
            state: "waiting" | "answered";
            thread: components["schemas"]["RequestEventInput"][];
            updatedAt: string;
            waitingSince: string | null;
        };
        AccommodationRequestListResponse: {
            data: {
                requests: components["schemas"]["AccommodationRequest"][];
            };
            /** @constant */
            success: true;
        };
        AccommodationRequestListResponseInput: {
            data: {
                requests: components["schemas"]["AccommodationRequestInput"][];
            };
            /** @constant */
            success: true;
        };
        AccommodationRequestResponse: {
            data: {
                request: components["schemas"]["AccommodationRequest"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        AccommodationRequestResponseInput: {
            data: {
                request: components["schemas"]["AccommodationRequestInput"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        AccommodationVocabularyResponse: {
            data: {
                groups: {
                    /** @enum {string} */
                    id: "schedule" | "place" | "technology" | "communication" | "process";
                    label: string;
                }[];
                requirements: {
                    /** @enum {string} */
                    id: "lifting" | "standing" | "walking" | "climbing" | "fine-motor" | "driving-licence" | "hearing" | "vision" | "speaking";
                    /** @enum {string} */
                    kind: "physical" | "sensory";
                    label: string;
                }[];
                types: {
                    description: string;
                    /** @enum {string} */
                    group: "schedule" | "place" | "technology" | "communication" | "process";
                    /** @enum {string} */
                    id: "flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person";
                    label: string;
                }[];
                version: number;
            };
            /** @constant */
            success: true;
        };
        AccommodationVocabularyResponseInput: {
            data: {
                groups: {
                    /** @enum {string} */
                    id: "schedule" | "place" | "technology" | "communication" | "process";
                    label: string;
                }[];
                requirements: {
                    /** @enum {string} */
                    id: "lifting" | "standing" | "walking" | "climbing" | "fine-motor" | "driving-licence" | "hearing" | "vision" | "speaking";
                    /** @enum {string} */
                    kind: "physical" | "sensory";
                    label: string;
                }[];
                types: {
                    description: string;
                    /** @enum {string} */
                    group: "schedule" | "place" | "technology" | "communication" | "process";
                    /** @enum {string} */
                    id: "flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person";
                    label: string;
                }[];
                version: number;
            };
            /** @constant */
            success: true;
        };
        Activity: {
            icon: string;
            text: string;
            time: string;
        };
        ActivityInput: {
            icon: string;
            text: string;
            time: string;
        };
        AdminAnalytics: {
            activeJobs: number;
            activeUsers: number;
            applicationGrowth: number | null;
            applicationQualityScore: number | null;
            applicationsThisPeriod: number;
            avgApplicationsPerJob: number | null;
            avgResponseTime: number | null;
            avgSessionDuration: number | null;
            avgTimeToHire: number | null;
            conversionChange: number | null;
            conversionRate: number | null;
            errorRate: number | null;
            hiringSuccessRate: number | null;
            jobCompletionRate: number | null;
            jobGrowth: number | null;
            jobsPosted: number;
            newUsers: number;
            p95ResponseTime: number | null;
            recentActivity: components["schemas"]["Activity"][];
            retentionRate: number | null;
            /** @enum {string} */
            timeRange: "7d" | "30d" | "90d" | "1y";
            topCategories: components["schemas"]["ChartPoint"][];
            totalApplications: number;
            totalCompanies: number;
            totalUsers: number;
            uptime: number;
            userGrowth: number | null;
            userSatisfaction: number | null;
        };
        AdminAnalyticsInput: {
            activeJobs: number;
            activeUsers: number;
            applicationGrowth: number | null;
            applicationQualityScore: number | null;
            applicationsThisPeriod: number;
            avgApplicationsPerJob: number | null;
            avgResponseTime: number | null;
            avgSessionDuration: number | null;
            avgTimeToHire: number | null;
            conversionChange: number | null;
            conversionRate: number | null;
            errorRate: number | null;
            hiringSuccessRate: number | null;
            jobCompletionRate: number | null;
            jobGrowth: number | null;
            jobsPosted: number;
            newUsers: number;
            p95ResponseTime: number | null;
            recentActivity: components["schemas"]["ActivityInput"][];
            retentionRate: number | null;
            /** @enum {string} */
            timeRange: "7d" | "30d" | "90d" | "1y";
            topCategories: components["schemas"]["ChartPointInput"][];
            totalApplications: number;
            totalCompanies: number;
            totalUsers: number;
            uptime: number;
            userGrowth: number | null;
            userSatisfaction: number | null;
        };
        AdminAnalyticsResponse: {
            data: components["schemas"]["AdminAnalytics"];
            /** @constant */
            success: true;
        };
        AdminAnalyticsResponseInput: {
            data: components["schemas"]["AdminAnalyticsInput"];
            /** @constant */
            success: true;
        };
        AdminApplication: {
            applicant_email: string;
            applicant_name: string;
            company_name: string | null;
            created_at: string;
            employer_email: string;
            employer_name: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            job_id: string;
            job_status: string;
            job_title: string;
            /** @enum {string} */
            status: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew";
            updated_at: string;
        };
        AdminApplicationInput: {
            applicant_email: string;
            applicant_name: string;
            company_name: string | null;
            created_at: string;
            employer_email: string;
            employer_name: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            job_id: string;
            job_status: string;
            job_title: string;
            /** @enum {string} */
            status: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew";
            updated_at: string;
        };
        AdminApplicationsQuery: {
            /** @default 20 */
            limit: number;
            /** @default 1 */
            page: number;
            search?: string;
            status?: unknown;
        };
        AdminApplicationsQueryInput: {
            /** @default 20 */
            limit?: number;
            /** @default 1 */
            page?: number;
            search?: string;
            /** @enum {string} */
            status?: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew" | "interviewing" | "withdrawn";
        };
        AdminApplicationsResponse: {
            data: {
                applications: components["schemas"]["AdminApplication"][];
                pagination: components["schemas"]["Pagination"];
                summary: components["schemas"]["ApplicationSummary"];
            };
            /** @constant */
            success: true;
        };
        AdminApplicationsResponseInput: {
            data: {
                applications: components["schemas"]["AdminApplicationInput"][];
                pagination: components["schemas"]["PaginationInput"];
                summary: components["schemas"]["ApplicationSummaryInput"];
            };
            /** @constant */
            success: true;
        };
        AdminJobSummary: {
            active: number;
            applications: number;
            draft: number;
            employer_deactivated: number;
            inactive: number;
            total: number;
        };
        AdminJobSummaryInput: {
            active: number;
            applications: number;
            draft: number;
            employer_deactivated: number;
            inactive: number;
            total: number;
        };
        AdminProfileUpdate: {
            department: unknown;
            employee_id: unknown;
            first_name: string;
            job_title: unknown;
            last_name: string;
            phone: unknown;
            supervisor: unknown;
        };
        AdminProfileUpdateInput: {
            department?: string | null;
            employee_id?: string | null;
            first_name: string;
            job_title?: string | null;
            last_name: string;
            phone?: string | null;
            supervisor?: string | null;
        };
        AdminStatusBody: {
            notes: unknown;
            status: unknown;
        };
        AdminStatusBodyInput: {
            notes?: string | null;
            /** @enum {string} */
            status: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew" | "interviewing" | "withdrawn";
        };
        AdminUser: {
            company_name: string | null;
            created_at: string;
            email: string;
            first_name: string | null;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            last_login: string | null;
            last_name: string | null;
            /** @enum {string} */
            role: "applicant" | "employer" | "admin";
        };
        AdminUserInput: {
            company_name: string | null;
            created_at: string;
            email: string;
            first_name: string | null;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            last_login: string | null;
            last_name: string | null;
            /** @enum {string} */
            role: "applicant" | "employer" | "admin";
        };
        AdminUserResponse: {
            data: {
                user: components["schemas"]["AdminUser"];
            };
            message: string;
            /** @constant */
            success: true;
        };
        AdminUserResponseInput: {
            data: {
                user: components["schemas"]["AdminUserInput"];
            };
            message: string;
            /** @constant */
            success: true;
        };
        AdminUsersQuery: {
            /** @default 20 */
            limit: number;
            /** @default 1 */
            page: number;
            /** @enum {string} */
            role?: "applicant" | "employer" | "admin";
            search?: string;
            /** @enum {string} */
            status?: "active" | "inactive";
        };
        AdminUsersQueryInput: {
            /** @default 20 */
            limit?: number;
            /** @default 1 */
            page?: number;
            /** @enum {string} */
            role?: "applicant" | "employer" | "admin";
            search?: string;
            /** @enum {string} */
            status?: "active" | "inactive";
        };
        AdminUsersResponse: {
            data: {
                pagination: components["schemas"]["Pagination"];
                summary: components["schemas"]["UserSummary"];
                users: components["schemas"]["AdminUser"][];
            };
            /** @constant */
            success: true;
        };
        AdminUsersResponseInput: {
            data: {
                pagination: components["schemas"]["PaginationInput"];
                summary: components["schemas"]["UserSummaryInput"];
                users: components["schemas"]["AdminUserInput"][];
            };
            /** @constant */
            success: true;
        };
        AnalyticsRangeQuery: {
            /**
             * @default 30d
             * @enum {string}
             */
            time_range: "7d" | "30d" | "90d" | "1y";
        };
        AnalyticsRangeQueryInput: {
            /**
             * @default 30d
             * @enum {string}
             */
            time_range?: "7d" | "30d" | "90d" | "1y";
        };
        AnswerRequestBody: {
            responses: components["schemas"]["RequestResponse"][];
        };
        AnswerRequestBodyInput: {
            responses: components["schemas"]["RequestResponseInput"][];
        };
        ApplicantDashboard: {
            matchHint: string | null;
            matchScore: number | null;
            profileViews: number;
            recommendedJobs: components["schemas"]["RecommendedJob"][];
            savedJobs: number;
            totalApplications: number;
        };
        ApplicantDashboardInput: {
            matchHint: string | null;
            matchScore: number | null;
            profileViews: number;
            recommendedJobs: components["schemas"]["RecommendedJobInput"][];
            savedJobs: number;
            totalApplications: number;
        };
        ApplicantDashboardResponse: {
            data: components["schemas"]["ApplicantDashboard"];
            /** @constant */
            success: true;
        };
        ApplicantDashboardResponseInput: {
            data: components["schemas"]["ApplicantDashboardInput"];
            /** @constant */
            success: true;
        };
        ApplicantProfileUpdate: {
            accessibility_needs?: string[];
            accommodations: unknown;
            accommodations_needed?: unknown;
            bio: unknown;
            education: unknown;
            experience_years?: number | null;
            first_name: string;
            job_title: unknown;
            last_name: string;
            location: unknown;
            phone: unknown;
            remote_preference: unknown;
            skills?: unknown;
        };
        ApplicantProfileUpdateInput: {
            accessibility_needs?: string[];
            accommodations?: string | null;
            accommodations_needed?: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
            bio?: string | null;
            education?: (("high_school" | "associate" | "bachelor" | "master" | "doctorate" | "certification") | "") | null;
            experience_years?: number | null;
            first_name: string;
            job_title?: string | null;
            last_name: string;
            location?: string | null;
            phone?: string | null;
            remote_preference?: (("any" | "true" | "false" | "hybrid") | "") | null;
            skills?: string[];
        };
        ApplicationDisclosure: {
            choice: ("shared" | "withheld") | null;
            seen: boolean;
            shared: boolean;
        };
        ApplicationDisclosureBody: {
            share: boolean;
        };
        ApplicationDisclosureBodyInput: {
            share: boolean;
        };
        ApplicationDisclosureInput: {
            choice: ("shared" | "withheld") | null;
            seen: boolean;
            shared: boolean;
        };
        ApplicationDisclosureResponse: {
            data: {
                disclosure: components["schemas"]["ApplicationDisclosure"];
            };
            message: string;
            /** @constant */
            success: true;
        };
        ApplicationDisclosureResponseInput: {
            data: {
                disclosure: components["schemas"]["ApplicationDisclosureInput"];
            };
            message: string;
            /** @constant */
            success: true;
        };
        ApplicationHistoryEntry: {
            changedBy: string | null;
            createdAt: string;
            fromStatus: ("applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew") | null;
            /** Format: uuid */
            id: string;
            notes: string | null;
            /** @enum {string} */
            toStatus: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew";
        };
        ApplicationHistoryEntryInput: {
            changedBy: string | null;
            createdAt: string;
            fromStatus: ("applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew") | null;
            /** Format: uuid */
            id: string;
            notes: string | null;
            /** @enum {string} */
            toStatus: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew";
        };
        ApplicationHistoryResponse: {
            data: {
                history: components["schemas"]["ApplicationHistoryEntry"][];
            };
            /** @constant */
            success: true;
        };
        ApplicationHistoryResponseInput: {
            data: {
                history: components["schemas"]["ApplicationHistoryEntryInput"][];
            };
            /** @constant */
            success: true;
        };
        ApplicationIdParams: {
            /** Format: uuid */
            id: string;
        };
        ApplicationIdParamsInput: {
            /** Format: uuid */
            id: string;
        };
        ApplicationMetrics: {
            statusBreakdown: components["schemas"]["ChartPoint"][];
            submissions: components["schemas"]["ChartPoint"][];
            /** @enum {string} */
            timeRange: "7d" | "30d" | "90d" | "1y";
        };
        ApplicationMetricsInput: {
            statusBreakdown: components["schemas"]["ChartPointInput"][];
            submissions: components["schemas"]["ChartPointInput"][];
            /** @enum {string} */
            timeRange: "7d" | "30d" | "90d" | "1y";
        };
        ApplicationMetricsResponse: {
            data: components["schemas"]["ApplicationMetrics"];
            /** @constant */
            success: true;
        };
        ApplicationMetricsResponseInput: {
            data: components["schemas"]["ApplicationMetricsInput"];
            /** @constant */
            success: true;
        };
        ApplicationResponse: {
            data: {
                application: components["schemas"]["MyApplication"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        ApplicationResponseInput: {
            data: {
                application: components["schemas"]["MyApplicationInput"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        ApplicationStats: {
            active: number;
            hired: number;
            total: number;
        };
        ApplicationStatsInput: {
            active: number;
            hired: number;
            total: number;
        };
        /** @enum {string} */
        ApplicationStatus: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew";
        /** @enum {string} */
        ApplicationStatusInput: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew";
        ApplicationSummary: {
            applicant_withdrew: number;
            applied: number;
            hired: number;
            interviewed: number;
            offered: number;
            rejected: number;
            reviewing: number;
            shortlisted: number;
            total: number;
        };
        ApplicationSummaryInput: {
            applicant_withdrew: number;
            applied: number;
            hired: number;
            interviewed: number;
            offered: number;
            rejected: number;
            reviewing: number;
            shortlisted: number;
            total: number;
        };
        ApplyBody: {
            accommodation_request?: components["schemas"]["AccommodationRequestBody"];
            cover_letter: unknown;
            /** Format: uuid */
            job_id: string;
            resume_url: unknown;
            share_disability?: boolean;
        };
        ApplyBodyInput: {
            accommodation_request?: components["schemas"]["AccommodationRequestBodyInput"];
            cover_letter?: string | null;
            /** Format: uuid */
            job_id: string;
            resume_url?: string | null;
            share_disability?: boolean;
        };
        AuditActionTypesResponse: {
            data: {
                id: string;
                name: string;
                /** @enum {string} */
                severity_level: "critical" | "error" | "warning" | "info";
            }[];
            /** @constant */
            success: true;
        };
        AuditActionTypesResponseInput: {
            data: {
                id: string;
                name: string;
                /** @enum {string} */
                severity_level: "critical" | "error" | "warning" | "info";
            }[];
            /** @constant */
            success: true;
        };
        AuditCategoriesResponse: {
            data: {
                /** @enum {string} */
                id: "user" | "job" | "application" | "file" | "security" | "task" | "accommodation_request";
                name: string;
            }[];
            /** @constant */
            success: true;
        };
        AuditCategoriesResponseInput: {
            data: {
                /** @enum {string} */
                id: "user" | "job" | "application" | "file" | "security" | "task" | "accommodation_request";
                name: string;
            }[];
            /** @constant */
            success: true;
        };
        AuditFilterQuery: {
            /** @enum {string} */
            actionType?: "LOGIN_SUCCESS" | "LOGIN_FAILED" | "LOGOUT" | "REGISTER" | "ADMIN_CREATED" | "PASSWORD_CHANGED" | "PASSWORD_RESET" | "PASSWORD_RESET_REQUESTED" | "PASSWORD_RESET_FAILED" | "PROFILE_UPDATED" | "PREFERENCES_UPDATED" | "FILE_UPLOADED" | "FILE_REJECTED" | "FILE_DELETED" | "JOB_CREATED" | "JOB_UPDATED" | "JOB_STATUS_CHANGED" | "JOB_TAKEN_DOWN" | "JOB_HOLD_LIFTED" | "JOB_DELETED" | "APPLICATION_CREATED" | "APPLICATION_WITHDRAWN" | "APPLICATION_STATUS_CHANGED" | "APPLICATION_DELETED" | "USER_STATUS_CHANGED" | "USER_ROLE_CHANGED" | "USER_DELETED" | "ACCESS_DENIED" | "AUDIT_EXPORTED" | "DISCLOSURE_UPDATED" | "TASK_RETRIED" | "ACCOMMODATION_REQUESTED" | "ACCOMMODATION_ANSWERED" | "ACCOMMODATION_REPLIED" | "COMPANY_PAGE_UPDATED" | "COMPANY_PAGE_HIDDEN" | "COMPANY_PAGE_SHOWN";
            endDate?: unknown;
            /** @enum {string} */
            entityType?: "user" | "job" | "application" | "file" | "security" | "task" | "accommodation_request";
            ipAddress?: string;
            startDate?: unknown;
            /** @enum {string} */
            success?: "true" | "false";
            /** Format: uuid */
            userId?: string;
        };
        AuditFilterQueryInput: {
            /** @enum {string} */
            actionType?: "LOGIN_SUCCESS" | "LOGIN_FAILED" | "LOGOUT" | "REGISTER" | "ADMIN_CREATED" | "PASSWORD_CHANGED" | "PASSWORD_RESET" | "PASSWORD_RESET_REQUESTED" | "PASSWORD_RESET_FAILED" | "PROFILE_UPDATED" | "PREFERENCES_UPDATED" | "FILE_UPLOADED" | "FILE_REJECTED" | "FILE_DELETED" | "JOB_CREATED" | "JOB_UPDATED" | "JOB_STATUS_CHANGED" | "JOB_TAKEN_DOWN" | "JOB_HOLD_LIFTED" | "JOB_DELETED" | "APPLICATION_CREATED" | "APPLICATION_WITHDRAWN" | "APPLICATION_STATUS_CHANGED" | "APPLICATION_DELETED" | "USER_STATUS_CHANGED" | "USER_ROLE_CHANGED" | "USER_DELETED" | "ACCESS_DENIED" | "AUDIT_EXPORTED" | "DISCLOSURE_UPDATED" | "TASK_RETRIED" | "ACCOMMODATION_REQUESTED" | "ACCOMMODATION_ANSWERED" | "ACCOMMODATION_REPLIED" | "COMPANY_PAGE_UPDATED" | "COMPANY_PAGE_HIDDEN" | "COMPANY_PAGE_SHOWN";
            endDate?: string;
            /** @enum {string} */
            entityType?: "user" | "job" | "application" | "file" | "security" | "task" | "accommodation_request";
            ipAddress?: string;
            startDate?: string;
            /** @enum {string} */
            success?: "true" | "false";
            /** Format: uuid */
            userId?: string;
        };
        AuditLog: {
            action_type: string;
            created_at: string;
            description: string;
            email: string | null;
            entity_id: string | null;
            entity_type: string;
            first_name: string | null;
            /** Format: uuid */
            id: string;
            ip_address: string | null;
            last_name: string | null;
            role: string | null;
            seq: number;
            severity_level: ("critical" | "error" | "warning" | "info") | null;
            success: boolean;
            user_agent: string | null;
            user_id: string | null;
        };
        AuditLogInput: {
            action_type: string;
            created_at: string;
            description: string;
            email: string | null;
            entity_id: string | null;
            entity_type: string;
            first_name: string | null;
            /** Format: uuid */
            id: string;
            ip_address: string | null;
            last_name: string | null;
            role: string | null;
            seq: number;
            severity_level: ("critical" | "error" | "warning" | "info") | null;
            success: boolean;
            user_agent: string | null;
            user_id: string | null;
        };
        AuditLogsQuery: {
            /** @enum {string} */
            actionType?: "LOGIN_SUCCESS" | "LOGIN_FAILED" | "LOGOUT" | "REGISTER" | "ADMIN_CREATED" | "PASSWORD_CHANGED" | "PASSWORD_RESET" | "PASSWORD_RESET_REQUESTED" | "PASSWORD_RESET_FAILED" | "PROFILE_UPDATED" | "PREFERENCES_UPDATED" | "FILE_UPLOADED" | "FILE_REJECTED" | "FILE_DELETED" | "JOB_CREATED" | "JOB_UPDATED" | "JOB_STATUS_CHANGED" | "JOB_TAKEN_DOWN" | "JOB_HOLD_LIFTED" | "JOB_DELETED" | "APPLICATION_CREATED" | "APPLICATION_WITHDRAWN" | "APPLICATION_STATUS_CHANGED" | "APPLICATION_DELETED" | "USER_STATUS_CHANGED" | "USER_ROLE_CHANGED" | "USER_DELETED" | "ACCESS_DENIED" | "AUDIT_EXPORTED" | "DISCLOSURE_UPDATED" | "TASK_RETRIED" | "ACCOMMODATION_REQUESTED" | "ACCOMMODATION_ANSWERED" | "ACCOMMODATION_REPLIED" | "COMPANY_PAGE_UPDATED" | "COMPANY_PAGE_HIDDEN" | "COMPANY_PAGE_SHOWN";
            endDate?: unknown;
            /** @enum {string} */
            entityType?: "user" | "job" | "application" | "file" | "security" | "task" | "accommodation_request";
            ipAddress?: string;
            /** @default 50 */
            limit: number;
            /** @default 1 */
            page: number;
            startDate?: unknown;
            /** @enum {string} */
            success?: "true" | "false";
            /** Format: uuid */
            userId?: string;
        };
        AuditLogsQueryInput: {
            /** @enum {string} */
            actionType?: "LOGIN_SUCCESS" | "LOGIN_FAILED" | "LOGOUT" | "REGISTER" | "ADMIN_CREATED" | "PASSWORD_CHANGED" | "PASSWORD_RESET" | "PASSWORD_RESET_REQUESTED" | "PASSWORD_RESET_FAILED" | "PROFILE_UPDATED" | "PREFERENCES_UPDATED" | "FILE_UPLOADED" | "FILE_REJECTED" | "FILE_DELETED" | "JOB_CREATED" | "JOB_UPDATED" | "JOB_STATUS_CHANGED" | "JOB_TAKEN_DOWN" | "JOB_HOLD_LIFTED" | "JOB_DELETED" | "APPLICATION_CREATED" | "APPLICATION_WITHDRAWN" | "APPLICATION_STATUS_CHANGED" | "APPLICATION_DELETED" | "USER_STATUS_CHANGED" | "USER_ROLE_CHANGED" | "USER_DELETED" | "ACCESS_DENIED" | "AUDIT_EXPORTED" | "DISCLOSURE_UPDATED" | "TASK_RETRIED" | "ACCOMMODATION_REQUESTED" | "ACCOMMODATION_ANSWERED" | "ACCOMMODATION_REPLIED" | "COMPANY_PAGE_UPDATED" | "COMPANY_PAGE_HIDDEN" | "COMPANY_PAGE_SHOWN";
            endDate?: string;
            /** @enum {string} */
            entityType?: "user" | "job" | "application" | "file" | "security" | "task" | "accommodation_request";
            ipAddress?: string;
            /** @default 50 */
            limit?: number;
            /** @default 1 */
            page?: number;
            startDate?: string;
            /** @enum {string} */
            success?: "true" | "false";
            /** Format: uuid */
            userId?: string;
        };
        AuditLogsResponse: {
            data: {
                logs: components["schemas"]["AuditLog"][];
                pages: number;
                pagination: components["schemas"]["Pagination"];
                total: number;
            };
            /** @constant */
            success: true;
        };
        AuditLogsResponseInput: {
            data: {
                logs: components["schemas"]["AuditLogInput"][];
                pages: number;
                pagination: components["schemas"]["PaginationInput"];
                total: number;
            };
            /** @constant */
            success: true;
        };
        AuditStatsQuery: {
            timeRange: unknown;
        };
        AuditStatsQueryInput: {
            /** @enum {string} */
            timeRange?: "1h" | "24h" | "7d" | "30d";
        };
        AuditStatsResponse: {
            data: {
                stats: {
                    count: number;
                    success: boolean;
                }[];
                /** @enum {string} */
                timeRange: "1h" | "24h" | "7d" | "30d";
                topUsers: {
                    count: number;
                    email: string | null;
                    first_name: string | null;
                    last_name: string | null;
                    role: string | null;
                    user_id: string | null;
                }[];
            };
            /** @constant */
            success: true;
        };
        AuditStatsResponseInput: {
            data: {
                stats: {
                    count: number;
                    success: boolean;
                }[];
                /** @enum {string} */
                timeRange: "1h" | "24h" | "7d" | "30d";
                topUsers: {
                    count: number;
                    email: string | null;
                    first_name: string | null;
                    last_name: string | null;
                    role: string | null;
                    user_id: string | null;
                }[];
            };
            /** @constant */
            success: true;
        };
        AuditVerifyResponse: {
            data: {
                checkedRows: number;
                /** Format: uuid */
                firstBrokenId?: string;
                valid: boolean;
            };
            /** @constant */
            success: true;
        };
        AuditVerifyResponseInput: {
            data: {
                checkedRows: number;
                /** Format: uuid */
                firstBrokenId?: string;
                valid: boolean;
            };
            /** @constant */
            success: true;
        };
        AuthResponse: {
            data: {
                token: string;
                user: components["schemas"]["User"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        AuthResponseInput: {
            data: {
                token: string;
                user: components["schemas"]["UserInput"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        Candidate: {
            accessibility_needs?: string[];
            accommodations?: string | null;
            accommodations_needed?: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
            bio: string | null;
            disability_shared: boolean;
            education: string | null;
            email: string | null;
            experience_years: number | null;
            first_name: string | null;
            /** Format: uuid */
            id: string;
            is_remote: boolean;
            job_title: string | null;
            last_name: string | null;
            location: string | null;
            phone: string | null;
            profile_picture_url: string | null;
            remote_preference: string | null;
            skills: string[];
        };
        CandidateDetailResponse: {
            data: {
                applications: {
                    appliedAt: string;
                    /** Format: uuid */
                    id: string;
                    job: {
                        /** Format: uuid */
                        id: string;
                        title: string;
                    };
                    status: string;
                }[];
                candidate: components["schemas"]["Candidate"];
            };
            /** @constant */
            success: true;
        };
        CandidateDetailResponseInput: {
            data: {
                applications: {
                    appliedAt: string;
                    /** Format: uuid */
                    id: string;
                    job: {
                        /** Format: uuid */
                        id: string;
                        title: string;
                    };
                    status: string;
                }[];
                candidate: components["schemas"]["CandidateInput"];
            };
            /** @constant */
            success: true;
        };
        CandidateIdParams: {
            /** Format: uuid */
            id: string;
        };
        CandidateIdParamsInput: {
            /** Format: uuid */
            id: string;
        };
        CandidateInput: {
            accessibility_needs?: string[];
            accommodations?: string | null;
            accommodations_needed?: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
            bio: string | null;
            disability_shared: boolean;
            education: string | null;
            email: string | null;
            experience_years: number | null;
            first_name: string | null;
            /** Format: uuid */
            id: string;
            is_remote: boolean;
            job_title: string | null;
            last_name: string | null;
            location: string | null;
            phone: string | null;
            profile_picture_url: string | null;
            remote_preference: string | null;
            skills: string[];
        };
        CandidateSearchQuery: {
            accessibilityNeeds: string[];
            education?: "high_school" | "associate" | "bachelor" | "master" | "doctorate" | "certification";
            experienceYears?: number;
            isRemote?: "any" | "true" | "false" | "hybrid";
            keyword?: string;
            /** @default 10 */
            limit: number;
            location?: string;
            /** @default 1 */
            page: number;
            skills: string[];
        };
        CandidateSearchQueryInput: {
            accessibilityNeeds?: string;
            education?: "" | ("high_school" | "associate" | "bachelor" | "master" | "doctorate" | "certification");
            experienceYears?: "" | "any" | number;
            isRemote?: "" | ("any" | "true" | "false" | "hybrid");
            keyword?: string;
            /** @default 10 */
            limit?: number;
            location?: string;
            /** @default 1 */
            page?: number;
            skills?: string;
        };
        CandidateSearchResponse: {
            data: {
                candidates: components["schemas"]["Candidate"][];
                page: number;
                pages: number;
                total: number;
            };
            /** @constant */
            success: true;
        };
        CandidateSearchResponseInput: {
            data: {
                candidates: components["schemas"]["CandidateInput"][];
                page: number;
                pages: number;
                total: number;
            };
            /** @constant */
            success: true;
        };
        ChangePasswordRequest: {
            confirmPassword?: string;
            currentPassword: string;
            newPassword: components["schemas"]["RegistrationPassword"];
        };
        ChangePasswordRequestInput: {
            confirmPassword?: string;
            currentPassword: string;
            newPassword: components["schemas"]["RegistrationPasswordInput"];
        };
        ChangePasswordWithConfirmRequest: {
            confirmPassword: string;
            currentPassword: string;
            newPassword: string;
        };
        ChangePasswordWithConfirmRequestInput: {
            confirmPassword: string;
            currentPassword: string;
            newPassword: string;
        };
        ChartPoint: {
            label: string;
            value: number;
        };
        ChartPointInput: {
            label: string;
            value: number;
        };
        CompanyLogo: {
            large: string;
            medium: string;
            small: string;
        };
        CompanyLogoInput: {
            large: string;
            medium: string;
            small: string;
        };
        CompanyPage: {
            about: string | null;
            accessibility_statement: string | null;
            country: string | null;
            founded_year: number | null;
            hidden: boolean;
            industry: string | null;
            jobs: components["schemas"]["Job"][];
            locations: string[];
            logo: components["schemas"]["CompanyLogo"] | null;
            name: string;
            size: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1000+") | null;
            slug: string;
            website: string | null;
        };
        CompanyPageInput: {
            about: string | null;
            accessibility_statement: string | null;
            country: string | null;
            founded_year: number | null;
            hidden: boolean;
            industry: string | null;
            jobs: components["schemas"]["JobInput"][];
            locations: string[];
            logo: components["schemas"]["CompanyLogoInput"] | null;
            name: string;
            size: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1000+") | null;
            slug: string;
            website: string | null;
        };
        CompanyPageResponse: {
            data: components["schemas"]["CompanyPage"];
            message?: string;
            /** @constant */
            success: true;
        };
        CompanyPageResponseInput: {
            data: components["schemas"]["CompanyPageInput"];
            message?: string;
            /** @constant */
            success: true;
        };
        CompanySlugParams: {
            slug: string;
        };
        CompanySlugParamsInput: {
            slug: string;
        };
        CompanyVisibilityRequest: {
            hidden: boolean;
        };
        CompanyVisibilityRequestInput: {
            hidden: boolean;
        };
        ContactRequest: {
            email: components["schemas"]["EmailField"];
            message: string;
            name: string;
            phone?: string;
            subject: string;
        };
        ContactRequestInput: {
            email: components["schemas"]["EmailFieldInput"];
            message: string;
            name: string;
            phone?: string;
            subject: string;
        };
        ContactResponse: {
            message?: string;
            /** @constant */
            success: true;
        };
        ContactResponseInput: {
            message?: string;
            /** @constant */
            success: true;
        };
        CreateSavedSearchRequest: {
            /** @enum {string} */
            frequency: "instant" | "daily" | "weekly";
            name: string;
            query: components["schemas"]["SavedSearchQuery"];
        };
        CreateSavedSearchRequestInput: {
            /** @enum {string} */
            frequency: "instant" | "daily" | "weekly";
            name: string;
            query: components["schemas"]["SavedSearchQueryInput"];
        };
        DashboardStats: {
            newApplicationsThisWeek: number;
            newEmployersThisWeek: number;
            newJobsThisWeek: number;
            newUsersThisWeek: number;
            totalApplications: number;
            totalEmployers: number;
            totalJobs: number;
            totalUsers: number;
        };
        DashboardStatsInput: {
            newApplicationsThisWeek: number;
            newEmployersThisWeek: number;
            newJobsThisWeek: number;
            newUsersThisWeek: number;
            totalApplications: number;
            totalEmployers: number;
            totalJobs: number;
            totalUsers: number;
        };
        DashboardStatsResponse: {
            data: components["schemas"]["DashboardStats"];
            /** @constant */
            success: true;
        };
        DashboardStatsResponseInput: {
            data: components["schemas"]["DashboardStatsInput"];
            /** @constant */
            success: true;
        };
        DeleteUserQuery: {
            /** @enum {string} */
            force?: "true" | "false";
        };
        DeleteUserQueryInput: {
            /** @enum {string} */
            force?: "true" | "false";
        };
        DeleteUserResponse: {
            data: {
                deleted: {
                    applications: number;
                    files: number;
                    jobs: number;
                };
            };
            message: string;
            /** @constant */
            success: true;
        };
        DeleteUserResponseInput: {
            data: {
                deleted: {
                    applications: number;
                    files: number;
                    jobs: number;
                };
            };
            message: string;
            /** @constant */
            success: true;
        };
        DisclosureSettings: {
            inFinder: boolean;
            /** @enum {string} */
            stage: "never" | "applied" | "shortlisted" | "interviewed" | "offered";
        };
        DisclosureSettingsInput: {
            inFinder: boolean;
            /** @enum {string} */
            stage: "never" | "applied" | "shortlisted" | "interviewed" | "offered";
        };
        DisclosureSettingsResponse: {
            data: components["schemas"]["DisclosureSettings"];
            message?: string;
            /** @constant */
            success: true;
        };
        DisclosureSettingsResponseInput: {
            data: components["schemas"]["DisclosureSettingsInput"];
            message?: string;
            /** @constant */
            success: true;
        };
        DisclosureView: {
            application: {
                id: string | null;
                jobTitle: string;
            } | null;
            /** @enum {string} */
            context: "application" | "finder" | "accommodation_request";
            firstSeenAt: string;
            /** Format: uuid */
            id: string;
            lastSeenAt: string;
            times: number;
            viewer: {
                company: string | null;
                name: string;
                /** @enum {string} */
                role: "employer" | "admin";
            };
        };
        DisclosureViewInput: {
            application: {
                id: string | null;
                jobTitle: string;
            } | null;
            /** @enum {string} */
            context: "application" | "finder" | "accommodation_request";
            firstSeenAt: string;
            /** Format: uuid */
            id: string;
            lastSeenAt: string;
            times: number;
            viewer: {
                company: string | null;
                name: string;
                /** @enum {string} */
                role: "employer" | "admin";
            };
        };
        DisclosureViewsQuery: {
            /** @default 10 */
            limit: number;
            /** @default 1 */
            page: number;
        };
        DisclosureViewsQueryInput: {
            /** @default 10 */
            limit?: number;
            /** @default 1 */
            page?: number;
        };
        DisclosureViewsResponse: {
            data: {
                pagination: components["schemas"]["Pagination"];
                views: components["schemas"]["DisclosureView"][];
            };
            /** @constant */
            success: true;
        };
        DisclosureViewsResponseInput: {
            data: {
                pagination: components["schemas"]["PaginationInput"];
                views: components["schemas"]["DisclosureViewInput"][];
            };
            /** @constant */
            success: true;
        };
        DownloadResponse: {
            data: {
                downloadUrl: string;
                expiresAt: string;
                fileName: string;
            };
            /** @constant */
            success: true;
        };
        DownloadResponseInput: {
            data: {
                downloadUrl: string;
                expiresAt: string;
                fileName: string;
            };
            /** @constant */
            success: true;
        };
        EmailField: unknown;
        EmailFieldInput: string;
        EmployerApplication: {
            applicant: {
                accessibilityNeeds?: string[];
                accommodations?: string | null;
                accommodationsNeeded?: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
                bio: string | null;
                education: string | null;
                email: string;
                experienceYears: number | null;
                firstName: string | null;
                /** Format: uuid */
                id: string;
                lastName: string | null;
                phone: string | null;
                profilePictureUrl: string | null;
                skills: string[];
            };
            appliedAt: string;
            coverLetter: string | null;
            disability_shared: boolean;
            employerNotes: string | null;
            history: components["schemas"]["ApplicationHistoryEntry"][];
            /** Format: uuid */
            id: string;
            job: {
                company: {
                    name: string;
                };
                /** Format: uuid */
                id: string;
                jobType: string;
                location: string;
                salaryCurrency: string;
                salaryMax: number | null;
                salaryMin: number | null;
                /** @enum {string} */
                salaryPeriod: "year" | "month" | "week" | "day" | "hour";
                title: string;
            };
            resumeUrl: string | null;
            /** @enum {string} */
            status: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew";
            updatedAt: string;
        };
        EmployerApplicationInput: {
            applicant: {
                accessibilityNeeds?: string[];
                accommodations?: string | null;
                accommodationsNeeded?: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
                bio: string | null;
                education: string | null;
                email: string;
                experienceYears: number | null;
                firstName: string | null;
                /** Format: uuid */
                id: string;
                lastName: string | null;
                phone: string | null;
                profilePictureUrl: string | null;
                skills: string[];
            };
            appliedAt: string;
            coverLetter: string | null;
            disability_shared: boolean;
            employerNotes: string | null;
            history: components["schemas"]["ApplicationHistoryEntryInput"][];
            /** Format: uuid */
            id: string;
            job: {
                company: {
                    name: string;
                };
                /** Format: uuid */
                id: string;
                jobType: string;
                location: string;
                salaryCurrency: string;
                salaryMax: number | null;
                salaryMin: number | null;
                /** @enum {string} */
                salaryPeriod: "year" | "month" | "week" | "day" | "hour";
                title: string;
            };
            resumeUrl: string | null;
            /** @enum {string} */
            status: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew";
            updatedAt: string;
        };
        EmployerDashboard: {
            accommodationRequests: {
                answeredWithin: {
                    days: number;
                    of: number;
                    percent: number | null;
                }[];
                made: number;
                oldestWaitingSince: string | null;
                waiting: number;
            };
            averageRating: number | null;
            changes: {
                postedJobs: number | null;
                totalApplications: number | null;
                totalViews: number | null;
            };
            postedJobs: number;
            recentApplications: {
                applicantName: string;
                date: string;
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                jobId: string;
                jobTitle: string;
                status: string;
            }[];
            totalApplications: number;
            totalViews: number;
        };
        EmployerDashboardInput: {
            accommodationRequests: {
                answeredWithin: {
                    days: number;
                    of: number;
                    percent: number | null;
                }[];
                made: number;
                oldestWaitingSince: string | null;
                waiting: number;
            };
            averageRating: number | null;
            changes: {
                postedJobs: number | null;
                totalApplications: number | null;
                totalViews: number | null;
            };
            postedJobs: number;
            recentApplications: {
                applicantName: string;
                date: string;
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                jobId: string;
                jobTitle: string;
                status: string;
            }[];
            totalApplications: number;
            totalViews: number;
        };
        EmployerDashboardResponse: {
            data: components["schemas"]["EmployerDashboard"];
            /** @constant */
            success: true;
        };
        EmployerDashboardResponseInput: {
            data: components["schemas"]["EmployerDashboardInput"];
            /** @constant */
            success: true;
        };
        EmployerJobStatusBody: {
            /** @enum {string} */
            status: "active" | "inactive" | "employer_deactivated";
        };
        EmployerJobStatusBodyInput: {
            /** @enum {string} */
            status: "active" | "inactive" | "employer_deactivated";
        };
        EmployerProfileUpdate: {
            company_address: unknown;
            company_city: unknown;
            company_country: unknown;
            company_description: unknown;
            company_name?: string;
            company_size: unknown;
            company_state: unknown;
            company_website: unknown;
            company_zip_code: unknown;
            department: unknown;
            first_name?: string;
            founded_year?: number | null;
            industry: unknown;
            job_title: unknown;
            last_name?: string;
            phone: unknown;
        };
        EmployerProfileUpdateInput: {
            company_address?: string | null;
            company_city?: string | null;
            company_country?: string | null;
            company_description?: string | null;
            company_name?: string;
            company_size?: (("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1000+") | "") | null;
            company_state?: string | null;
            company_website?: string | null;
            company_zip_code?: string | null;
            department?: string | null;
            first_name?: string;
            founded_year?: number | null;
            industry?: string | null;
            job_title?: string | null;
            last_name?: string;
            phone?: string | null;
        };
        EmployerStatusBody: {
            notes: unknown;
            /** @enum {string} */
            status: "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected";
        };
        EmployerStatusBodyInput: {
            notes?: string | null;
            /** @enum {string} */
            status: "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected";
        };
        EmployerStatusResponse: {
            data: {
                application: components["schemas"]["EmployerApplication"];
            };
            message: string;
            /** @constant */
            success: true;
        };
        EmployerStatusResponseInput: {
            data: {
                application: components["schemas"]["EmployerApplicationInput"];
            };
            message: string;
            /** @constant */
            success: true;
        };
        ErrorEnvelope: {
            error: {
                code: string;
                message: string;
            };
            errors?: components["schemas"]["FieldError"][];
            /** @constant */
            success: false;
        };
        ErrorEnvelopeInput: {
            error: {
                code: string;
                message: string;
            };
            errors?: components["schemas"]["FieldErrorInput"][];
            /** @constant */
            success: false;
        };
        FailedTask: {
            failedAt: string;
            id: string;
            queue: string;
            reason: string | null;
            tries: number;
        };
        FailedTaskInput: {
            failedAt: string;
            id: string;
            queue: string;
            reason: string | null;
            tries: number;
        };
        FieldError: {
            field: string;
            message: string;
        };
        FieldErrorInput: {
            field: string;
            message: string;
        };
        ForgotPasswordRequest: {
            email: components["schemas"]["ResetEmailField"];
        };
        ForgotPasswordRequestInput: {
            email: components["schemas"]["ResetEmailFieldInput"];
        };
        GetProfileResponse: {
            data: {
                preferences: components["schemas"]["Preferences"];
                user: components["schemas"]["User"];
            };
            /** @constant */
            success: true;
        };
        GetProfileResponseInput: {
            data: {
                preferences: components["schemas"]["PreferencesInput"];
                user: components["schemas"]["UserInput"];
            };
            /** @constant */
            success: true;
        };
        HealthResponse: {
            data: {
                /** @enum {string} */
                database: "ok" | "down";
                dependencies: {
                    database: {
                        latencyMs: number | null;
                        note?: string;
                        /** @enum {string} */
                        state: "ok" | "degraded" | "down" | "not-configured";
                    };
                    mail?: {
                        latencyMs: number | null;
                        note?: string;
                        /** @enum {string} */
                        state: "ok" | "degraded" | "down" | "not-configured";
                    };
                    redis: {
                        latencyMs: number | null;
                        note?: string;
                        /** @enum {string} */
                        state: "ok" | "degraded" | "down" | "not-configured";
                    };
                    storage?: {
                        latencyMs: number | null;
                        note?: string;
                        /** @enum {string} */
                        state: "ok" | "degraded" | "down" | "not-configured";
                    };
                };
                /** @enum {string} */
                status: "ok" | "degraded";
            };
            success: boolean;
        };
        HealthResponseInput: {
            data: {
                /** @enum {string} */
                database: "ok" | "down";
                dependencies: {
                    database: {
                        latencyMs: number | null;
                        note?: string;
                        /** @enum {string} */
                        state: "ok" | "degraded" | "down" | "not-configured";
                    };
                    mail?: {
                        latencyMs: number | null;
                        note?: string;
                        /** @enum {string} */
                        state: "ok" | "degraded" | "down" | "not-configured";
                    };
                    redis: {
                        latencyMs: number | null;
                        note?: string;
                        /** @enum {string} */
                        state: "ok" | "degraded" | "down" | "not-configured";
                    };
                    storage?: {
                        latencyMs: number | null;
                        note?: string;
                        /** @enum {string} */
                        state: "ok" | "degraded" | "down" | "not-configured";
                    };
                };
                /** @enum {string} */
                status: "ok" | "degraded";
            };
            success: boolean;
        };
        Job: {
            accommodation_match?: {
                missing: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
                needed: number;
                offered: number;
            };
            accommodations: string | null;
            accommodations_offered: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
            application_count?: number;
            applications_count: number;
            benefits: string | null;
            category: string | null;
            company?: {
                logo_url: string | null;
                slug: string;
            } | null;
            company_name: string | null;
            company_website: string | null;
            created_at: string;
            description: string;
            disability_types: ("physical" | "visual" | "hearing" | "cognitive" | "mental-health" | "neurodivergent" | "chronic-illness")[];
            /** Format: uuid */
            employer_id: string;
            employer_name?: string;
            expires_at: string | null;
            hold?: components["schemas"]["JobHold"] | null;
            /** Format: uuid */
            id: string;
            is_remote: boolean;
            is_saved?: boolean;
            /** @enum {string} */
            job_type: "full-time" | "part-time" | "contract" | "internship" | "freelance";
            language_findings?: number;
            location: string;
            my_application?: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                status: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew";
            } | null;
            requirements: string | null;
            responsibilities: string | null;
            /** @enum {string} */
            salary_currency: "USD" | "EUR" | "GBP" | "INR" | "CAD";
            salary_max: number | null;
            salary_min: number | null;
            /** @enum {string} */
            salary_period: "year" | "month" | "week" | "day" | "hour";
            /** @enum {string} */
            status: "active" | "inactive" | "deleted" | "employer_deactivated" | "draft";
            title: string;
            updated_at: string;
            views_count: number;
            work_requirements: {
                essential: boolean;
                /** @enum {string} */
                item: "lifting" | "standing" | "walking" | "climbing" | "fine-motor" | "driving-licence" | "hearing" | "vision" | "speaking";
            }[];
        };
        JobDraft: {
            accommodations: unknown;
            accommodationsOffered: unknown;
            applicationDeadline: unknown;
            benefits: unknown;
            category: unknown;
            /** @default  */
            description: string;
            disabilityTypes: unknown;
            /** @default false */
            isRemote: boolean;
            /** @enum {string} */
            jobType: "full-time" | "part-time" | "contract" | "internship" | "freelance";
            /** @default  */
            location: string;
            requirements: unknown;
            responsibilities: unknown;
            /**
             * @default USD
             * @enum {string}
             */
            salaryCurrency: "USD" | "EUR" | "GBP" | "INR" | "CAD";
            salaryMax: unknown;
            salaryMin: unknown;
            /**
             * @default year
             * @enum {string}
             */
            salaryPeriod: "year" | "month" | "week" | "day" | "hour";
            title: string;
            /** @default [] */
            workRequirements: {
                essential: boolean;
                /** @enum {string} */
                item: "lifting" | "standing" | "walking" | "climbing" | "fine-motor" | "driving-licence" | "hearing" | "vision" | "speaking";
            }[];
        };
        JobDraftInput: {
            accommodations?: string | null;
            /** @default [] */
            accommodationsOffered?: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
            applicationDeadline?: (string | null) | "";
            benefits?: string | null;
            category?: (("Administration" | "Customer Service" | "Design" | "Education" | "Engineering" | "Finance" | "Healthcare" | "Human Resources" | "Legal" | "Marketing" | "Operations" | "Sales" | "Technology" | "Writing" | "Other") | null) | "";
            /** @default  */
            description?: string;
            /** @default [] */
            disabilityTypes?: ("physical" | "visual" | "hearing" | "cognitive" | "mental-health" | "neurodivergent" | "chronic-illness")[];
            /** @default false */
            isRemote?: boolean;
            /** @enum {string} */
            jobType: "full-time" | "part-time" | "contract" | "internship" | "freelance";
            /** @default  */
            location?: string;
            requirements?: string | null;
            responsibilities?: string | null;
            /**
             * @default USD
             * @enum {string}
             */
            salaryCurrency?: "USD" | "EUR" | "GBP" | "INR" | "CAD";
            salaryMax?: number | null;
            salaryMin?: number | null;
            /**
             * @default year
             * @enum {string}
             */
            salaryPeriod?: "year" | "month" | "week" | "day" | "hour";
            title: string;
            /** @default [] */
            workRequirements?: {
                essential: boolean;
                /** @enum {string} */
                item: "lifting" | "standing" | "walking" | "climbing" | "fine-motor" | "driving-licence" | "hearing" | "vision" | "speaking";
            }[];
        };
        JobForm: {
            accommodations: unknown;
            accommodationsOffered: unknown;
            applicationDeadline: unknown;
            benefits: unknown;
            category: unknown;
            description: string;
            disabilityTypes: unknown;
            /** @default false */
            isRemote: boolean;
            /** @enum {string} */
            jobType: "full-time" | "part-time" | "contract" | "internship" | "freelance";
            location: string;
            requirements: unknown;
            responsibilities: unknown;
            /**
             * @default USD
             * @enum {string}
             */
            salaryCurrency: "USD" | "EUR" | "GBP" | "INR" | "CAD";
            salaryMax: unknown;
            salaryMin: unknown;
            /**
             * @default year
             * @enum {string}
             */
            salaryPeriod: "year" | "month" | "week" | "day" | "hour";
            title: string;
            /** @default [] */
            workRequirements: {
                essential: boolean;
                /** @enum {string} */
                item: "lifting" | "standing" | "walking" | "climbing" | "fine-motor" | "driving-licence" | "hearing" | "vision" | "speaking";
            }[];
        };
        JobFormInput: {
            accommodations?: string | null;
            /** @default [] */
            accommodationsOffered?: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
            applicationDeadline?: (string | null) | "";
            benefits?: string | null;
            category?: (("Administration" | "Customer Service" | "Design" | "Education" | "Engineering" | "Finance" | "Healthcare" | "Human Resources" | "Legal" | "Marketing" | "Operations" | "Sales" | "Technology" | "Writing" | "Other") | null) | "";
            description: string;
            /** @default [] */
            disabilityTypes?: ("physical" | "visual" | "hearing" | "cognitive" | "mental-health" | "neurodivergent" | "chronic-illness")[];
            /** @default false */
            isRemote?: boolean;
            /** @enum {string} */
            jobType: "full-time" | "part-time" | "contract" | "internship" | "freelance";
            location: string;
            requirements?: string | null;
            responsibilities?: string | null;
            /**
             * @default USD
             * @enum {string}
             */
            salaryCurrency?: "USD" | "EUR" | "GBP" | "INR" | "CAD";
            salaryMax?: number | null;
            salaryMin?: number | null;
            /**
             * @default year
             * @enum {string}
             */
            salaryPeriod?: "year" | "month" | "week" | "day" | "hour";
            title: string;
            /** @default [] */
            workRequirements?: {
                essential: boolean;
                /** @enum {string} */
                item: "lifting" | "standing" | "walking" | "climbing" | "fine-motor" | "driving-licence" | "hearing" | "vision" | "speaking";
            }[];
        };
        JobHold: {
            held_at: string;
            /** @enum {string} */
            kind: "admin" | "account";
            reason: string | null;
        };
        JobHoldInput: {
            held_at: string;
            /** @enum {string} */
            kind: "admin" | "account";
            reason: string | null;
        };
        JobIdParams: {
            /** Format: uuid */
            id: string;
        };
        JobIdParamsInput: {
            /** Format: uuid */
            id: string;
        };
        JobInput: {
            accommodation_match?: {
                missing: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
                needed: number;
                offered: number;
            };
            accommodations: string | null;
            accommodations_offered: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
            application_count?: number;
            applications_count: number;
            benefits: string | null;
            category: string | null;
            company?: {
                logo_url: string | null;
                slug: string;
            } | null;
            company_name: string | null;
            company_website: string | null;
            created_at: string;
            description: string;
            disability_types: ("physical" | "visual" | "hearing" | "cognitive" | "mental-health" | "neurodivergent" | "chronic-illness")[];
            /** Format: uuid */
            employer_id: string;
            employer_name?: string;
            expires_at: string | null;
            hold?: components["schemas"]["JobHoldInput"] | null;
            /** Format: uuid */
            id: string;
            is_remote: boolean;
            is_saved?: boolean;
            /** @enum {string} */
            job_type: "full-time" | "part-time" | "contract" | "internship" | "freelance";
            language_findings?: number;
            location: string;
            my_application?: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                status: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew";
            } | null;
            requirements: string | null;
            responsibilities: string | null;
            /** @enum {string} */
            salary_currency: "USD" | "EUR" | "GBP" | "INR" | "CAD";
            salary_max: number | null;
            salary_min: number | null;
            /** @enum {string} */
            salary_period: "year" | "month" | "week" | "day" | "hour";
            /** @enum {string} */
            status: "active" | "inactive" | "deleted" | "employer_deactivated" | "draft";
            title: string;
            updated_at: string;
            views_count: number;
            work_requirements: {
                essential: boolean;
                /** @enum {string} */
                item: "lifting" | "standing" | "walking" | "climbing" | "fine-motor" | "driving-licence" | "hearing" | "vision" | "speaking";
            }[];
        };
        JobListQuery: {
            disabilityTypes: ("physical" | "visual" | "hearing" | "cognitive" | "mental-health" | "neurodivergent" | "chronic-illness")[];
            exact?: "true" | "false";
            isRemote?: "true" | "false";
            jobType?: "full-time" | "part-time" | "contract" | "internship" | "freelance";
            /** @default 10 */
            limit: number;
            location?: string;
            offersNeeds?: "all" | "any";
            /** @default 1 */
            page: number;
            postedWithin?: "1" | "3" | "7" | "30";
            salaryMax?: number;
            salaryMin?: number;
            salaryPeriod?: "year" | "month" | "week" | "day" | "hour";
            search?: string;
            /** @enum {string} */
            sort?: "relevance" | "newest" | "oldest" | "salary-high" | "salary-low";
            /** @enum {string} */
            status?: "active" | "inactive" | "deleted" | "employer_deactivated" | "draft";
        };
        JobListQueryInput: {
            disabilityTypes: ("physical" | "visual" | "hearing" | "cognitive" | "mental-health" | "neurodivergent" | "chronic-illness")[];
            exact?: ("true" | "false") | "";
            isRemote?: ("true" | "false") | "";
            jobType?: ("full-time" | "part-time" | "contract" | "internship" | "freelance") | "";
            /** @default 10 */
            limit?: number;
            location?: string;
            offersNeeds?: ("all" | "any") | "";
            /** @default 1 */
            page?: number;
            postedWithin?: ("1" | "3" | "7" | "30") | "";
            salaryMax?: number;
            salaryMin?: number;
            salaryPeriod?: ("year" | "month" | "week" | "day" | "hour") | "";
            search?: string;
            /** @enum {string} */
            sort?: "relevance" | "newest" | "oldest" | "salary-high" | "salary-low";
            /** @enum {string} */
            status?: "active" | "inactive" | "deleted" | "employer_deactivated" | "draft";
        };
        JobListResponse: {
            data: {
                jobs: components["schemas"]["Job"][];
                pagination: components["schemas"]["Pagination"];
                suggestion?: components["schemas"]["SearchSuggestion"];
                summary?: components["schemas"]["AdminJobSummary"];
            };
            /** @constant */
            success: true;
        };
        JobListResponseInput: {
            data: {
                jobs: components["schemas"]["JobInput"][];
                pagination: components["schemas"]["PaginationInput"];
                suggestion?: components["schemas"]["SearchSuggestionInput"];
                summary?: components["schemas"]["AdminJobSummaryInput"];
            };
            /** @constant */
            success: true;
        };
        JobResponse: {
            data: {
                job: components["schemas"]["Job"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        JobResponseInput: {
            data: {
                job: components["schemas"]["JobInput"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        JobStats: {
            byStatus: components["schemas"]["ChartPoint"][];
            byType: components["schemas"]["ChartPoint"][];
            postings: components["schemas"]["ChartPoint"][];
            /** @enum {string} */
            timeRange: "7d" | "30d" | "90d" | "1y";
            topCategories: components["schemas"]["ChartPoint"][];
        };
        JobStatsInput: {
            byStatus: components["schemas"]["ChartPointInput"][];
            byType: components["schemas"]["ChartPointInput"][];
            postings: components["schemas"]["ChartPointInput"][];
            /** @enum {string} */
            timeRange: "7d" | "30d" | "90d" | "1y";
            topCategories: components["schemas"]["ChartPointInput"][];
        };
        JobStatsResponse: {
            data: components["schemas"]["JobStats"];
            /** @constant */
            success: true;
        };
        JobStatsResponseInput: {
            data: components["schemas"]["JobStatsInput"];
            /** @constant */
            success: true;
        };
        JobStatusBody: {
            reason?: string;
            /** @enum {string} */
            status: "active" | "inactive" | "deleted" | "employer_deactivated" | "draft";
        };
        JobStatusBodyInput: {
            reason?: string;
            /** @enum {string} */
            status: "active" | "inactive" | "deleted" | "employer_deactivated" | "draft";
        };
        LanguageCheckRequest: {
            accommodations?: string;
            benefits?: string;
            description?: string;
            requirements?: string;
            responsibilities?: string;
            title?: string;
        };
        LanguageCheckRequestInput: {
            accommodations?: string;
            benefits?: string;
            description?: string;
            requirements?: string;
            responsibilities?: string;
            title?: string;
        };
        LanguageCheckResponse: {
            data: {
                findings: components["schemas"]["LanguageFinding"][];
            };
            /** @constant */
            success: true;
        };
        LanguageCheckResponseInput: {
            data: {
                findings: components["schemas"]["LanguageFindingInput"][];
            };
            /** @constant */
            success: true;
        };
        LanguageFinding: {
            end: number;
            /** @enum {string} */
            field: "title" | "description" | "requirements" | "responsibilities" | "benefits" | "accommodations";
            message: string;
            start: number;
            suggestions: string[];
            text: string;
        };
        LanguageFindingInput: {
            end: number;
            /** @enum {string} */
            field: "title" | "description" | "requirements" | "responsibilities" | "benefits" | "accommodations";
            message: string;
            start: number;
            suggestions: string[];
            text: string;
        };
        LoginRequest: {
            email: components["schemas"]["EmailField"];
            password: string;
        };
        LoginRequestInput: {
            email: components["schemas"]["EmailFieldInput"];
            password: string;
        };
        MarkReadRequest: {
            /** @constant */
            read: true;
        };
        MarkReadRequestInput: {
            /** @constant */
            read: true;
        };
        MessageResponse: {
            message: string;
            /** @constant */
            success: true;
        };
        MessageResponseInput: {
            message: string;
            /** @constant */
            success: true;
        };
        MyApplicantsQuery: {
            /** Format: uuid */
            jobId?: string;
            /** @default 10 */
            limit: number;
            /** @default 1 */
            page: number;
            search?: string;
            /** @enum {string} */
            status?: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew" | "all";
        };
        MyApplicantsQueryInput: {
            /** Format: uuid */
            jobId?: string;
            /** @default 10 */
            limit?: number;
            /** @default 1 */
            page?: number;
            search?: string;
            /** @enum {string} */
            status?: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew" | "all";
        };
        MyApplicantsResponse: {
            data: {
                applications: components["schemas"]["EmployerApplication"][];
                pagination: components["schemas"]["Pagination"];
            };
            /** @constant */
            success: true;
        };
        MyApplicantsResponseInput: {
            data: {
                applications: components["schemas"]["EmployerApplicationInput"][];
                pagination: components["schemas"]["PaginationInput"];
            };
            /** @constant */
            success: true;
        };
        MyApplication: {
            applied_at: string;
            cover_letter: string | null;
            disclosure: components["schemas"]["ApplicationDisclosure"];
            employer_notes: string | null;
            /** Format: uuid */
            id: string;
            job: {
                company: {
                    name: string;
                };
                /** Format: uuid */
                id: string;
                location: string;
                status: string;
                title: string;
            };
            resume_url: string | null;
            status: components["schemas"]["ApplicationStatus"];
            updated_at: string;
        };
        MyApplicationInput: {
            applied_at: string;
            cover_letter: string | null;
            disclosure: components["schemas"]["ApplicationDisclosureInput"];
            employer_notes: string | null;
            /** Format: uuid */
            id: string;
            job: {
                company: {
                    name: string;
                };
                /** Format: uuid */
                id: string;
                location: string;
                status: string;
                title: string;
            };
            resume_url: string | null;
            status: components["schemas"]["ApplicationStatusInput"];
            updated_at: string;
        };
        MyApplicationsQuery: {
            /** @default 20 */
            limit: number;
            /** @default 1 */
            page: number;
            search?: string;
            /** @enum {string} */
            status?: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew" | "all";
        };
        MyApplicationsQueryInput: {
            /** @default 20 */
            limit?: number;
            /** @default 1 */
            page?: number;
            search?: string;
            /** @enum {string} */
            status?: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew" | "all";
        };
        MyApplicationsResponse: {
            data: components["schemas"]["MyApplication"][];
            pagination: components["schemas"]["Pagination"];
            stats: components["schemas"]["ApplicationStats"];
            /** @constant */
            success: true;
        };
        MyApplicationsResponseInput: {
            data: components["schemas"]["MyApplicationInput"][];
            pagination: components["schemas"]["PaginationInput"];
            stats: components["schemas"]["ApplicationStatsInput"];
            /** @constant */
            success: true;
        };
        MyCompany: {
            accessibility_statement: string | null;
            hidden: boolean;
            locations: string[];
            logo: components["schemas"]["CompanyLogo"] | null;
            slug: string | null;
        };
        MyCompanyInput: {
            accessibility_statement: string | null;
            hidden: boolean;
            locations: string[];
            logo: components["schemas"]["CompanyLogoInput"] | null;
            slug: string | null;
        };
        MyCompanyResponse: {
            data: components["schemas"]["MyCompany"];
            message?: string;
            /** @constant */
            success: true;
        };
        MyCompanyResponseInput: {
            data: components["schemas"]["MyCompanyInput"];
            message?: string;
            /** @constant */
            success: true;
        };
        NewPasswordForm: {
            confirmPassword: string;
            newPassword: components["schemas"]["ResetPasswordField"];
        };
        NewPasswordFormInput: {
            confirmPassword: string;
            newPassword: components["schemas"]["ResetPasswordFieldInput"];
        };
        Notification: {
            created_at: string;
            /** @enum {string} */
            icon: "application" | "status" | "withdrawn" | "hired" | "rejected" | "info";
            /** Format: uuid */
            id: string;
            is_read: boolean;
            link: string | null;
            message: string;
        };
        NotificationIdParams: {
            /** Format: uuid */
            id: string;
        };
        NotificationIdParamsInput: {
            /** Format: uuid */
            id: string;
        };
        NotificationInput: {
            created_at: string;
            /** @enum {string} */
            icon: "application" | "status" | "withdrawn" | "hired" | "rejected" | "info";
            /** Format: uuid */
            id: string;
            is_read: boolean;
            link: string | null;
            message: string;
        };
        NotificationReadResponse: {
            data: {
                unreadCount: number;
            };
            message?: string;
            /** @constant */
            success: true;
        };
        NotificationReadResponseInput: {
            data: {
                unreadCount: number;
            };
            message?: string;
            /** @constant */
            success: true;
        };
        NotificationsQuery: {
            /** @default 20 */
            limit: number;
            /** @enum {string} */
            unread?: "true" | "false";
        };
        NotificationsQueryInput: {
            /** @default 20 */
            limit?: number;
            /** @enum {string} */
            unread?: "true" | "false";
        };
        NotificationsResponse: {
            data: {
                notifications: components["schemas"]["Notification"][];
                unreadCount: number;
            };
            /** @constant */
            success: true;
        };
        NotificationsResponseInput: {
            data: {
                notifications: components["schemas"]["NotificationInput"][];
                unreadCount: number;
            };
            /** @constant */
            success: true;
        };
        OtpField: string;
        OtpFieldInput: string;
        OtpForm: {
            otp: components["schemas"]["OtpField"];
        };
        OtpFormInput: {
            otp: components["schemas"]["OtpFieldInput"];
        };
        Pagination: {
            estimated?: boolean;
            limit: number;
            page: number;
            pages: number;
            total: number;
        };
        PaginationInput: {
            estimated?: boolean;
            limit: number;
            page: number;
            pages: number;
            total: number;
        };
        Preferences: {
            accessibility_high_contrast: boolean;
            accessibility_large_text: boolean;
            accessibility_reduced_motion: boolean;
            accessibility_screen_reader: boolean;
            admin_alerts: boolean;
            email_notifications: boolean;
            font_size: number;
            job_alerts: boolean;
            /** @enum {string} */
            new_application_emails: "each" | "daily";
            privacy_contact_info: boolean;
            privacy_public_profile: boolean;
            sms_notifications: boolean;
            system_notifications: boolean;
        };
        PreferencesInput: {
            accessibility_high_contrast: boolean;
            accessibility_large_text: boolean;
            accessibility_reduced_motion: boolean;
            accessibility_screen_reader: boolean;
            admin_alerts: boolean;
            email_notifications: boolean;
            font_size: number;
            job_alerts: boolean;
            /** @enum {string} */
            new_application_emails: "each" | "daily";
            privacy_contact_info: boolean;
            privacy_public_profile: boolean;
            sms_notifications: boolean;
            system_notifications: boolean;
        };
        QueueFigures: {
            active: number;
            failedLastDay: number;
            oldestWaitingAt: string | null;
            queue: string;
            waiting: number;
        };
        QueueFiguresInput: {
            active: number;
            failedLastDay: number;
            oldestWaitingAt: string | null;
            queue: string;
            waiting: number;
        };
        RecentActivitiesResponse: {
            data: {
                activities: components["schemas"]["RecentActivity"][];
            };
            /** @constant */
            success: true;
        };
        RecentActivitiesResponseInput: {
            data: {
                activities: components["schemas"]["RecentActivityInput"][];
            };
            /** @constant */
            success: true;
        };
        RecentActivity: {
            description: string;
            icon: string;
            timestamp: string;
        };
        RecentActivityInput: {
            description: string;
            icon: string;
            timestamp: string;
        };
        RecommendedJob: {
            applied: boolean;
            company: string;
            explanation: string;
            /** Format: uuid */
            id: string;
            is_remote: boolean;
            location: string;
            matchScore: number;
            salary: string;
            title: string;
        };
        RecommendedJobInput: {
            applied: boolean;
            company: string;
            explanation: string;
            /** Format: uuid */
            id: string;
            is_remote: boolean;
            location: string;
            matchScore: number;
            salary: string;
            title: string;
        };
        RegisterRequest: {
            accessibilityPreferences?: components["schemas"]["AccessibilityPreferencesInput"];
            accommodations?: string | null;
            email: components["schemas"]["EmailField"];
            firstName: string;
            lastName: string;
            password: components["schemas"]["RegistrationPassword"];
            phone?: unknown | null;
            privacy?: components["schemas"]["RegistrationPrivacyInput"];
            role: unknown;
            /** @constant */
            termsAccepted: true;
        };
        RegisterRequestInput: {
            accessibilityPreferences?: components["schemas"]["AccessibilityPreferencesInputInput"];
            accommodations?: string | null;
            email: components["schemas"]["EmailFieldInput"];
            firstName: string;
            lastName: string;
            password: components["schemas"]["RegistrationPasswordInput"];
            phone?: string | null;
            privacy?: components["schemas"]["RegistrationPrivacyInputInput"];
            role: string;
            /** @constant */
            termsAccepted: true;
        };
        RegistrationPassword: string;
        RegistrationPasswordInput: string;
        RegistrationPrivacyInput: {
            /** @default false */
            disclosureInFinder: boolean;
            /**
             * @default applied
             * @enum {string}
             */
            disclosureStage: "never" | "applied" | "shortlisted" | "interviewed" | "offered";
            /** @default true */
            publicProfile: boolean;
        };
        RegistrationPrivacyInputInput: {
            /** @default false */
            disclosureInFinder?: boolean;
            /**
             * @default applied
             * @enum {string}
             */
            disclosureStage?: "never" | "applied" | "shortlisted" | "interviewed" | "offered";
            /** @default true */
            publicProfile?: boolean;
        };
        ReplyBody: {
            text: string;
        };
        ReplyBodyInput: {
            text: string;
        };
        RequestBatchQuery: {
            applicationId: string[];
        };
        RequestBatchQueryInput: {
            applicationId: string[];
        };
        RequestEvent: {
            author: {
                name: string;
                /** @enum {string} */
                role: "applicant" | "employer" | "admin";
            };
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "request" | "answer" | "reply";
            responses: components["schemas"]["RequestResponse"][] | null;
            text: string | null;
        };
        RequestEventInput: {
            author: {
                name: string;
                /** @enum {string} */
                role: "applicant" | "employer" | "admin";
            };
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "request" | "answer" | "reply";
            responses: components["schemas"]["RequestResponseInput"][] | null;
            text: string | null;
        };
        RequestIdParams: {
            /** Format: uuid */
            id: string;
        };
        RequestIdParamsInput: {
            /** Format: uuid */
            id: string;
        };
        RequestResponse: {
            /** @enum {string} */
            decision: "agreed" | "alternative" | "declined";
            /** @enum {string} */
            item: "flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person";
            note: string | null;
        };
        RequestResponseInput: {
            /** @enum {string} */
            decision: "agreed" | "alternative" | "declined";
            /** @enum {string} */
            item: "flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person";
            note?: string | null;
        };
        RequestSummary: {
            oldestWaitingSince: string | null;
            waiting: number;
        };
        RequestSummaryInput: {
            oldestWaitingSince: string | null;
            waiting: number;
        };
        RequestSummaryQuery: {
            /** Format: uuid */
            jobId?: string;
        };
        RequestSummaryQueryInput: {
            /** Format: uuid */
            jobId?: string;
        };
        RequestSummaryResponse: {
            data: components["schemas"]["RequestSummary"];
            /** @constant */
            success: true;
        };
        RequestSummaryResponseInput: {
            data: components["schemas"]["RequestSummaryInput"];
            /** @constant */
            success: true;
        };
        ResetEmailField: unknown;
        ResetEmailFieldInput: string;
        ResetPasswordField: string;
        ResetPasswordFieldInput: string;
        ResetPasswordRequest: {
            email: components["schemas"]["ResetEmailField"];
            newPassword: components["schemas"]["ResetPasswordField"];
            otp: components["schemas"]["OtpField"];
        };
        ResetPasswordRequestInput: {
            email: components["schemas"]["ResetEmailFieldInput"];
            newPassword: components["schemas"]["ResetPasswordFieldInput"];
            otp: components["schemas"]["OtpFieldInput"];
        };
        /** @enum {string} */
        Role: "applicant" | "employer" | "admin";
        /** @enum {string} */
        RoleInput: "applicant" | "employer" | "admin";
        SavedJobResponse: {
            data: {
                findings: components["schemas"]["LanguageFinding"][];
                job: components["schemas"]["Job"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        SavedJobResponseInput: {
            data: {
                findings: components["schemas"]["LanguageFindingInput"][];
                job: components["schemas"]["JobInput"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        SavedSearch: {
            createdAt: string;
            /** @enum {string} */
            frequency: "instant" | "daily" | "weekly";
            id: string;
            lastAlertAt: string | null;
            name: string;
            paused: boolean;
            query: components["schemas"]["SavedSearchQuery"];
        };
        SavedSearchIdParams: {
            /** Format: uuid */
            id: string;
        };
        SavedSearchIdParamsInput: {
            /** Format: uuid */
            id: string;
        };
        SavedSearchInput: {
            createdAt: string;
            /** @enum {string} */
            frequency: "instant" | "daily" | "weekly";
            id: string;
            lastAlertAt: string | null;
            name: string;
            paused: boolean;
            query: components["schemas"]["SavedSearchQueryInput"];
        };
        SavedSearchListResponse: {
            data: {
                savedSearches: components["schemas"]["SavedSearch"][];
            };
            /** @constant */
            success: true;
        };
        SavedSearchListResponseInput: {
            data: {
                savedSearches: components["schemas"]["SavedSearchInput"][];
            };
            /** @constant */
            success: true;
        };
        SavedSearchQuery: {
            disabilityTypes?: ("physical" | "visual" | "hearing" | "cognitive" | "mental-health" | "neurodivergent" | "chronic-illness")[];
            isRemote?: boolean;
            /** @enum {string} */
            jobType?: "full-time" | "part-time" | "contract" | "internship" | "freelance";
            location?: string;
            /** @enum {string} */
            offersNeeds?: "all" | "any";
            salaryMax?: number;
            salaryMin?: number;
            /** @enum {string} */
            salaryPeriod?: "year" | "month" | "week" | "day" | "hour";
            search?: string;
        };
        SavedSearchQueryInput: {
            disabilityTypes?: ("physical" | "visual" | "hearing" | "cognitive" | "mental-health" | "neurodivergent" | "chronic-illness")[];
            isRemote?: boolean;
            /** @enum {string} */
            jobType?: "full-time" | "part-time" | "contract" | "internship" | "freelance";
            location?: string;
            /** @enum {string} */
            offersNeeds?: "all" | "any";
            salaryMax?: number;
            salaryMin?: number;
            /** @enum {string} */
            salaryPeriod?: "year" | "month" | "week" | "day" | "hour";
            search?: string;
        };
        SavedSearchResponse: {
            data: {
                savedSearch: components["schemas"]["SavedSearch"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        SavedSearchResponseInput: {
            data: {
                savedSearch: components["schemas"]["SavedSearchInput"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        SearchSuggestion: {
            applied: boolean;
            text: string;
        };
        SearchSuggestionInput: {
            applied: boolean;
            text: string;
        };
        SimilarJobsResponse: {
            data: {
                jobs: components["schemas"]["Job"][];
            };
            /** @constant */
            success: true;
        };
        SimilarJobsResponseInput: {
            data: {
                jobs: components["schemas"]["JobInput"][];
            };
            /** @constant */
            success: true;
        };
        SystemStatus: {
            checkedAt: string;
            components: {
                detail: string;
                name: string;
                /** @enum {string} */
                status: "online" | "degraded" | "offline";
            }[];
        };
        SystemStatusInput: {
            checkedAt: string;
            components: {
                detail: string;
                name: string;
                /** @enum {string} */
                status: "online" | "degraded" | "offline";
            }[];
        };
        SystemStatusResponse: {
            data: components["schemas"]["SystemStatus"];
            /** @constant */
            success: true;
        };
        SystemStatusResponseInput: {
            data: components["schemas"]["SystemStatusInput"];
            /** @constant */
            success: true;
        };
        TaskIdParams: {
            /** Format: uuid */
            id: string;
        };
        TaskIdParamsInput: {
            /** Format: uuid */
            id: string;
        };
        TaskQueueStatus: {
            checkedAt: string;
            failed: components["schemas"]["FailedTask"][];
            queues: components["schemas"]["QueueFigures"][];
        };
        TaskQueueStatusInput: {
            checkedAt: string;
            failed: components["schemas"]["FailedTaskInput"][];
            queues: components["schemas"]["QueueFiguresInput"][];
        };
        TaskQueueStatusResponse: {
            data: components["schemas"]["TaskQueueStatus"];
            /** @constant */
            success: true;
        };
        TaskQueueStatusResponseInput: {
            data: components["schemas"]["TaskQueueStatusInput"];
            /** @constant */
            success: true;
        };
        UpdateMyCompanyRequest: {
            accessibility_statement: unknown;
            locations: string[];
        };
        UpdateMyCompanyRequestInput: {
            accessibility_statement: string | null;
            locations: string[];
        };
        UpdatePreferencesRequest: {
            accessibility_high_contrast?: boolean;
            accessibility_large_text?: boolean;
            accessibility_reduced_motion?: boolean;
            accessibility_screen_reader?: boolean;
            admin_alerts?: boolean;
            email_notifications?: boolean;
            font_size?: number;
            job_alerts?: boolean;
            /** @enum {string} */
            new_application_emails?: "each" | "daily";
            privacy_contact_info?: boolean;
            privacy_public_profile?: boolean;
            sms_notifications?: boolean;
            system_notifications?: boolean;
        };
        UpdatePreferencesRequestInput: {
            accessibility_high_contrast?: boolean;
            accessibility_large_text?: boolean;
            accessibility_reduced_motion?: boolean;
            accessibility_screen_reader?: boolean;
            admin_alerts?: boolean;
            email_notifications?: boolean;
            font_size?: number;
            job_alerts?: boolean;
            /** @enum {string} */
            new_application_emails?: "each" | "daily";
            privacy_contact_info?: boolean;
            privacy_public_profile?: boolean;
            sms_notifications?: boolean;
            system_notifications?: boolean;
        };
        UpdatePreferencesResponse: {
            data: {
                preferences: components["schemas"]["Preferences"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        UpdatePreferencesResponseInput: {
            data: {
                preferences: components["schemas"]["PreferencesInput"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        UpdateProfileResponse: {
            data: {
                user: components["schemas"]["User"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        UpdateProfileResponseInput: {
            data: {
                user: components["schemas"]["UserInput"];
            };
            message?: string;
            /** @constant */
            success: true;
        };
        UpdateSavedSearchRequest: {
            /** @enum {string} */
            frequency?: "instant" | "daily" | "weekly";
            name?: string;
            paused?: boolean;
            query?: components["schemas"]["SavedSearchQuery"];
        };
        UpdateSavedSearchRequestInput: {
            /** @enum {string} */
            frequency?: "instant" | "daily" | "weekly";
            name?: string;
            paused?: boolean;
            query?: components["schemas"]["SavedSearchQueryInput"];
        };
        UploadResponse: {
            data: {
                user: components["schemas"]["User"];
            };
            message: string;
            /** @constant */
            success: true;
        };
        UploadResponseInput: {
            data: {
                user: components["schemas"]["UserInput"];
            };
            message: string;
            /** @constant */
            success: true;
        };
        User: {
            accessibility_needs: string[];
            accommodations: string | null;
            accommodations_needed: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
            bio: string | null;
            company_address: string | null;
            company_city: string | null;
            company_country: string | null;
            company_description: string | null;
            company_name: string | null;
            company_size: string | null;
            company_state: string | null;
            company_website: string | null;
            company_zip_code: string | null;
            created_at: string;
            department: string | null;
            education: string | null;
            email: string;
            employee_id: string | null;
            experience_years: number | null;
            first_name: string | null;
            founded_year: number | null;
            /** Format: uuid */
            id: string;
            industry: string | null;
            is_active: boolean;
            job_title: string | null;
            last_login: string | null;
            last_name: string | null;
            location: string | null;
            phone: string | null;
            profile: {
                resume_url: string | null;
            };
            profile_picture_url: string | null;
            remote_preference: string | null;
            resume_url: string | null;
            role: components["schemas"]["Role"];
            skills: string[];
            supervisor: string | null;
            updated_at: string;
        };
        UserGrowth: {
            byRole: components["schemas"]["ChartPoint"][];
            growth: components["schemas"]["ChartPoint"][];
            /** @enum {string} */
            timeRange: "7d" | "30d" | "90d" | "1y";
        };
        UserGrowthInput: {
            byRole: components["schemas"]["ChartPointInput"][];
            growth: components["schemas"]["ChartPointInput"][];
            /** @enum {string} */
            timeRange: "7d" | "30d" | "90d" | "1y";
        };
        UserGrowthResponse: {
            data: components["schemas"]["UserGrowth"];
            /** @constant */
            success: true;
        };
        UserGrowthResponseInput: {
            data: components["schemas"]["UserGrowthInput"];
            /** @constant */
            success: true;
        };
        UserIdParams: {
            /** Format: uuid */
            id: string;
        };
        UserIdParamsInput: {
            /** Format: uuid */
            id: string;
        };
        UserInput: {
            accessibility_needs: string[];
            accommodations: string | null;
            accommodations_needed: ("flexible-hours" | "part-time" | "extra-breaks" | "remote-work" | "step-free-access" | "accessible-restroom" | "quiet-workspace" | "adjustable-desk" | "screen-reader-software" | "captioning" | "speech-to-text" | "magnification" | "sign-language-interpreter" | "written-instructions" | "instructions-in-advance" | "interview-questions-in-advance" | "extra-assessment-time" | "remote-interview" | "support-person")[];
            bio: string | null;
            company_address: string | null;
            company_city: string | null;
            company_country: string | null;
            company_description: string | null;
            company_name: string | null;
            company_size: string | null;
            company_state: string | null;
            company_website: string | null;
            company_zip_code: string | null;
            created_at: string;
            department: string | null;
            education: string | null;
            email: string;
            employee_id: string | null;
            experience_years: number | null;
            first_name: string | null;
            founded_year: number | null;
            /** Format: uuid */
            id: string;
            industry: string | null;
            is_active: boolean;
            job_title: string | null;
            last_login: string | null;
            last_name: string | null;
            location: string | null;
            phone: string | null;
            profile: {
                resume_url: string | null;
            };
            profile_picture_url: string | null;
            remote_preference: string | null;
            resume_url: string | null;
            role: components["schemas"]["RoleInput"];
            skills: string[];
            supervisor: string | null;
            updated_at: string;
        };
        UserRoleBody: {
            /** @enum {string} */
            role: "applicant" | "employer" | "admin";
        };
        UserRoleBodyInput: {
            /** @enum {string} */
            role: "applicant" | "employer" | "admin";
        };
        UserStatusBody: {
            isActive: boolean;
        };
        UserStatusBodyInput: {
            isActive: boolean;
        };
        UserSummary: {
            active: number;
            admins: number;
            applicants: number;
            employers: number;
            inactive: number;
            total: number;
        };
        UserSummaryInput: {
            active: number;
            admins: number;
            applicants: number;
            employers: number;
            inactive: number;
            total: number;
        };
        VerifyOtpRequest: {
            email: components["schemas"]["ResetEmailField"];
            otp: components["schemas"]["OtpField"];
        };
        VerifyOtpRequestInput: {
            email: components["schemas"]["ResetEmailFieldInput"];
            otp: components["schemas"]["OtpFieldInput"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postApisContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactRequestInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAccommodationRequests: {
        parameters: {
            query: {
                applicationId: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccommodationRequestListResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAccommodationRequestsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccommodationRequestResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putAccommodationRequestsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerRequestBodyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccommodationRequestResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAccommodationRequestsByIdReplies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplyBodyInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccommodationRequestResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAccommodationRequestsSummary: {
        parameters: {
            query?: {
                jobId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestSummaryResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAccommodations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccommodationVocabularyResponse"];
                };
            };
        };
    };
    getAdminAuditVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditVerifyResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminTaskQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskQueueStatusResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminTaskQueueFailedByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAnalyticsAdmin: {
        parameters: {
            query?: {
                time_range?: "7d" | "30d" | "90d" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAnalyticsResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAnalyticsApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicantDashboardResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAnalyticsApplicationMetrics: {
        parameters: {
            query?: {
                time_range?: "7d" | "30d" | "90d" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationMetricsResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAnalyticsDashboardStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardStatsResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAnalyticsEmployer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployerDashboardResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAnalyticsJobStats: {
        parameters: {
            query?: {
                time_range?: "7d" | "30d" | "90d" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobStatsResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAnalyticsRecentActivities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentActivitiesResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAnalyticsReport: {
        parameters: {
            query?: {
                time_range?: "7d" | "30d" | "90d" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file, sent as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAnalyticsSystemStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemStatusResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAnalyticsUserGrowth: {
        parameters: {
            query?: {
                time_range?: "7d" | "30d" | "90d" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserGrowthResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApplications: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search?: string;
                status?: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew" | "interviewing" | "withdrawn";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminApplicationsResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyBodyInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteApplicationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApplicationsByIdAccommodationRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccommodationRequestListResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApplicationsByIdAccommodationRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccommodationRequestBodyInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccommodationRequestResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putApplicationsByIdDisclosure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationDisclosureBodyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationDisclosureResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApplicationsByIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationHistoryResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putApplicationsByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminStatusBodyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployerStatusResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putApplicationsByIdWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApplicationsMyApplicants: {
        parameters: {
            query?: {
                jobId?: string;
                limit?: number;
                page?: number;
                search?: string;
                status?: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyApplicantsResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApplicationsMyApplications: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search?: string;
                status?: "applied" | "reviewing" | "shortlisted" | "interviewed" | "offered" | "hired" | "rejected" | "applicant_withdrew" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyApplicationsResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAuditActionTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditActionTypesResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAuditCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditCategoriesResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAuditExport: {
        parameters: {
            query?: {
                actionType?: "LOGIN_SUCCESS" | "LOGIN_FAILED" | "LOGOUT" | "REGISTER" | "ADMIN_CREATED" | "PASSWORD_CHANGED" | "PASSWORD_RESET" | "PASSWORD_RESET_REQUESTED" | "PASSWORD_RESET_FAILED" | "PROFILE_UPDATED" | "PREFERENCES_UPDATED" | "FILE_UPLOADED" | "FILE_REJECTED" | "FILE_DELETED" | "JOB_CREATED" | "JOB_UPDATED" | "JOB_STATUS_CHANGED" | "JOB_TAKEN_DOWN" | "JOB_HOLD_LIFTED" | "JOB_DELETED" | "APPLICATION_CREATED" | "APPLICATION_WITHDRAWN" | "APPLICATION_STATUS_CHANGED" | "APPLICATION_DELETED" | "USER_STATUS_CHANGED" | "USER_ROLE_CHANGED" | "USER_DELETED" | "ACCESS_DENIED" | "AUDIT_EXPORTED" | "DISCLOSURE_UPDATED" | "TASK_RETRIED" | "ACCOMMODATION_REQUESTED" | "ACCOMMODATION_ANSWERED" | "ACCOMMODATION_REPLIED" | "COMPANY_PAGE_UPDATED" | "COMPANY_PAGE_HIDDEN" | "COMPANY_PAGE_SHOWN";
                endDate?: string;
                entityType?: "user" | "job" | "application" | "file" | "security" | "task" | "accommodation_request";
                ipAddress?: string;
                startDate?: string;
                success?: "true" | "false";
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file, sent as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAuditLogs: {
        parameters: {
            query?: {
                actionType?: "LOGIN_SUCCESS" | "LOGIN_FAILED" | "LOGOUT" | "REGISTER" | "ADMIN_CREATED" | "PASSWORD_CHANGED" | "PASSWORD_RESET" | "PASSWORD_RESET_REQUESTED" | "PASSWORD_RESET_FAILED" | "PROFILE_UPDATED" | "PREFERENCES_UPDATED" | "FILE_UPLOADED" | "FILE_REJECTED" | "FILE_DELETED" | "JOB_CREATED" | "JOB_UPDATED" | "JOB_STATUS_CHANGED" | "JOB_TAKEN_DOWN" | "JOB_HOLD_LIFTED" | "JOB_DELETED" | "APPLICATION_CREATED" | "APPLICATION_WITHDRAWN" | "APPLICATION_STATUS_CHANGED" | "APPLICATION_DELETED" | "USER_STATUS_CHANGED" | "USER_ROLE_CHANGED" | "USER_DELETED" | "ACCESS_DENIED" | "AUDIT_EXPORTED" | "DISCLOSURE_UPDATED" | "TASK_RETRIED" | "ACCOMMODATION_REQUESTED" | "ACCOMMODATION_ANSWERED" | "ACCOMMODATION_REPLIED" | "COMPANY_PAGE_UPDATED" | "COMPANY_PAGE_HIDDEN" | "COMPANY_PAGE_SHOWN";
                endDate?: string;
                entityType?: "user" | "job" | "application" | "file" | "security" | "task" | "accommodation_request";
                ipAddress?: string;
                limit?: number;
                page?: number;
                startDate?: string;
                success?: "true" | "false";
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogsResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAuditStats: {
        parameters: {
            query?: {
                timeRange?: "1h" | "24h" | "7d" | "30d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditStatsResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequestInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthVerifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyOtpRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompaniesBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPageResponse"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompaniesBySlugLogo: {
        parameters: {
            query?: {
                size?: number;
                v?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Not modified: the copy the client has (If-None-Match) is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putCompaniesBySlugVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyVisibilityRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompaniesMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyCompanyResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putCompaniesMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMyCompanyRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyCompanyResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postCompaniesMineLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file
                     */
                    logo: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyCompanyResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteCompaniesMineLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyCompanyResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFilesByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ok";
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getJobs: {
        parameters: {
            query: {
                disabilityTypes: ("physical" | "visual" | "hearing" | "cognitive" | "mental-health" | "neurodivergent" | "chronic-illness")[];
                exact?: ("true" | "false") | "";
                isRemote?: ("true" | "false") | "";
                jobType?: ("full-time" | "part-time" | "contract" | "internship" | "freelance") | "";
                limit?: number;
                location?: string;
                offersNeeds?: ("all" | "any") | "";
                page?: number;
                postedWithin?: ("1" | "3" | "7" | "30") | "";
                salaryMax?: number;
                salaryMin?: number;
                salaryPeriod?: ("year" | "month" | "week" | "day" | "hour") | "";
                search?: string;
                sort?: "relevance" | "newest" | "oldest" | "salary-high" | "salary-low";
                status?: "active" | "inactive" | "deleted" | "employer_deactivated" | "draft";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobListResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobFormInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedJobResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getJobsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putJobsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobFormInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedJobResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteJobsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postJobsByIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobFormInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedJobResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postJobsByIdSave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteJobsByIdSave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getJobsByIdSimilar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimilarJobsResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putJobsByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobStatusBodyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postJobsDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobDraftInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putJobsDraftsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobDraftInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getJobsEmployerMyJobs: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobListResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postJobsLanguageCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageCheckRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageCheckResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                limit?: number;
                unread?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationsResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkReadRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationReadResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchNotificationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkReadRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationReadResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putNotificationsByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationReadResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationReadResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearchListResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSavedSearchRequestInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearchResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putSavedSearchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSavedSearchRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearchResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteSavedSearchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchSavedSearchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSavedSearchRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearchResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUploadDownloadProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUploadDownloadResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUploadProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file
                     */
                    profilePicture: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteUploadProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUploadResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file
                     */
                    resume: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteUploadResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                role?: "applicant" | "employer" | "admin";
                search?: string;
                status?: "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsersResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteUsersById: {
        parameters: {
            query?: {
                force?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteUserResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putUsersByIdRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRoleBodyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putUsersByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserStatusBodyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsersCandidates: {
        parameters: {
            query?: {
                accessibilityNeeds?: string;
                education?: "" | ("high_school" | "associate" | "bachelor" | "master" | "doctorate" | "certification");
                experienceYears?: "" | "any" | number;
                isRemote?: "" | ("any" | "true" | "false" | "hybrid");
                keyword?: string;
                limit?: number;
                location?: string;
                page?: number;
                skills?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CandidateSearchResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsersCandidatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CandidateDetailResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putUsersChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordWithConfirmRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsersDisclosure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisclosureSettingsResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putUsersDisclosure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisclosureSettingsInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisclosureSettingsResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsersDisclosureViews: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisclosureViewsResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putUsersPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePreferencesRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatePreferencesResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchUsersPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePreferencesRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatePreferencesResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsersProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetProfileResponse"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putUsersProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateProfileResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsersSavedJobs: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobListResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putUsersSavedJobsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteUsersSavedJobsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid request: the message and `errors` name each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the API relies on is not answering: try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
