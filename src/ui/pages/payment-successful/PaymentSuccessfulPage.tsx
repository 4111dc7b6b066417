// Placeholder until this page is built (issue 3).
export function PaymentSuccessfulPage() {
  return <h1>PaymentSuccessfulPage</h1>;
}
