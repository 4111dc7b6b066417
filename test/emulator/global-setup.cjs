/** Fails at once, and says why, when the Auth emulator is not there. */
module.exports = async () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  let ready = false;
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(5000) });
    ready = response.ok && (await response.json()).authEmulator?.ready === true;
  } catch {
    ready = false;
  }
  if (!ready) {
    throw new Error(
      `No Firebase Auth emulator at http://${host}. Run these tests with \`npm run test:emulator\`.`,
    );
  }
};
