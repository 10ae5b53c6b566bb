#!/usr/bin/env bash
# Shows that the work an input's size controls grows linearly (issue #18): for each
# hostile shape, `ccc` runs on sizes ×1, ×4 and ×16 and the script prints the seconds, the
# time per item relative to ×1 (linear: about 1; the goal is at most 1.3) and the peak
# memory. Then the peak memory of two large inputs against their size (goal: at most
# 4 × the input plus the runtime, about 15 MB for `ccc --version`).
#
#   Scripts/hostile-growth.sh                 # builds in release and runs everything
#   CCC=/path/to/ccc TIMEOUT=60 Scripts/hostile-growth.sh [shape...]
#
# Shapes: cycle, suggestion, minified, unknown-keys, states, vfl-repeat, vfl-predicates,
# lint-ambiguous, lint-outside, lint-states, render-states, swift-hashes, swift-nested-calls,
# objc-nested-calls, log-cycle, log-width-cycle, memory.
set -euo pipefail
cd "$(dirname "$0")/.."

TIMEOUT=${TIMEOUT:-120}
DIVIDE=${DIVIDE:-1}   # divides every shape's sizes (to see a slow build's growth)
if [ -z "${CCC:-}" ]; then
    swift build -c release --product ccc >&2
    CCC="$(swift build -c release --show-bin-path)/ccc"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Prints "seconds peak-MB" of one run (standard output and error discarded), or "timeout".
measure() {
    local status=0
    /usr/bin/time -f "%e %M" -o "$work/time" timeout "$TIMEOUT" "$@" > /dev/null 2>&1 || status=$?
    if [ "$status" = 124 ]; then echo timeout; return; fi
    read -r seconds kb < <(tail -1 "$work/time")
    echo "$seconds $(awk -v k="$kb" 'BEGIN { printf "%.0f", k / 1024 }')"
}

# A superview cycle through N views (one line per view).
gen_cycle() {
    awk -v n="$1" 'BEGIN {
        print "{\"views\": {"
        for (i = 0; i < n; i++) printf "  \"v%d\": {\"superview\": \"v%d\"}%s\n", i, (i + 1) % n, (i < n - 1 ? "," : "")
        print "}}" }'
}

# One view whose name is N characters, and a constraint naming it with its first letter changed.
gen_suggestion() {
    awk -v n="$1" 'BEGIN {
        name = "a"; while (length(name) < n) name = name name; name = substr(name, 1, n)
        printf "{\"views\": {\"%s\": {}},\n \"constraints\": [\"b%s.width = 10\"]}\n", name, substr(name, 2) }'
}

# N views and 4N constraints, all on one line (a minified file).
gen_minified() {
    awk -v n="$1" 'BEGIN {
        printf "{\"views\": {"
        for (i = 0; i < n; i++) printf "%s\"v%d\": {}", (i ? ", " : ""), i
        printf "}, \"constraints\": ["
        for (i = 0; i < n; i++) printf "%s\"v%d.left = super.left + %d\", \"v%d.top = super.top\", \"v%d.width = 10\", \"v%d.height = 10\"", (i ? ", " : ""), i, i, i, i, i
        printf "]}" }'
}

# N unknown keys on one line.
gen_unknown_keys() {
    awk -v n="$1" 'BEGIN { printf "{\"views\": {}"; for (i = 0; i < n; i++) printf ", \"key%d\": %d", i, i; printf "}" }'
}

# A small layout that declares N states.
gen_states() {
    awk -v n="$1" 'BEGIN {
        print "{\"metrics\": {\"gap\": 1}, \"views\": {\"a\": {}, \"b\": {}},"
        print " \"constraints\": [\"a.left = super.left + gap\", \"b.left = a.right + gap\", \"a.top = super.top\", \"b.top = a.bottom\","
        print "   \"a.width = 10\", \"a.height = 10\", \"b.width = a.width\", \"b.height = a.height\"],"
        print " \"states\": {"
        for (i = 0; i < n; i++) printf "  \"s%d\": {\"gap\": %d}%s\n", i, i, (i < n - 1 ? "," : "")
        print "}}" }'
}

# One visual format string naming view `a` N times: `H:|[a][a]…[a]|` (issue 12).
gen_vfl_repeat() {
    awk -v n="$1" 'BEGIN {
        printf "{\"size\": {\"width\": 375, \"height\": 667}, \"views\": {\"a\": {}}, \"constraints\": [\"H:|"
        for (i = 0; i < n; i++) printf "[a]"
        printf "|\"]}\n" }'
}

# One visual format string with N identical predicates: `H:|-(>=1,>=1,…)-[a]|` (issue 12).
gen_vfl_predicates() {
    awk -v n="$1" 'BEGIN {
        printf "{\"size\": {\"width\": 375, \"height\": 667}, \"views\": {\"a\": {}}, \"constraints\": [\"H:|-("
        for (i = 0; i < n; i++) printf "%s>=1", (i ? "," : "")
        printf ")-[a]|\"]}\n" }'
}

# N views without constraints: N `ambiguous-layout` warnings from `lint` (issue 18).
gen_lint_ambiguous() {
    awk -v n="$1" 'BEGIN {
        print "{\"views\": {"
        for (i = 0; i < n; i++) printf "  \"v%d\": {}%s\n", i, (i < n - 1 ? "," : "")
        print "}}" }'
}

# N views placed outside a 100×100 root: N `outside-superview` warnings, each view also
# with a suppression of another code that silences nothing (N unused-suppression warnings).
gen_lint_outside() {
    awk -v n="$1" 'BEGIN {
        print "{\"size\": {\"width\": 100, \"height\": 100}, \"views\": {"
        for (i = 0; i < n; i++)
            printf "  \"v%d\": {\"lint\": {\"disable\": [\"priority-tie\"]}, \"constraints\": [\"self.left = super.left + 500\", \"self.top = super.top\", \"self.width = 10\", \"self.height = 10\"]}%s\n", i, (i < n - 1 ? "," : "")
        print "}}" }'
}

# The layout of `states` given to `lint`, which lints the base and every state (issue 18).
gen_lint_states() { gen_states "$1"; }
# The same layout drawn in every state (`render --state s0 … --state sN-1`).
gen_render_states() { gen_states "$1"; }

# A Swift call whose string is followed by N `#` (a `#` run opens no raw string; trial 13).
gen_swift_hashes() {
    awk -v n="$1" 'BEGIN { printf "addCompactConstraint(\"a\""; for (i = 0; i < n; i++) printf "#"; print ")" }'
}

# N nested Swift calls, unclosed: each one's string is the rest of the file (trial 13).
gen_swift_nested_calls() {
    awk -v n="$1" 'BEGIN { printf "addCompactConstraint(\"a\", "; for (i = 0; i < n; i++) printf "addCompactConstraint("; print "" }'
}

# N nested Objective-C messages in a function, unclosed (trial 13).
gen_objc_nested_calls() {
    awk -v n="$1" 'BEGIN { printf "void f() { [v addCompactConstraint:@\"a\" views:nil]; "; for (i = 0; i < n; i++) printf "[v addCompactConstraint:"; print "}" }'
}

# `--state s0 … --state sN-1`, one argument a line.
state_arguments() {
    awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "--state\ns%d\n", i }'
}

# A console log whose N constraints are one cycle of equalities, `v(i).leading ==
# v(i+1).leading + 1` (positions) or `.width` (sizes, which the model keeps at 0 or more):
# one conflict of N members (issue #18).
gen_log_cycle() { gen_log_cycle_of leading "$1"; }
gen_log_width_cycle() { gen_log_cycle_of width "$1"; }
gen_log_cycle_of() {
    awk -v a="$1" -v n="$2" 'BEGIN {
        print "2026-11-30 07:55:13.002114+0900 Cycle[5120:140337] [LayoutConstraints] Unable to simultaneously satisfy constraints."
        print "("
        for (i = 0; i < n; i++)
            printf "    \"<NSLayoutConstraint:0x6000%08x UIView:0x7f%010x.%s == UIView:0x7f%010x.%s + 1   (active)>\"%s\n", i, i, a, (i + 1) % n, a, (i < n - 1 ? "," : "")
        print ")"
        print ""
        print "Will attempt to recover by breaking constraint "
        printf "<NSLayoutConstraint:0x6000%08x UIView:0x7f%010x.%s == UIView:0x7f%010x.%s + 1   (active)>\n", n - 1, n - 1, a, 0, a }'
}

run_shape() {
    local shape=$1 base=$2 unit=$3
    shift 3
    printf '\n%s (items: %s)\n' "$shape" "$unit"
    printf '%10s %10s %14s %10s %10s\n' size seconds "µs per item" "× of ×1" "peak MB"
    local first=""
    for factor in 1 4 16; do
        local n=$((base * factor / DIVIDE))
        local input="$work/input.json"
        [ "${shape#swift-}" != "$shape" ] && input="$work/input.swift"
        [ "${shape#objc-}" != "$shape" ] && input="$work/input.m"
        [ "${shape#log-}" != "$shape" ] && input="$work/input.log"
        "gen_${shape//-/_}" "$n" > "$input"
        local result
        if [ "$shape" = states ]; then
            mapfile -t extra < <(state_arguments "$n")
            result=$(measure "$CCC" solve "$work/input.json" --format tsv "${extra[@]}")
        elif [ "$shape" = render-states ]; then
            mapfile -t extra < <(state_arguments "$n")
            result=$(measure "$CCC" render "$work/input.json" -o "$work/picture.svg" "${extra[@]}")
        else
            result=$(measure "$CCC" "$@" "$input")
        fi
        if [ "$result" = timeout ]; then
            printf '%10s %10s\n' "$n" "> ${TIMEOUT} s"
            break
        fi
        read -r seconds mb <<< "$result"
        local per
        per=$(awk -v s="$seconds" -v n="$n" 'BEGIN { printf "%.2f", s * 1e6 / n }')
        [ -z "$first" ] && first=$per
        printf '%10s %10s %14s %10s %10s\n' "$n" "$seconds" "$per" \
            "$(awk -v a="$per" -v b="$first" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')" "$mb"
    done
}

memory() {
    printf '\nmemory (goal: peak ≤ 4 × input + runtime)\n'
    printf '%-34s %10s %10s %10s %12s\n' input "input MB" seconds "peak MB" "peak/input"
    local runtime
    runtime=$(measure "$CCC" --version)
    printf '%-34s %10s %10s %10s %12s\n' "ccc --version (the runtime)" 0 $runtime -
    # 100,000 views, one per line, each with a constraint, about 10 MB.
    awk 'BEGIN {
        print "{\"views\": {"
        for (i = 0; i < 100000; i++)
            printf "  \"view%06d\": {\"intrinsicSize\": [%d, 20], \"constraints\": [\"self.left = super.left + %d\"]},   \n", i, i % 300, i % 50
        print "  \"last\": {}"
        print "}}" }' > "$work/views.json"
    # One 60 MB string (an unknown key's value).
    awk 'BEGIN { s = "abcdefghij"; while (length(s) < 60000000) s = s s; printf "{\"views\": {}, \"notes\": \"%s\"}\n", substr(s, 1, 60000000) }' > "$work/string.json"
    # One 60 MB constraint string: a width, then a 60 MB word the parser does not expect.
    awk 'BEGIN { s = "x"; while (length(s) < 60000000) s = s s; printf "{\"views\": {\"a\": {}}, \"constraints\": [\"a.width = 1 junk%s\"]}\n", substr(s, 1, 60000000) }' > "$work/junk.json"
    # One 60 MB sum of constants: `a.width = 1 + 1 + … + 1` (15 million terms).
    awk 'BEGIN { s = "1 + "; while (length(s) < 60000000) s = s s; printf "{\"views\": {\"a\": {}}, \"constraints\": [\"a.width = %s1\"]}\n", substr(s, 1, 60000000) }' > "$work/sum.json"
    # A visual format string, then 60 MB of stray brackets; the same with a blank before each.
    awk 'BEGIN { s = "]"; while (length(s) < 60000000) s = s s; printf "{\"views\": {\"a\": {}}, \"constraints\": [\"H:|[a]|%s\"]}\n", substr(s, 1, 60000000) }' > "$work/vfl-junk.json"
    awk 'BEGIN { s = " ]"; while (length(s) < 60000000) s = s s; printf "{\"views\": {\"a\": {}}, \"constraints\": [\"H:|[a]|%s\"]}\n", substr(s, 1, 60000000) }' > "$work/vfl-blanks.json"
    # 1,600,000 unknown keys (about 30 MB): 100 warnings are listed, the rest counted.
    awk 'BEGIN { printf "{\"views\": {}"; for (i = 0; i < 1600000; i++) printf ", \"key%d\": %d", i, i; printf "}" }' > "$work/keys.json"
    # The 100,000 views on one line (about 10 MB).
    tr -d '\n' < "$work/views.json" > "$work/oneline.json"
    for input in "views.json compile" "views.json solve" "views.json lint" "oneline.json solve" "string.json solve" "junk.json solve" "junk.json lint" "sum.json solve" "vfl-junk.json solve" "vfl-blanks.json solve" "keys.json solve"; do
        read -r file command <<< "$input"
        local size result
        size=$(stat -c %s "$work/$file")
        result=$(measure "$CCC" "$command" "$work/$file")
        local mb
        mb=$(awk -v b="$size" 'BEGIN { printf "%.1f", b / 1048576 }')
        if [ "$result" = timeout ]; then
            printf '%-34s %10s %10s\n' "$command $file" "$mb" "> ${TIMEOUT} s"
            continue
        fi
        read -r seconds peak <<< "$result"
        printf '%-34s %10s %10s %10s %12s\n' "$command $file" "$mb" "$seconds" "$peak" \
            "$(awk -v p="$peak" -v m="$mb" 'BEGIN { printf "%.1f", p / m }')"
    done
    # A stream without end is read up to the 64 MiB limit and refused.
    local zero
    zero=$(measure "$CCC" solve /dev/zero)
    printf '%-34s %10s %10s %10s %12s\n' "solve /dev/zero (refused)" "64 + 1 B" $zero -
}

shapes=("$@")
[ ${#shapes[@]} -eq 0 ] && shapes=(cycle suggestion minified unknown-keys states vfl-repeat vfl-predicates lint-ambiguous lint-outside lint-states render-states swift-hashes swift-nested-calls objc-nested-calls log-cycle log-width-cycle memory)
echo "ccc: $CCC"
for shape in "${shapes[@]}"; do
    case $shape in
        cycle) run_shape cycle 8000 views solve ;;
        suggestion) run_shape suggestion 65536 "characters of the name" solve ;;
        minified) run_shape minified 4000 views compile ;;
        unknown-keys) run_shape unknown-keys 20000 keys solve ;;
        states) run_shape states 250 states ;;
        vfl-repeat) run_shape vfl-repeat 750 "views in the string" lint ;;
        vfl-predicates) run_shape vfl-predicates 500 "predicates" lint ;;
        lint-ambiguous) run_shape lint-ambiguous 1250 "views (warnings)" lint ;;
        lint-outside) run_shape lint-outside 625 "views (2 warnings each)" lint ;;
        lint-states) run_shape lint-states 250 states lint ;;
        render-states) run_shape render-states 125 states render ;;
        swift-hashes) run_shape swift-hashes 50000 "#" lint ;;
        swift-nested-calls) run_shape swift-nested-calls 5000 calls lint --list-strings ;;
        objc-nested-calls) run_shape objc-nested-calls 5000 messages lint --list-strings ;;
        log-cycle) run_shape log-cycle 50 "constraints of the cycle" log ;;
        log-width-cycle) run_shape log-width-cycle 50 "constraints of the cycle" log ;;
        memory) memory ;;
        *) echo "unknown shape '$shape'" >&2; exit 2 ;;
    esac
done
