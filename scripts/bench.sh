#!/usr/bin/env bash
# Runs every benchmark in Benchmarks/ (release build, one run) and rewrites
# BENCHMARKS.md from the medians. The raw markdown stays in .build-bench/results.md.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build-bench
(cd Benchmarks && swift package benchmark --format markdown --path stdout --no-progress) > .build-bench/results.md
python3 scripts/bench-report.py < .build-bench/results.md
echo "BENCHMARKS.md written from .build-bench/results.md"
