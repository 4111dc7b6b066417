#!/usr/bin/env bash
# npm run test:local and npm run perf:real: a program of the local stack inside the Firebase Auth
# emulator (firebase-tools' emulators:exec starts it, runs the program, then stops it). The first
# argument is the program: tools/local/test-local.ts runs the journeys of test/local/*.spec.ts on
# the real adapters (Firebase Auth on its emulator, the HTTP user API on the local API server,
# Stripe's adapter on the stand-in for Stripe.js), in the system's Chromium; tools/perf/perf-real.ts
# runs Lighthouse on the real build's logged-out pages. Extra arguments go to the program.
set -euo pipefail
cd "$(dirname "$0")/../.."

program="node -r esbuild-register $(printf '%q' "$1")"
shift
for argument in "$@"; do program+=" $(printf '%q' "$argument")"; done

# See tools/emulator/run.sh: the Auth emulator does not need firebase-tools' native build.
export npm_config_ignore_scripts=true
exec npx --yes firebase-tools@15 emulators:exec \
  --only auth \
  --project demo-mindful \
  --config tools/emulator/firebase.emulator.json \
  "$program"
