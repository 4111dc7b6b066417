// Placeholder until this page is built (issue 3).
export function SetPasswordPage() {
  return <h1>SetPasswordPage</h1>;
}
