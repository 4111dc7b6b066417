#!/usr/bin/env bash
# A command inside the Firebase Auth emulator: firebase-tools' emulators:exec starts the emulator
# on 127.0.0.1:9099 (tools/emulator/firebase.emulator.json), runs the command, then stops
# everything it started, on Ctrl+C too. firebase-tools is not a dependency: npx fetches it into
# its cache on first use (large, a few minutes); the Auth emulator needs no Java, no login and no
# network. npm run test:emulator runs Jest on test/emulator in it; test:local, perf:real and
# start:local a program of the local stack (tools/local/, tools/perf/perf-real.ts). Extra
# arguments go to the command: npm run test:emulator -- -t 'sign-in'.
set -euo pipefail
cd "$(dirname "$0")/../.."

command=''
for argument in "$@"; do command+="${command:+ }$(printf '%q' "$argument")"; done

# Its install scripts would build a native regex module from source (its prebuilt binary lives
# outside the npm registry), which takes minutes; the Auth emulator runs without it.
export npm_config_ignore_scripts=true
exec npx --yes firebase-tools@15 emulators:exec \
  --only auth \
  --project demo-mindful \
  --config tools/emulator/firebase.emulator.json \
  "$command"
