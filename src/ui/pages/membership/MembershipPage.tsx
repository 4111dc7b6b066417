// Placeholder until this page is built (issue 3).
export function MembershipPage() {
  return <h1>MembershipPage</h1>;
}
