#!/usr/bin/env bash
# `make test`: runs every test and ends with one summary line (tests run, passed,
# failed, skipped, time). The suite is Swift Testing only, so XCTest is not run (it
# would only say "Executed 0 tests"). The terminal shows the build, warnings,
# failures and their details; the routine "started" and "passed" lines are only in
# the whole log, .build/test.log, and so are the gold linker's "Cannot export local
# symbol '__asan_…'" lines (one per AddressSanitizer helper, none about our code).
# The exit status is swift test's: a failing test or build fails `make test`.
# Arguments go to swift test (e.g. --filter); with --scratch-path DIR the whole log
# is DIR/test.log. `make asan` and `make ubsan` run it too, with SUMMARY_NAME naming
# them in the summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
name="${SUMMARY_NAME:-make test}"
scratch=.build
previous=
for argument in "$@"; do
  case "$argument" in
    --scratch-path=*) scratch="${argument#--scratch-path=}" ;;
  esac
  [ "$previous" = "--scratch-path" ] && scratch="$argument"
  previous="$argument"
done
log="$scratch/test.log"
mkdir -p "$scratch"

"$swift" test --disable-xctest "$@" 2>&1 |
  tee "$log" |
  grep --line-buffered -v -E '^(◇ .* started\.$|✔ |↳ (Testing Library Version|Target Platform): )|^/usr/bin/ld\.gold: warning: Cannot export local symbol .__asan_'
status=${PIPESTATUS[0]}

# Swift Testing's last line, "Test run with N tests in M suites passed after T seconds",
# counts every test (a parameterized one once, a skipped one too); a failed test has
# one "✘ Test … failed after" line and a skipped one a "➜ Test … skipped" line.
run=$(sed -n -E 's/^[^ ]+ Test run with ([0-9]+) tests? in [0-9]+ suites? (passed|failed) after ([0-9.]+) seconds.*/\1 \3/p' "$log")
if [ -z "$run" ]; then
  echo "$name: no test results: the build or the test run stopped early (exit $status); the whole log is in $log" >&2
  [ "$status" -eq 0 ] && status=1
  exit "$status"
fi
read -r tests seconds <<<"$run"
failed=$(grep -c -E '^✘ Test .* failed after [0-9.]+ seconds' "$log")
failed=$(( failed - $(grep -c -E '^✘ Test run with ' "$log") ))
skipped=$(grep -c -E '^➜ Test .* skipped' "$log")
echo "$name: $tests tests run, $(( tests - failed - skipped )) passed, $failed failed, $skipped skipped in $seconds s; the whole log is in $log"
[ "$status" -eq 0 ] && [ "$failed" -gt 0 ] && status=1
# Every test passed but the process did not: a sanitizer's report at exit (a leak
# found by LeakSanitizer once the tests were over), or a crash after the run.
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
  echo "$name: swift test exited $status after the tests (a sanitizer's report at exit?); the whole log is in $log" >&2
fi
exit "$status"
