#!/usr/bin/env bash
# Whole-process figures on the generated 200x200 Fighting Formations map (issue 18), each
# sandtable command run in turn with gdal_viewshed on a 200x200 GeoTIFF DEM of the same
# levels (A B A B ...), so that a drift in the machine's speed moves both alike:
#   sandtable validate MAP
#   sandtable viewshed MAP J10 --json
#   sandtable render MAP -o DIR/x.png
#   sandtable fmt --check MAP                  (mostly the load: the floor under every command)
# against
#   gdal_viewshed -ox 9.5 -oy -9.5 -oz 0.5 -tz 0.5 -cc 0 DIR/ff200.tif DIR/vs.tif
# Prints, per pair, the median wall seconds of each (and median peak RSS when /usr/bin/time
# is there) and the median of the pairwise ratios sandtable / gdal_viewshed.
#
# Usage: benchmarks/load_vs_gdal.sh SANDTABLE [DIR]     (RUNS=11 by default; RUNS=21 ... to change)
#   SANDTABLE  the CLI of a release or RelWithDebInfo build, e.g. build/release/cli/sandtable
#   DIR        where the map, the DEM and the outputs go (default: a new temporary folder)
#
# The DEM (written from the map's own `levels:` rows, so it holds exactly the map's terrain
# heights): one pixel per hex, pixel (column, row) = hex offset (column, row) counted from 0
# at the top left; z = the hex's level (Fighting Formations levels -1..4, one unit per level,
# one unit per hex across). Its georeference puts the top-left corner at (0, 0), pixels 1 x 1,
# north up, so the centre of pixel (c, r) is at x = c + 0.5, y = -(r + 0.5).
# Observer: hex J10 is column J (index 9), row 10 (index 9), so -ox 9.5 -oy -9.5, the centre of
# the pixel that holds J10's level. (J is an odd column of this odd-q flat-topped map, so the
# hex's true centre lies half a hex lower, on that pixel's lower edge; a square raster cannot
# stagger columns, and the shift does not change the work either tool does.)
# Heights: -oz 0.5 -tz 0.5, half a level above the ground for observer and target alike. In
# Fighting Formations' crest-levels rules a stand sees from its hex's level: ground at the
# ends' level does not block and ground one level higher does; an eye half a level up is the
# geometric line that behaves the same way. -cc 0: no curvature or refraction correction
# (the DEM's units are hexes and levels, not metres).
#
# gdal-bin is needed by this script only - it is not a dependency of Sandtable. The script
# installs it (and python3-yaml, to read the map's levels) with apt-get when they are missing.
set -euo pipefail

if [[ $# -lt 1 || $1 == -h || $1 == --help ]]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
  exit 2
fi
sandtable=$(realpath "$1")
dir=${2:-$(mktemp -d /tmp/sandtable-load-vs-gdal.XXXXXX)}
runs=${RUNS:-11}
mkdir -p "$dir"

need_apt=()
command -v gdal_viewshed >/dev/null && command -v gdal_translate >/dev/null || need_apt+=(gdal-bin)
python3 -c 'import yaml' 2>/dev/null || need_apt+=(python3-yaml)
if ((${#need_apt[@]})); then
  sudo=()
  [[ $(id -u) -ne 0 ]] && sudo=(sudo)
  echo "installing ${need_apt[*]} for this benchmark (not a Sandtable dependency)" >&2
  if ! "${sudo[@]}" apt-get install -y "${need_apt[@]}" >&2; then
    echo "load_vs_gdal.sh: cannot install ${need_apt[*]}; run: sudo apt-get install -y ${need_apt[*]}" >&2
    exit 2
  fi
fi

map=$dir/ff200.map.yaml
"$sandtable" generate --ruleset fighting-formations --columns 200 --rows 200 --seed 3 -o "$map" 2>/dev/null

# The map's levels as an ESRI ASCII grid, then GeoTIFF.
python3 - "$map" "$dir/ff200.asc" <<'PY'
import sys, yaml
with open(sys.argv[1]) as f:
    doc = yaml.safe_load(f)
cols, rows = doc["grid"]["columns"], doc["grid"]["rows"]
default = int((doc.get("default") or {}).get("level", 0))
level_rows = ((doc.get("levels") or {}).get("rows")) or []
grid = [[default] * cols for _ in range(rows)]
for r, text in enumerate(level_rows):
    for c, value in enumerate(str(text).split()):
        grid[r][c] = int(value)
with open(sys.argv[2], "w") as out:
    out.write(f"ncols {cols}\nnrows {rows}\nxllcorner 0\nyllcorner {-rows}\ncellsize 1\n")
    for row in grid:
        out.write(" ".join(map(str, row)) + "\n")
PY
gdal_translate -q -of GTiff -ot Float32 "$dir/ff200.asc" "$dir/ff200.tif"

gdal=(gdal_viewshed -q -ox 9.5 -oy -9.5 -oz 0.5 -tz 0.5 -cc 0 "$dir/ff200.tif" "$dir/vs.tif")
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}

# One run of "$@": prints "wall_seconds peak_kb" (peak 0 without /usr/bin/time); a failed
# run is said on stderr (its time still counts: the figures would then be wrong, look).
run_once() {
  local t0 t1 peak=0 rc=0
  t0=$EPOCHREALTIME
  if [[ -x /usr/bin/time ]]; then
    /usr/bin/time -f %M -o "$dir/peak" "$@" >/dev/null 2>"$dir/stderr" || rc=$?
    peak=$(tail -n1 "$dir/peak")
  else
    "$@" >/dev/null 2>"$dir/stderr" || rc=$?
  fi
  t1=$EPOCHREALTIME
  ((rc == 0)) || echo "load_vs_gdal.sh: exit $rc from: $* ($(tail -n1 "$dir/stderr"))" >&2
  echo "$t0 $t1 $peak" | awk '{ printf "%.6f %d\n", $2 - $1, $3 }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# pair NAME -- A... : A and gdal_viewshed in turn, one warm-up each, then RUNS pairs.
pair() {
  local name=$1
  shift
  local a=() b=() ratios=() pa=() pb=() i ra rb
  run_once "$@" >/dev/null
  run_once "${gdal[@]}" >/dev/null
  for ((i = 0; i < runs; i++)); do
    read -r ra pka < <(run_once "$@")
    read -r rb pkb < <(run_once "${gdal[@]}")
    a+=("$ra") b+=("$rb") pa+=("$pka") pb+=("$pkb")
    ratios+=("$(awk -v x="$ra" -v y="$rb" 'BEGIN { printf "%.3f", x / y }')")
  done
  printf '%-34s %8.3f s %7.1f MiB   gdal_viewshed %8.3f s %7.1f MiB   ratio %5.2fx\n' "$name" \
    "$(printf '%s\n' "${a[@]}" | median)" "$(printf '%s\n' "${pa[@]}" | median | awk '{ print $1 / 1024 }')" \
    "$(printf '%s\n' "${b[@]}" | median)" "$(printf '%s\n' "${pb[@]}" | median | awk '{ print $1 / 1024 }')" \
    "$(printf '%s\n' "${ratios[@]}" | median)"
}

echo "200x200 map $(stat -c %s "$map") bytes; DEM $dir/ff200.tif; medians of $runs runs, alternating; $(nproc) cores;$(uptime | sed 's/.*load average/ load average/')"
pair "sandtable validate" "$sandtable" validate "$map"
pair "sandtable viewshed J10 --json" "$sandtable" viewshed "$map" J10 --json
pair "sandtable render -o x.png" "$sandtable" render "$map" -o "$dir/x.png"
pair "sandtable fmt --check" "$sandtable" fmt --check "$map"
