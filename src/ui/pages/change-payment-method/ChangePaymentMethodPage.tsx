// Placeholder until this page is built (issue 3).
export function ChangePaymentMethodPage() {
  return <h1>ChangePaymentMethodPage</h1>;
}
