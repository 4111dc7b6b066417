// Placeholder until this page is built (issue 3).
export function SignUpPage() {
  return <h1>SignUpPage</h1>;
}
