/** Query keys of the dashboards. */
export const dashboardKeys = {
  demoCatalogue: ['demo', 'catalogue'] as const,
};
