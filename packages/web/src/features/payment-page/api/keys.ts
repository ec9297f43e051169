/** Every cache key of the customer's payment page. */
export const paymentPageKeys = {
  page: (token: string) => ['payment-page', token] as const,
  status: (token: string) => ['payment-page', token, 'status'] as const,
};
