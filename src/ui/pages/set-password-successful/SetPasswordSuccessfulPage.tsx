// Placeholder until this page is built (issue 3).
export function SetPasswordSuccessfulPage() {
  return <h1>SetPasswordSuccessfulPage</h1>;
}
