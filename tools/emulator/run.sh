#!/usr/bin/env bash
# npm run test:emulator: every test/emulator/**/*.emulator.test.ts against the Firebase Auth
# emulator. firebase-tools is not a dependency: npx fetches it into its cache on first use (large,
# a few minutes); the Auth emulator needs no Java, no login and no network. emulators:exec starts
# the emulator on 127.0.0.1:9099 (tools/emulator/firebase.emulator.json), runs Jest, then stops
# everything it started. Extra arguments go to Jest: npm run test:emulator -- -t 'sign-in'.
set -euo pipefail
cd "$(dirname "$0")/../.."

jest="npx jest --config test/emulator/jest.config.cjs"
for argument in "$@"; do jest+=" $(printf '%q' "$argument")"; done

# Its install scripts would build a native regex module from source (its prebuilt binary lives
# outside the npm registry), which takes minutes; the Auth emulator runs without it.
export npm_config_ignore_scripts=true
exec npx --yes firebase-tools@15 emulators:exec \
  --only auth \
  --project demo-mindful \
  --config tools/emulator/firebase.emulator.json \
  "$jest"
