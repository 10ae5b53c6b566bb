#!/usr/bin/env bash
# `ccc solve` and `ccc lint` of every ccc-bench shape at about 16,000 constraint strings
# (issue #17: each shape solves in under 1 s and lints in under 2 s there; a stack of N
# arranged views counts as 2N strings). Prints a Markdown table: one run of each command
# (`/usr/bin/time`: wall seconds and peak MB), a run over TIMEOUT seconds stopped. Used by
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

echo "| shape | size | strings | solve (s) | solve peak MB | lint (s) | lint peak MB |"
echo "|---|---:|---:|---:|---:|---:|---:|"
measured=" "
for c in $CASES; do
    shape=${c%%:*}
    size=${c##*:}
    measured+="$shape "
    # Only the file is wanted: the measurement of the size is cut short (`--cap-seconds`).
    "$BENCH" --shape "$shape" --sizes "$size" --emit "$work" --max-seconds 0.001 --cap-seconds 1 > /dev/null 2>&1 || true
    file="$work/$shape-$size.json"
    if [ ! -f "$file" ]; then
        echo "| $shape | $size | - | not emitted | - | - | - |"
        continue
    fi
    strings=$("$BENCH" --count "$shape" "$size" | tr ' ' '\n' | awk -F= '$1 == "strings" { print $2 }')
    read -r solve_s solve_mb _ <<< "$(run solve "$file") -"
    read -r lint_s lint_mb _ <<< "$(run lint "$file") -"
    echo "| $shape | $size | ${strings:--} | $(cell "$solve_s" "$solve_mb") | $(cell "$lint_s" "$lint_mb") |"
    rm -f "$file"
done
# A shape added to ccc-bench but not to the default CASES is listed, so that the table says it is missing.
[ -n "$listed" ] && exit 0
for shape in $("$BENCH" --help 2>&1 | sed -n 's/.*(default all): //p' | tr -d ',' | head -1); do
    case "$measured" in *" $shape "*) ;; *) echo "| $shape | - | - | not measured (no 16,000-string size in CASES) | - | - | - |" ;; esac
done
