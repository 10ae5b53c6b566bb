#!/usr/bin/env bash
# Regenerates the pictures the README and docs/render-and-explain.md show, with ccc itself.
# A test (RenderCommandTests.testCheckedInPicturesAreCurrent) fails when they are stale.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product ccc
ccc=.build/debug/ccc
"$ccc" render Examples/settings-stacks.json -o docs/images/settings-stacks.svg
"$ccc" render Examples/sign-in-form.json --constraints -o docs/images/sign-in-form-constraints.svg
"$ccc" render Examples/sliding-panels.json --state shown --state hidden -o docs/images/sliding-panels.svg
echo "wrote docs/images/settings-stacks.svg, sign-in-form-constraints.svg, sliding-panels.svg"
