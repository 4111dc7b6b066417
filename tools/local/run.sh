#!/usr/bin/env bash
# npm run test:local: the journeys of test/local/*.spec.ts on the real adapters (Firebase Auth on its
# emulator, the HTTP user API on the local API server, Stripe's adapter on the stand-in for
# Stripe.js), in the system's Chromium; see test-local.ts. Extra arguments go to Playwright.
set -euo pipefail
cd "$(dirname "$0")/../.."

suite="node -r esbuild-register tools/local/test-local.ts"
for argument in "$@"; do suite+=" $(printf '%q' "$argument")"; done

# See tools/emulator/run.sh: the Auth emulator does not need firebase-tools' native build.
export npm_config_ignore_scripts=true
exec npx --yes firebase-tools@15 emulators:exec \
  --only auth \
  --project demo-mindful \
  --config tools/emulator/firebase.emulator.json \
  "$suite"
