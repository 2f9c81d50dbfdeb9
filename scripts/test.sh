#!/usr/bin/env bash
# `make test`: runs every test and ends with one summary line (tests run, passed,
# failed, skipped, time). The suite is Swift Testing only, so XCTest is not run (it
# would only say "Executed 0 tests"). The terminal shows the build, warnings,
# failures and their details; the routine "started" and "passed" lines are only in
# the whole log, .build/test.log. The exit status is swift test's: a failing test or
# build fails `make test`. Arguments go to swift test (e.g. --filter).
set -uo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
log=.build/test.log
mkdir -p .build

"$swift" test --disable-xctest "$@" 2>&1 |
  tee "$log" |
  grep --line-buffered -v -E '^(◇ .* started\.$|✔ |↳ (Testing Library Version|Target Platform): )'
status=${PIPESTATUS[0]}

# Swift Testing's last line, "Test run with N tests in M suites passed after T seconds",
# counts every test (a parameterized one once, a skipped one too); a failed test has
# one "✘ Test … failed after" line and a skipped one a "➜ Test … skipped" line.
run=$(sed -n -E 's/^[^ ]+ Test run with ([0-9]+) tests? in [0-9]+ suites? (passed|failed) after ([0-9.]+) seconds.*/\1 \3/p' "$log")
if [ -z "$run" ]; then
  echo "make test: no test results: the build or the test run stopped early (exit $status); the whole log is in $log" >&2
  [ "$status" -eq 0 ] && status=1
  exit "$status"
fi
read -r tests seconds <<<"$run"
failed=$(grep -c -E '^✘ Test .* failed after [0-9.]+ seconds' "$log")
failed=$(( failed - $(grep -c -E '^✘ Test run with ' "$log") ))
skipped=$(grep -c -E '^➜ Test .* skipped' "$log")
echo "make test: $tests tests run, $(( tests - failed - skipped )) passed, $failed failed, $skipped skipped in $seconds s; the whole log is in $log"
[ "$status" -eq 0 ] && [ "$failed" -gt 0 ] && status=1
exit "$status"
