// Placeholder until this page is built (issue 3).
export function CancelSubscriptionPage() {
  return <h1>CancelSubscriptionPage</h1>;
}
