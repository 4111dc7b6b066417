#!/usr/bin/env bash
# npm run start:local: the portal with its identity on the Firebase Auth emulator, its user API on
# the local API server and its payments through the real Stripe adapter against the stand-in for
# Stripe.js that server serves (local-settings.ts): every call crosses real HTTP on this machine.
# The emulator (127.0.0.1:9099) runs the rest and stops it all on Ctrl+C.
set -euo pipefail
cd "$(dirname "$0")/../.."

# See tools/emulator/run.sh: the Auth emulator does not need firebase-tools' native build.
export npm_config_ignore_scripts=true
exec npx --yes firebase-tools@15 emulators:exec \
  --only auth \
  --project demo-mindful \
  --config tools/emulator/firebase.emulator.json \
  "node -r esbuild-register tools/local/local-stack.ts"
