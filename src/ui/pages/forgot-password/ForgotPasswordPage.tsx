// Placeholder until this page is built (issue 3).
export function ForgotPasswordPage() {
  return <h1>ForgotPasswordPage</h1>;
}
