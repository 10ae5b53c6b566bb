#!/usr/bin/env bash
# Checks `make install` as a CI machine would run it: from a fresh clone of this commit,
# `make install PREFIX=...` builds the release binary; it runs with an empty environment
# (the toolchain's folder on no library path), links no toolchain library, names its
# commit in `ccc --version`, lints an example; `make uninstall` removes it.
# Usage: Scripts/install-check.sh   (a release build: several minutes on two cores)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
commit="$(git -C "$root" rev-parse HEAD)"
git clone -q "$root" "$work/clone"
git -C "$work/clone" fetch -q "$root" "$commit" 2>/dev/null || true
git -C "$work/clone" checkout -q "$commit"
prefix="$work/prefix"
make -C "$work/clone" install PREFIX="$prefix"
ccc="$prefix/bin/ccc"
test -x "$ccc"

if [ "$(uname -s)" = Linux ]; then
    echo "== ldd $ccc"
    # A static executable (make build links one): ldd says so and exits with status 1.
    ldd "$ccc" || true
    if ldd "$ccc" | grep -Eq 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|not found'; then
        echo "install-check: the binary needs a toolchain library" >&2
        exit 1
    fi
fi

version="$(env -i PATH=/usr/bin:/bin "$ccc" --version)"
echo "== $version"
short="$(git -C "$work/clone" rev-parse --short=12 HEAD)"
case "$version" in
    "ccc "*"(commit $short)") ;;
    *) echo "install-check: --version should name commit $short" >&2; exit 1 ;;
esac

cd "$work/clone"
env -i PATH=/usr/bin:/bin "$ccc" lint Examples/docked-button.json Examples/sliding-panels.json
out="$(env -i PATH=/usr/bin:/bin "$ccc" solve Examples/docked-button.json --format tsv)"
[ "$out" = "$(printf 'self\t0\t0\t300\t300\nbutton\t195\t10\t100\t100')" ] || { echo "install-check: unexpected frames: $out" >&2; exit 1; }

make -C "$work/clone" uninstall PREFIX="$prefix"
test ! -e "$ccc"
echo "install-check: ok"
