// Placeholder until this page is built (issue 3).
export function SignInPage() {
  return <h1>SignInPage</h1>;
}
