// Placeholder until this page is built (issue 3).
export function ProfilePage() {
  return <h1>ProfilePage</h1>;
}
