#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine: installs what is missing, builds, then
#   run         opens the app (bundled data on first start)
#   test        runs the whole test suite
#   test --sanitize   the same suite built with AddressSanitizer + UndefinedBehaviorSanitizer
#   package     builds the .deb and .tar.gz
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(qt6-base-dev libqt6opengl6-dev libqt6sql6-sqlite qt6-charts-dev qt6-svg-dev qt6-qpa-plugins
          nlohmann-json3-dev libsqlite3-dev sqlite3 libgsl-dev
          xvfb xauth imagemagick poppler-utils librsvg2-bin fonts-dejavu-core
          ninja-build cmake g++ make dpkg-dev file)

install_missing() {
  local missing=()
  for p in "${packages[@]}"; do
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

cmd=${1:-run}
shift || true
case "$cmd" in
  run)
    install_missing
    build default
    exec ./build/app/denominator "$@"
    ;;
  test)
    install_missing
    preset=default
    [ "${1:-}" = "--sanitize" ] && preset=asan
    build "$preset"
    ctest --preset "$preset"
    ;;
  package)
    install_missing
    cmake --workflow --preset package
    ;;
  *)
    echo "usage: installer/setup.sh run|test [--sanitize]|package" >&2
    exit 2
    ;;
esac
