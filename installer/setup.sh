#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Denominator developers
# SPDX-License-Identifier: Apache-2.0
#
# One entry point for a fresh Debian 12 machine: installs what is missing (apt), builds, then
#   run       opens the app (bundled data on first start)
#   test      runs the whole test suite (gcc, RelWithDebInfo)
#   check     what CI adds: clang-format check, the suite built with clang under AddressSanitizer
#             and UndefinedBehaviorSanitizer with every fuzz target run for its budget, clang-tidy,
#             clazy, and lintian on the .deb packaged from the default build (no errors allowed)
#   package   builds the .deb and .tar.gz
set -euo pipefail
cd "$(dirname "$0")/.."

# Only what the build, the tests and the app use.
build_packages=(cmake ninja-build g++ qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-qpa-plugins
                nlohmann-json3-dev libsimdjson-dev libsqlite3-dev libssl-dev zlib1g-dev libpq-dev fonts-dejavu-core)
test_packages=(libgsl-dev poppler-utils postgresql)   # GSL's Steffen spline as the reference; pdftotext/pdfinfo; a real PostgreSQL 15 server
check_packages=(clang libclang-rt-14-dev clang-tidy clazy clang-format lintian dpkg-dev file)
package_packages=(dpkg-dev file)

install_missing() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() { # preset
  cmake --preset "$1" >/dev/null
  cmake --build --preset "$1"
}

# clang-tidy and clazy (Qt's own checks, level 1) on models/, ui/ and app/: every file, or (to keep
# CI inside its budget: 6 s of parsing per file for each) only the files changed since
# .ci/tidy-clean, the last commit on which every file passed both, plus every file that includes a
# changed header. Everything is checked when that commit is not in this clone's history, when the
# tidy or build configuration changed since, or with DENOMINATOR_TIDY_ALL=1. ui/ and app/ have
# their own .clang-tidy (Qt's ownership rules).
clazy_checks=level1
static_checks() {
  local base all=1 files=() changed=() headers=() regexes=() grown f h
  local dirs=(models ui app)
  base=$(tr -d '[:space:]' < .ci/tidy-clean 2>/dev/null || true)
  if [ "${DENOMINATOR_TIDY_ALL:-0}" != 1 ] && [ -n "$base" ] && git cat-file -e "$base^{commit}" 2>/dev/null \
     && git diff --quiet "$base" -- .clang-tidy ui/.clang-tidy app/.clang-tidy CMakeLists.txt CMakePresets.json \
          models/CMakeLists.txt ui/CMakeLists.txt app/CMakeLists.txt; then
    all=0
    mapfile -t changed < <({ git diff --name-only "$base" -- "${dirs[@]}"; git ls-files --others --exclude-standard "${dirs[@]}"; } | sort -u)
    mapfile -t headers < <(printf '%s\n' "${changed[@]}" | grep '\.h$' || true)
    grown=1
    while [ "$grown" = 1 ]; do   # files including a changed header, then files including those
      grown=0
      for h in "${headers[@]}"; do
        while read -r f; do
          if ! printf '%s\n' "${changed[@]}" | grep -qxF "$f"; then changed+=("$f"); grown=1
            [[ $f == *.h ]] && headers+=("$f"); fi
        done < <(grep -rlE "#include \"([^\"]*/)?$(basename "$h")\"" "${dirs[@]}" || true)
      done
    done
    for f in "${changed[@]}"; do [[ $f =~ ^(models/[^/]+|ui/[^/]+|app)/[^/]+\.cpp$ && -f $f ]] && files+=("$f"); done
  else
    mapfile -t files < <(git ls-files 'models/*/*.cpp' 'ui/*/*.cpp' 'app/*.cpp' | grep -E '^(models/[^/]+|ui/[^/]+|app)/[^/]+\.cpp$')
  fi
  if [ ${#files[@]} -eq 0 ]; then
    echo "== clang-tidy and clazy: no models/, ui/ or app/ file changed since $base, the last commit every file passed"
    return 0
  elif [ "$all" = 1 ]; then
    echo "== clang-tidy and clazy on models/, ui/ and app/ (every file: ${#files[@]})"
  else
    echo "== clang-tidy and clazy on the ${#files[@]} files changed since $base or including a changed header"
  fi
  # run-clang-tidy takes regular expressions: each file's path, whole (not a moc file of its shape).
  for f in "${files[@]}"; do regexes+=("^$(printf '%s' "$PWD/$f" | sed 's/[][\.*^$+?(){}|]/\\&/g')\$"); done
  if ! run-clang-tidy -p build-check -j 2 -quiet "${regexes[@]}" >build-check/clang-tidy.log 2>&1; then
    sed 's/\x1b\[[0-9;]*m//g' build-check/clang-tidy.log | grep -E 'warning:|error:' | sort -u
    exit 1
  fi
  lap "clang-tidy"
  printf '%s\0' "${files[@]}" | xargs -0 -P 2 -n 1 clazy-standalone -p build-check --checks="$clazy_checks" >build-check/clazy.log 2>&1 || true
  if grep -E 'warning:|error:' build-check/clazy.log | sort -u | grep .; then
    echo "clazy ($clazy_checks) found the above" >&2
    exit 1
  fi
  lap "clazy"
}

cmd=${1:-run}
shift || true
case "$cmd" in
  run)
    # The default build includes the tests (GSL, poppler), so the same packages as `test`.
    install_missing "${build_packages[@]}" "${test_packages[@]}"
    build default
    exec ./build/app/denominator "$@"
    ;;
  test)
    install_missing "${build_packages[@]}" "${test_packages[@]}"
    build default
    ctest --preset default
    ;;
  check)
    install_missing "${build_packages[@]}" "${test_packages[@]}" "${check_packages[@]}"
    phase=$SECONDS
    lap() { echo "   ($1: $((SECONDS - phase)) s)"; phase=$SECONDS; }
    echo "== clang-format"
    git ls-files -z '*.cpp' '*.h' | xargs -0 clang-format --dry-run --Werror
    lap "clang-format"
    echo "== clang build with ASan + UBSan, whole suite, fuzz targets for their budget"
    build check
    lap "clang build"
    # A CI machine once ran out of disk here: say what the builds hold and what is left.
    echo "   (disk: $(du -sh build build-check 2>/dev/null | tr '\t\n' ' '); $(df -h --output=avail . | tail -1 | tr -d ' ') free)"
    ctest --preset check
    lap "sanitizer suite and fuzzing"
    echo "== lintian on the .deb (packaged from the default build, stripped)"
    build default
    (cd build && cpack -G DEB >/dev/null)
    lintian --fail-on error build/denominator_*_amd64.deb
    lap "package and lintian"
    static_checks
    ;;
  package)
    install_missing "${build_packages[@]}" "${package_packages[@]}"
    cmake --workflow --preset package
    ;;
  *)
    echo "usage: installer/setup.sh run|test|check|package" >&2
    exit 2
    ;;
esac
