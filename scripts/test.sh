#!/usr/bin/env bash
# `make test`: runs every test of both packages (PopupKit's, then the tools' in
# Tools/) and ends with one summary line (tests run, passed, failed, skipped, time).
# The suite is Swift Testing only, so XCTest is not run (it would only say
# "Executed 0 tests"). The terminal shows the builds, warnings, failures and their
# details; the routine "started" and "passed" lines are only in the whole log,
# .build/test.log, and so are the gold linker's "Cannot export local symbol
# '__asan_…'" lines (one per AddressSanitizer helper, none about our code).
# The exit status is swift test's: a failing test or build in either package fails
# `make test`. Arguments go to both swift test runs (e.g. --filter); with
# --scratch-path DIR the whole log is DIR/test.log and the tools build in DIR/tools
# (else in Tools/.build, where `make demo` builds them). `make asan` and `make ubsan`
# run it too, with SUMMARY_NAME naming them in the summary line; TEST_PACKAGES=tools
# (as `make ubsan` sets) runs the tools' package alone.
set -uo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
name="${SUMMARY_NAME:-make test}"
scratch=.build
scratch_given=false
others=()
previous=
for argument in "$@"; do
  if [ "$previous" = "--scratch-path" ]; then
    scratch="$argument"; scratch_given=true
  else
    case "$argument" in
      --scratch-path=*) scratch="${argument#--scratch-path=}"; scratch_given=true ;;
      --scratch-path) ;;
      *) others+=("$argument") ;;
    esac
  fi
  previous="$argument"
done
log="$scratch/test.log"
mkdir -p "$scratch"
: >"$log"

tools=(--package-path Tools)
$scratch_given && tools+=(--scratch-path "$scratch/tools")

status=0
stopped=()
# One package's run: its output goes to the terminal (filtered) and the whole log.
run() {
  local label=$1 part="$scratch/test-$1.log"
  shift
  "$swift" test --disable-xctest "$@" 2>&1 |
    tee "$part" |
    grep --line-buffered -v -E '^(◇ .* started\.$|✔ |↳ (Testing Library Version|Target Platform): )|^/usr/bin/ld\.gold: warning: Cannot export local symbol .__asan_'
  local code=${PIPESTATUS[0]}
  cat "$part" >>"$log"
  grep -q -E '^[^ ]+ Test run with [0-9]+ tests? in ' "$part" || stopped+=("$label (exit $code)")
  rm -f "$part"
  [ "$code" -ne 0 ] && status=$code
  return 0
}
packages=${TEST_PACKAGES:-popupkit tools}
[[ " $packages " == *" popupkit "* ]] && run popupkit "$@"
[[ " $packages " == *" tools "* ]] && run tools "${tools[@]}" ${others[@]+"${others[@]}"}

if [ ${#stopped[@]} -gt 0 ]; then
  list=$(IFS=,; echo "${stopped[*]}")
  echo "$name: no test results from ${list//,/, }: the build or the test run stopped early; the whole log is in $log" >&2
  [ "$status" -eq 0 ] && status=1
  exit "$status"
fi
# Swift Testing's last line, "Test run with N tests in M suites passed after T seconds",
# counts every test (a parameterized one once, a skipped one too); a failed test has
# one "✘ Test … failed after" line and a skipped one a "➜ Test … skipped" line.
read -r tests seconds < <(sed -n -E 's/^[^ ]+ Test run with ([0-9]+) tests? in [0-9]+ suites? (passed|failed) after ([0-9.]+) seconds.*/\1 \3/p' "$log" |
  awk '{ tests += $1; seconds += $2 } END { printf "%d %s\n", tests, seconds }')
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
