/** Background jobs, in admins' settings. */
export const jobsEn = {
  'jobs.title': 'Background jobs',
  'jobs.kind': 'Job',
  'jobs.status': 'Status',
  'jobs.lastRun': 'Last run',
  'jobs.nextRun': 'Next run',
  'jobs.took': '{ms} ms',
  'jobs.statuses.due': 'Due',
  'jobs.statuses.running': 'Running',
  'jobs.statuses.done': 'Done',
  'jobs.statuses.failed': 'Failed',
};
