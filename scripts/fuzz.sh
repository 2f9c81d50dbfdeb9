#!/usr/bin/env bash
# make fuzz: builds the fuzz targets (Fuzz/, a package of its own, in Fuzz/.build)
# with libFuzzer and AddressSanitizer and runs each for FUZZ_SECONDS (600 by
# default) on a scratch copy of its committed seeds, so the inputs it finds go to
# .build/fuzz/work/<target>/, never into Fuzz/Corpus. A crashing input is saved in
# .build/fuzz/crashes/<target>/ and the script exits non-zero.
#
#   FUZZ_SECONDS=60 bash scripts/fuzz.sh          # every target for a minute
#   FUZZ_TARGETS="input" bash scripts/fuzz.sh     # one target
#   FUZZ_CONFIGURATION=debug bash scripts/fuzz.sh # -Onone, slower, assertions on
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
FUZZ_SECONDS=${FUZZ_SECONDS:-600}
FUZZ_TARGETS=${FUZZ_TARGETS:-"scenario rulebook input"}
FUZZ_CONFIGURATION=${FUZZ_CONFIGURATION:-release}
# A single input that runs longer than this, or a process above this resident
# size, counts as a crash (a hang, a blow-up).
FUZZ_TIMEOUT=${FUZZ_TIMEOUT:-10}
FUZZ_RSS_MB=${FUZZ_RSS_MB:-2048}
# The longest input libFuzzer tries: JSON documents need room, an input program of
# a few hundred operations is a few hundred bytes.
FUZZ_MAX_LEN=${FUZZ_MAX_LEN:-}
# Fewer than this many coverage counters means the fuzzer flag missed our code.
MINIMUM_COUNTERS=10000

# lld: gold stops with an internal error linking the instrumented executables.
build=("$SWIFT" build --package-path Fuzz -c "$FUZZ_CONFIGURATION"
       -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
echo "Building the fuzz targets ($FUZZ_CONFIGURATION, -sanitize=fuzzer,address)…"
"${build[@]}" 2>&1 | grep -v '^\[' || true
"${build[@]}" >/dev/null
bin=$("${build[@]}" --show-bin-path)

root=.build/fuzz
mkdir -p "$root"
summary=()
failed=0
for target in $FUZZ_TARGETS; do
  work=$root/work/$target
  crashes=$root/crashes/$target
  log=$root/$target.log
  rm -rf "$work"
  mkdir -p "$work" "$crashes"
  cp Fuzz/Corpus/"$target"/* "$work"/
  seeds=$(find "$work" -type f | wc -l)
  before=$(find "$crashes" -type f | wc -l)
  echo "Fuzzing $target for ${FUZZ_SECONDS}s ($seeds seeds; log in $log)…"
  status=0
  max_len=${FUZZ_MAX_LEN:-$([ "$target" = input ] && echo 2048 || echo 8192)}
  # Swift's own backtracer would race libFuzzer's crash handler: off. Leak checks
  # are off too: the Swift runtime's caches live for the whole process.
  SWIFT_BACKTRACE=enable=no "$bin/fuzz-$target" "$work" \
    -dict="Fuzz/Dictionaries/$target.dict" \
    -max_total_time="$FUZZ_SECONDS" -timeout="$FUZZ_TIMEOUT" -rss_limit_mb="$FUZZ_RSS_MB" \
    -max_len="$max_len" -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$crashes/" >"$log" 2>&1 || status=$?

  counters=$(sed -n 's/.*Loaded [0-9]* modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' "$log" | head -1)
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
  corpus=$(find "$work" -type f | wc -l)
  found=$(( $(find "$crashes" -type f | wc -l) - before ))
  line="$target: ${runs:-?} executions in ${FUZZ_SECONDS}s, cov: ${cov:-?} ft: ${ft:-?}, corpus: $corpus files ($seeds seeds), counters: ${counters:-none}, crashes: $found"
  if [ "${counters:-0}" -lt "$MINIMUM_COUNTERS" ]; then
    line+=" — too few coverage counters: the fuzzer flag did not reach PopupKit"
    failed=1
  fi
  if [ "$status" -ne 0 ] || [ "$found" -gt 0 ]; then
    line+=" — FAILED (exit $status): see $log; reproduce with: SWIFT_BACKTRACE=enable=no $bin/fuzz-$target $crashes/<file>"
    failed=1
  fi
  summary+=("$line")
done

echo
echo "Fuzzing summary:"
printf '  %s\n' "${summary[@]}"
exit $failed
