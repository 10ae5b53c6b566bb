#!/usr/bin/env bash
# `ccc solve` and `ccc lint` of every ccc-bench shape at about 16,000 constraint strings
# (issue #17: each shape solves in under 1 s and lints in under 2 s there; a stack of N
# arranged views counts as 2N strings; time per string may grow at most ×1.3 from 4,000 to
# 16,000). Prints a Markdown table: one run of each command (`/usr/bin/time`: wall seconds
# and peak MB) at the size and at a quarter of its strings, and the growth of time per
# string between the two (t16 / (4 × t4); `/usr/bin/time` counts in 10 ms steps, so below
# about 0.1 s the ratio is mostly start-up and rounding), a run over TIMEOUT seconds stopped. Used by
# Scripts/performance.sh; alone:
#
#   Scripts/every-shape-16000.sh                          # every shape, release build
#   CASES="chain:5333 long-conflict:4000" Scripts/every-shape-16000.sh
#   CCC=path/to/ccc BENCH=path/to/ccc-bench TIMEOUT=30 Scripts/every-shape-16000.sh
set -euo pipefail
cd "$(dirname "$0")/.."

TIMEOUT=${TIMEOUT:-30}
listed=${CASES:+given}
if [ -z "${CCC:-}" ] || [ -z "${BENCH:-}" ]; then
    swift build -c release >&2
    bin=$(swift build -c release --show-bin-path)
    CCC=${CCC:-$bin/ccc}
    BENCH=${BENCH:-$bin/ccc-bench}
fi
# Each shape's size parameter for about 16,000 strings (ccc-bench --help, PERFORMANCE.md).
CASES=${CASES:-"grid:63 chain:5333 nesting:4000 form:3200 stack-fill-equally:8000 stack-fill-proportionally:8000
stack-fill-column:8000 stack-fill-column-loose:8000 stack-equal-spacing-room:8000 stack-equal-spacing-squeezed:8000
stack-equal-centering-squeezed:8000 chain-27-priorities:5333 chain-999-priorities:5333 chain-linked-priorities:5333
ambiguous-views:4000 long-conflict:4000 nested-stacks:4000 tied-optional-widths:2286 stack-fill-equally-conflict:8000
chain-stack-conflict:6400"}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One run of `ccc COMMAND FILE > /dev/null`: "seconds megabytes", or "timeout".
run() {
    local command=$1 file=$2
    if ! /usr/bin/time -f "%e %M" -o "$work/time" timeout "$TIMEOUT" "$CCC" "$command" "$file" > /dev/null 2> /dev/null; then
        if grep -q "Command exited with non-zero status 124" "$work/time"; then echo timeout; return; fi
    fi
    read -r seconds kb < <(tail -1 "$work/time")
    echo "$seconds $(echo "scale=1; $kb / 1024" | bc)"
}
cell() {
    if [ "$1" = timeout ]; then echo "over $TIMEOUT (stopped) | -"; else echo "$1 | $2"; fi
}

# The size parameter for a quarter of the strings (the grid's is its side: half).
quarter() {
    if [ "$1" = grid ]; then echo $(( ($2 + 1) / 2 )); else echo $(( ($2 + 2) / 4 )); fi
}
# Emits SHAPE at SIZE into the work folder; prints the file's path, or nothing.
emit() {
    # Only the file is wanted: the measurement of the size is cut short (`--cap-seconds`).
    "$BENCH" --shape "$1" --sizes "$2" --emit "$work" --max-seconds 0.001 --cap-seconds 1 > /dev/null 2>&1 || true
    if [ -f "$work/$1-$2.json" ]; then echo "$work/$1-$2.json"; fi
}
# Time per string at the size over time per string at the quarter: "1.07", or "-".
growth() {
    local big=$1 small=$2 big_strings=$3 small_strings=$4
    case "$big $small" in *timeout*|*-*) echo "-"; return ;; esac
    awk -v b="$big" -v s="$small" -v bn="$big_strings" -v sn="$small_strings" \
        'BEGIN { if (s > 0 && bn > 0) printf "%.2f\n", (b / bn) / (s / sn); else print "-" }'
}

echo "| shape | size | strings | solve (s) | solve peak MB | lint (s) | lint peak MB | quarter: strings | solve (s) | lint (s) | growth per string: solve | lint |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
measured=" "
for c in $CASES; do
    shape=${c%%:*}
    size=${c##*:}
    measured+="$shape "
    file=$(emit "$shape" "$size")
    if [ -z "$file" ]; then
        echo "| $shape | $size | - | not emitted | - | - | - | - | - | - | - | - |"
        continue
    fi
    strings=$("$BENCH" --count "$shape" "$size" | tr ' ' '\n' | awk -F= '$1 == "strings" { print $2 }')
    read -r solve_s solve_mb _ <<< "$(run solve "$file") -"
    read -r lint_s lint_mb _ <<< "$(run lint "$file") -"
    rm -f "$file"
    small=$(quarter "$shape" "$size")
    small_file=$(emit "$shape" "$small")
    small_strings=$("$BENCH" --count "$shape" "$small" | tr ' ' '\n' | awk -F= '$1 == "strings" { print $2 }')
    small_solve=- small_lint=-
    if [ -n "$small_file" ]; then
        read -r small_solve _ <<< "$(run solve "$small_file") -"
        read -r small_lint _ <<< "$(run lint "$small_file") -"
        rm -f "$small_file"
    fi
    solve_growth=$(growth "$solve_s" "$small_solve" "${strings:-1}" "${small_strings:-1}")
    lint_growth=$(growth "$lint_s" "$small_lint" "${strings:-1}" "${small_strings:-1}")
    [ "$small_solve" = timeout ] && small_solve="over $TIMEOUT"
    [ "$small_lint" = timeout ] && small_lint="over $TIMEOUT"
    echo "| $shape | $size | ${strings:--} | $(cell "$solve_s" "$solve_mb") | $(cell "$lint_s" "$lint_mb") | ${small_strings:--} | $small_solve | $small_lint | $solve_growth | $lint_growth |"
done
# A shape added to ccc-bench but not to the default CASES is listed, so that the table says it is missing.
[ -n "$listed" ] && exit 0
for shape in $("$BENCH" --help 2>&1 | sed -n 's/.*(default all): //p' | tr -d ',' | head -1); do
    case "$measured" in *" $shape "*) ;; *) echo "| $shape | - | - | not measured (no 16,000-string size in CASES) | - | - | - | - | - | - | - | - |" ;; esac
done
