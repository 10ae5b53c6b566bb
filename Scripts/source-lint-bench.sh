#!/usr/bin/env bash
# The speed of `ccc lint` on source files (issue #14): writes trees of generated Swift and
# Objective-C files of 300 lines each (half of each language; each file ordinary code with
# four constraint calls, or with DENSE=1 one call every five lines; one file in five with
# planted mistakes) and times `ccc lint` end to end on each tree (text format, as Xcode
# and CI read it), with its CPU time and peak memory. Linear growth means the time per file stays the same from
# one size to the next; flat memory means the peak stays about the same.
#
#   Scripts/source-lint-bench.sh                 # 500 and 2,000 files, release build
#   SIZES="500 1000 2000 4000" Scripts/source-lint-bench.sh
#   CCC=.build/debug/ccc Scripts/source-lint-bench.sh   # a given binary, no build
set -euo pipefail
cd "$(dirname "$0")/.."

SIZES=${SIZES:-"500 2000"}
RUNS=${RUNS:-3}
if [ -z "${CCC:-}" ]; then
  swift build -c release --product ccc >&2
  CCC="$(swift build -c release --show-bin-path)/ccc"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Templates of 300 lines: ordinary code (properties, methods, loops, strings, comments)
# with one layout method of four constraint calls. DENSE=1 writes the worst case instead:
# a constraint call every five lines.
swift_file="$work/template.swift"
objc_file="$work/template.m"
DENSE=${DENSE:-0}
swift_layout() {
  local view=$1 title=$2
  echo "    func layout$3() {"
  echo "        let views = [\"title\": titleLabel, \"field\": field, \"button\": button]"
  echo "        let metrics = [\"gap\": 8, \"side\": 20]"
  echo "        NSLayoutConstraint.activate(NSLayoutConstraint.constraints("
  echo "            withVisualFormat: \"H:|-side-[$title]-gap-[field(>=120)]-gap-[button]-side-|\","
  echo "            options: [.alignAllCenterY], metrics: metrics, views: views))"
  echo "        $view.addCompactConstraint(\"$title.width = field.width * 0.5 + 10 @ 750\", metrics: metrics, views: views)"
  echo "    }"
}
objc_layout() {
  local title=$1
  echo "- (void)layout$2"
  echo "{"
  echo "    NSDictionary *views = NSDictionaryOfVariableBindings(title, field, button);"
  echo "    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@\"H:|-20-[$title]-8-\""
  echo "                                                                         @\"[field(>=120)]-8-[button]-20-|\""
  echo "                                                                 options:NSLayoutFormatAlignAllCenterY"
  echo "                                                                 metrics:nil views:views]];"
  echo "    [self addCompactConstraint:@\"$title.width = field.width * 0.5 + 10 @ 750\" metrics:nil views:views];"
  echo "}"
}
{
  echo "import UIKit"
  echo ""
  echo "final class GeneratedView: UIView {"
  echo "    let titleLabel = UILabel(), field = UITextField(), button = UIButton()"
  if [ "$DENSE" = 1 ]; then
    for i in $(seq 1 36); do swift_layout self title "$i"; done
  else
    for i in 1 2; do swift_layout self title "$i"; done
    for i in $(seq 1 31); do
      echo "    /// Formats item $i for display: \"\(count) items\" and /* not a comment */."
      echo "    func describe$i(_ values: [Int], label: String) -> String {"
      echo "        var total = 0"
      echo "        for value in values where value % $((i + 1)) == 0 { total += value * $i }"
      echo "        let text = #\"raw \"$i\" text\"# + \"\\(label): \\(total)\""
      echo "        return text.isEmpty ? \"none\" : text // addCompactConstraint(\"in a comment\")"
      echo "    }"
      echo ""
    done
  fi
} > "$swift_file"
while [ "$(wc -l < "$swift_file")" -lt 299 ]; do echo "    // padding" >> "$swift_file"; done
echo "}" >> "$swift_file"
{
  echo "#import <UIKit/UIKit.h>"
  echo ""
  echo "@implementation GeneratedView"
  if [ "$DENSE" = 1 ]; then
    for i in $(seq 1 32); do objc_layout title "$i"; done
  else
    for i in 1 2; do objc_layout title "$i"; done
    for i in $(seq 1 31); do
      echo "/// Formats item $i: @\"%ld items\" and /* a comment */."
      echo "- (NSString *)describe$i:(NSArray<NSNumber *> *)values label:(NSString *)label"
      echo "{"
      echo "    NSInteger total = 0;"
      echo "    for (NSNumber *value in values) { if (value.integerValue % $((i + 1)) == 0) total += value.integerValue * $i; }"
      echo "    NSString *text = [NSString stringWithFormat:@\"%@: %ld \\\"$i\\\"\", label, (long)total];"
      echo "    return text.length ? text : @\"none\"; // [self addCompactConstraint:@\"in a comment\"]"
      echo "}"
    done
  fi
} > "$objc_file"
while [ "$(wc -l < "$objc_file")" -lt 299 ]; do echo "// padding" >> "$objc_file"; done
echo "@end" >> "$objc_file"
echo "template lines: swift $(wc -l < "$swift_file"), objective-c $(wc -l < "$objc_file")" >&2

printf '| files | lines | wall seconds (median of %s) | CPU seconds | ms a file (wall) | peak memory (MB) |\n|---:|---:|---:|---:|---:|---:|\n' "$RUNS"
for size in $SIZES; do
  tree="$work/tree-$size"
  for i in $(seq 1 "$size"); do
    folder="$tree/Module$((i % 20))"
    mkdir -p "$folder"
    if [ $((i % 2)) -eq 0 ]; then target="$folder/File$i.swift"; template=$swift_file; else target="$folder/File$i.m"; template=$objc_file; fi
    # Every tenth file has planted mistakes: a misspelt view in each of its strings.
    if [ $((i % 10)) -lt 2 ]; then sed 's/\[title\]/[titel]/; s/"title\.width/"titel.width/' "$template" > "$target"; else cp "$template" "$target"; fi
  done
  lines=$(( size * 300 ))
  times=()
  cpus=()
  peak=0
  for _ in $(seq 1 "$RUNS"); do
    /usr/bin/time -f "%e %M %U %S" -o "$work/time" "$CCC" lint "$tree" 2> /dev/null || true
    read -r seconds kilobytes user system < <(tail -n 1 "$work/time")
    times+=("$seconds")
    cpus+=("$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')")
    if [ "$kilobytes" -gt "$peak" ]; then peak=$kilobytes; fi
  done
  median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
  cpu=$(printf '%s\n' "${cpus[@]}" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
  per_file=$(awk -v s="$median" -v n="$size" 'BEGIN { printf "%.3f", s * 1000 / n }')
  printf '| %s | %s | %s | %s | %s | %s |\n' "$size" "$lines" "$median" "$cpu" "$per_file" "$((peak / 1024))"
  rm -rf "$tree"
done
