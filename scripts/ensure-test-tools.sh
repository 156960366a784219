#!/usr/bin/env bash
# Installs the tools the test suite drives, when they are missing (npm's pretest runs this):
#   chromium        Debian's Chromium, the browser Playwright drives
#   docker-compose  validates docker-compose.yml (deploy/compose.int.spec.ts); needs no Docker engine
# Idempotent: does nothing when both are on PATH. Never fails the test run by itself: when it cannot
# install, it says so in one line and the tests that need the tool report what is missing.
set -uo pipefail

packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium fonts-liberation)
command -v docker-compose >/dev/null 2>&1 || packages+=(docker-compose)
[ "${#packages[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-test-tools: cannot install ${packages[*]} (needs root and apt-get); install them yourself, continuing without" >&2
  exit 0
fi

export DEBIAN_FRONTEND=noninteractive
log="$(mktemp -t ensure-test-tools.XXXXXX)"
# No recommends: docker-compose would pull in the Docker engine, chromium a desktop's worth of packages.
install() { apt-get install -y -qq --no-install-recommends "${packages[@]}" >>"$log" 2>&1; }

echo "ensure-test-tools: installing ${packages[*]}" >&2
# The package lists may be missing or stale: refresh them only when an install without a refresh fails.
if install || { apt-get update -qq >>"$log" 2>&1 && install; }; then
  rm -f "$log"
else
  echo "ensure-test-tools: apt-get could not install ${packages[*]} (log: $log); continuing without" >&2
fi
exit 0
