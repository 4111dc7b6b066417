/**
 * An e-mail address in running text: it may break before its "@" (never inside "example.com"),
 * and copies whole, with no invisible character in it.
 */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** A sentence's text with the address in it laid out as EmailAddress does. */
export function withEmailAddress(sentence: (email: string) => string, email: string) {
  const marker = '\u0000';
  const [before, after = ''] = sentence(marker).split(marker);
  return (
    <>
      {before}
      <EmailAddress email={email} />
      {after}
    </>
  );
}
