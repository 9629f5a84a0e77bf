#!/usr/bin/env bash
# Hostile and unusual inputs against the release `sandtable` (issue 24): every case of that
# issue, each run under a 4 GB address-space cap and a 20 s timeout. Per case it prints the
# exit code, the time, the peak memory, and flags:
#   CRASH     killed by a signal or aborted (exit >= 128) - or timed out (124)
#   SLOW      ran past 3 s
#   BIG       peak resident memory over 1 GB
#   EXIT      an exit code other than the expected one
#   MESSAGE   the expected words are not in what it printed
#   DAMAGE    a file it must not touch was changed
# Exit status: 0 when nothing was flagged, 1 otherwise.
#
# Usage: tests/robustness/hostile_inputs.sh [SANDTABLE] (default build/release/cli/sandtable)
# Needs bash, python3 (to write the inputs), GNU time (/usr/bin/time) and timeout.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CLI=$(realpath "${1:-$ROOT/build/release/cli/sandtable}")
[ -x "$CLI" ] || { echo "no sandtable at $CLI (build it, or give its path)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "needs GNU time at /usr/bin/time" >&2; exit 2; }
W=$(mktemp -d /tmp/hostile-inputs-XXXXXX)
trap 'rm -rf "$W"' EXIT
export QT_QPA_PLATFORM=offscreen
FLAGS=0
CASES=0

# case NAME EXPECTED_EXIT 'WORDS|OTHER WORDS' -- COMMAND...
# WORDS: an extended regular expression that the output (stdout + stderr) must match ('' = any).
# Standard output goes to $W/out unless the command redirects it itself (run through sh -c).
case_() {
  local name=$1 expect=$2 words=$3
  shift 4
  CASES=$((CASES + 1))
  local log="$W/log" timing="$W/time"
  (
    ulimit -v 4000000
    exec /usr/bin/time -o "$timing" -f '%e %M' timeout 20 "$@"
  ) >"$W/out" 2>"$log"
  local code=$?
  local secs=0 kb=0
  read -r secs kb <"$timing" 2>/dev/null || true
  # GNU time prints "Command exited with non-zero status N" first on failure.
  if grep -q '^Command' "$timing" 2>/dev/null; then read -r secs kb < <(tail -n1 "$timing"); fi
  local flags=""
  if [ "$code" -ge 124 ]; then flags+=" CRASH"; fi
  if awk "BEGIN{exit !($secs > 3)}"; then flags+=" SLOW"; fi
  if [ "${kb:-0}" -gt 1048576 ]; then flags+=" BIG"; fi
  if [ "$code" != "$expect" ]; then flags+=" EXIT(expected $expect)"; fi
  if [ -n "$words" ] && ! cat "$W/out" "$log" | grep -Eq -- "$words"; then flags+=" MESSAGE"; fi
  printf '%-44s exit %3s  %6ss  %6s MB%s\n' "$name" "$code" "$secs" "$((kb / 1024))" "$flags"
  if [ -n "$flags" ]; then
    FLAGS=$((FLAGS + 1))
    sed 's/^/    | /' "$log" | grep -av 'Command exited' | head -n 4
  fi
}

# damaged NAME FILE CHECK: flags DAMAGE when the shell test CHECK fails.
damaged() {
  CASES=$((CASES + 1))
  if eval "$3"; then printf '%-44s intact\n' "$1"; else
    printf '%-44s DAMAGE (%s)\n' "$1" "$2"; FLAGS=$((FLAGS + 1)); fi
}

S=$ROOT/samples
cp "$S"/force-on-force/khoshkab.* "$W"/
cp "$S"/fighting-formations/croix-fouquet.* "$W"/
K=$W/khoshkab.scenario.yaml
KM=$W/khoshkab.map.yaml
HM=$W/croix-fouquet.map.yaml
cd "$W" || exit 2

python3 - "$W" <<'PY'
import os, sys, zipfile, hashlib
w = sys.argv[1]
def write(name, text, mode="w"):
    with open(os.path.join(w, name), mode) as f: f.write(text)
km = open(os.path.join(w, "khoshkab.map.yaml")).read()
ks = open(os.path.join(w, "khoshkab.scenario.yaml")).read()
head = "sandtable: 1\nkind: map\nid: t\nname: T\nruleset: force-on-force\n"
grid = "grid: {type: table, width: 48, height: 36, unit: in}\n"
# 1: a self-overlapping polyline of 10,000 points.
pts = ", ".join("[%g, %g]" % (1 if i % 2 == 0 else 47, 1 + 34 * i / 9999) for i in range(10000))
write("zigzag.map.yaml", head + grid + "features:\n  - {id: r, terrain: road, shape: {polyline: [%s], width: 2}}\n" % pts)
write("zigzag.scenario.yaml", ks.replace("map: khoshkab.map.yaml", "map: zigzag.map.yaml"))
# 2: alias bombs.
bomb = head + grid + "a: &a [x,x,x,x,x,x,x,x,x,x]\n"
prev = "a"
for k in "bcdefghi":
    bomb += "%s: &%s [%s]\n" % (k, k, ",".join(["*" + prev] * 10)); prev = k
write("bomb.map.yaml", bomb)
write("selfref.map.yaml", head + grid + "x: &r {s: *r}\n")
for m in ("bomb", "selfref"):
    write(m + ".scenario.yaml", ks.replace("map: khoshkab.map.yaml", "map: %s.map.yaml" % m))
# 5: a second document.
write("multidoc.map.yaml", km + "---\nsandtable: 1\nkind: map\nid: second\n")
# 8: a 10000 x 10000 table.
write("huge.map.yaml", head + "grid: {type: table, width: 10000, height: 10000, unit: in}\nfeatures: []\n")
# 10: 6,000 reach checks from the same places.
import random
random.seed(1)
checks = []
for i in range(6000):
    side, mob, frm = random.choice([("us", "foot", "us-setup"), ("us", "wheeled", "south-edge"),
                                    ("ins", "foot", "hs4"), ("ins", "wheeled", "north-edge")])
    to = random.choice(["cache", "bazaar", "bridge", "[%d, %d]" % (random.randint(1, 47), random.randint(1, 35))])
    checks.append("    - {side: %s, mobility: %s, from: %s, to: %s}" % (side, mob, frm, to))
write("checks.scenario.yaml", ks.replace("  reach:\n", "  reach:\n" + "\n".join(checks) + "\n", 1))
starts = ["    - {side: us, mobility: foot, from: [%d, %d], to: cache}" % (1 + i % 46, 1 + (i // 46) % 34) for i in range(6000)]
write("starts.scenario.yaml", ks.replace("  reach:\n", "  reach:\n" + "\n".join(starts) + "\n", 1))
# 11: a 100,000-row CSV; a UTF-16 one.
rows = "name,count,type,size,mobility,speed,he_fp,he_range,rof,defense_kind,defense,fire_arc\n"
write("rows100k.csv", rows + "".join("u%d,1,infantry,squad,foot,5,5,4,2,morale,9,none\n" % i for i in range(100000)))
write("utf16.csv", ("\ufeff" + rows + "a,1\n").encode("utf-16-le"), "wb")
# 12: accepted silently before.
write("point.map.yaml", km.replace("features:\n", "features:\n  - {id: pt, terrain: crops, shape: {point: [3, 3]}}\n", 1))
for name, value in [("v15", "1.5"), ("vbig", "4294967297"), ("v1e0", "1e0"), ("vstr", '"1"')]:
    write(name + ".map.yaml", km.replace("sandtable: 1", "sandtable: " + value, 1))
write("norules.scenario.yaml", ks.replace("ruleset: force-on-force", 'ruleset: ""', 1))
write("nulmap.scenario.yaml", ks.replace("map: khoshkab.map.yaml", 'map: "khoshkab.map.yaml\\0.txt"', 1))
write("neghill.map.yaml", km.replace("terrain: hill, shape: {polygon: [[2, 2]", "terrain: hill, height: -2, shape: {polygon: [[2, 2]", 1))
write("woodstoreys.map.yaml", km.replace("{id: poplars, terrain: woods,", "{id: poplars, terrain: woods, storeys: 3,", 1))
# 13: a map that is not a Sandtable document.
write("passwd.scenario.yaml", ks.replace("map: khoshkab.map.yaml", "map: ../../../../../../etc/passwd", 1))
# 14: an error that packing hides (the writer keeps one `turns:`).
import re
write("forced.scenario.yaml", re.sub(r"\n(turns: [^\n]*\n)", r"\n\1turns: 99\n", ks, count=1))
# 15: packs with a symlink entry, a nested zip, duplicate and NUL names, a huge manifest size.
def pack(name, entries, extra=None):
    man = "sandtable: 1\nkind: manifest\nentries:\n" + "".join(
        "  - {path: %s, bytes: %d, sha256: %s}\n" % (n, len(d), hashlib.sha256(d).hexdigest()) for n, d, _ in entries)
    if extra: man = extra
    with zipfile.ZipFile(os.path.join(w, name), "w") as z:
        for n, d, mode in entries:
            info = zipfile.ZipInfo(n); info.create_system = 3; info.external_attr = mode << 16
            z.writestr(info, d)
        z.writestr("manifest.yaml", man)
import warnings; warnings.simplefilter("ignore")
pack("symlink.stpack", [("lnk", b"/tmp", 0o120777)])
inner = os.path.join(w, "inner.zip")
with zipfile.ZipFile(inner, "w") as z: z.writestr("a.txt", "a")
pack("nested.stpack", [("inner.zip", open(inner, "rb").read(), 0o100644)])
pack("dupnames.stpack", [("a.yaml", b"x", 0o100644), ("a.yaml", b"y", 0o100644)])
pack("nulname.stpack", [("a.yaml", b"x", 0o100644), ("a.yaml\0b", b"y", 0o100644)])
pack("bigsize.stpack", [("a.yaml", b"x", 0o100644)],
     "sandtable: 1\nkind: manifest\nentries:\n  - {path: a.yaml, bytes: 99999999999999999999999, sha256: 00}\n")
# Clearer messages.
write("missingmap.scenario.yaml", ks.replace("map: khoshkab.map.yaml", "map: nowhere.map.yaml", 1))
write("nul.map.yaml", km.replace("name: Khoshkab village", "name: Khosh\0kab", 1))
os.symlink("loop2.map.yaml", os.path.join(w, "loop1.map.yaml")); os.symlink("loop1.map.yaml", os.path.join(w, "loop2.map.yaml"))
write("cr.map.yaml", km.replace("\n", "\r"))
write("width0.map.yaml", km.replace("width: 48", "width: 0", 1))
write("wideline.map.yaml", km.replace("[46, 24], [48, 24]]}", "[46, 24], [48, 24]], width: 1e300}", 1))
# A table from Tiled over the 10,000-unit limit: by its size in tiles, and by its float property.
tmx = ('<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" '
       'renderorder="right-down" width="%d" height="10" tilewidth="32" tileheight="32" infinite="0">\n%s'
       ' <objectgroup id="1" name="Terrain">\n  <object id="1" name="woods" x="32" y="64" width="128" height="96"/>\n'
       ' </objectgroup>\n</map>\n')
write("huge-table.tmx", tmx % (10001, ""))
write("huge-prop.tmx", tmx % (20, ' <properties><property name="height" type="float" value="10000.5"/></properties>\n'))
write("bare.map.yaml", head + grid + "features: []\n")
write("wide.tmj", '{"type": "map", "orientation": "hexagonal", "width": 1e300, "height": 5, "tilewidth": 32, "tileheight": 32, "hexsidelength": 16, "staggeraxis": "x", "staggerindex": "odd", "layers": [], "tilesets": []}')
PY
mkfifo "$W/pipe"
ln -s "$W/pipe" "$W/to-pipe.png"
ln -s "$W/pipe" "$W/to-pipe.map.yaml"
ln -s "$W/pipe" "$W/to-pipe.stpack"
cp "$K" "$W/keep.scenario.yaml"

echo "sandtable: $CLI"
echo "== crashes"
case_ "1 zigzag polyline: validate"            0 ''  -- "$CLI" validate zigzag.map.yaml
case_ "1 zigzag polyline: pack"                1 ''  -- "$CLI" pack zigzag.scenario.yaml -o zigzag.stpack
case_ "2 alias bomb: validate"                 2 'alias' -- "$CLI" validate bomb.map.yaml
case_ "2 alias bomb: fmt"                      2 'alias' -- "$CLI" fmt bomb.map.yaml
case_ "2 alias bomb: fmt --check"              2 'alias' -- "$CLI" fmt --check bomb.map.yaml
case_ "2 alias bomb: pack"                     1 'alias' -- "$CLI" pack bomb.scenario.yaml -o bomb.stpack
case_ "2 self-referencing alias: fmt"          2 'alias' -- "$CLI" fmt selfref.map.yaml
case_ "2 self-referencing alias: pack"         1 'alias' -- "$CLI" pack selfref.scenario.yaml -o selfref.stpack
echo "== data lost or replaced"
case_ "3 render -o link to a FIFO"             2 'pipe' -- "$CLI" render "$HM" -o to-pipe.png
case_ "3 generate -o link to a FIFO"           2 'pipe' -- "$CLI" generate --ruleset fighting-formations --columns 5 --rows 5 -o to-pipe.map.yaml
case_ "3 pack -o link to a FIFO"               2 'pipe' -- "$CLI" pack "$K" -o to-pipe.stpack
damaged "3 the FIFO is still a FIFO" pipe '[ -p "$W/pipe" ]'
case_ "4 pack S -o S"                          2 'inputs' -- "$CLI" pack keep.scenario.yaml -o keep.scenario.yaml
case_ "4 pack S -o its map"                    2 'inputs' -- "$CLI" pack keep.scenario.yaml -o khoshkab.map.yaml
damaged "4 the scenario is unchanged" keep.scenario.yaml 'cmp -s "$K" "$W/keep.scenario.yaml"'
case_ "5 second YAML document: validate"       2 'document' -- "$CLI" validate multidoc.map.yaml
case_ "5 second YAML document: fmt"            2 'document' -- "$CLI" fmt multidoc.map.yaml
damaged "5 fmt kept the second document" multidoc.map.yaml 'grep -q "id: second" "$W/multidoc.map.yaml"'
case_ "6 validate --format json > /dev/full"   2 'cannot write the output' -- sh -c "'$CLI' validate '$KM' --format json > /dev/full"
case_ "6 reach --json > /dev/full"             2 'cannot write the output' -- sh -c "'$CLI' reach '$K' --mobility foot --from us-setup --json > /dev/full"
case_ "6 viewshed --json > /dev/full"          2 'cannot write the output' -- sh -c "'$CLI' viewshed '$K' 10,10 --cell 2 --json > /dev/full"
case_ "6 los --json > /dev/full"               2 'cannot write the output' -- sh -c "'$CLI' los '$K' 10,10 30,20 --json > /dev/full"
case_ "6 generate -o - > /dev/full"            2 'cannot write the output' -- sh -c "'$CLI' generate --ruleset fighting-formations --columns 5 --rows 5 -o - > /dev/full"
case_ "6 render on a full disk (ulimit -f)"    2 'File too large' -- sh -c "trap '' XFSZ; ulimit -f 4; exec '$CLI' render '$HM' -o full.png"
case_ "7 reach --json keeps every digit"       0 '"bazaar": [0-9]+\.[0-9]{3,}' -- "$CLI" reach "$K" --mobility foot --from us-setup --to bazaar --cell 0.7 --json
echo "== unbounded time or memory"
case_ "8 render --scale 1 of 10000x10000 PDF"  2 'sheets' -- "$CLI" render huge.map.yaml --scale 1 -o huge.pdf
case_ "9 render --px-per-unit 260"             2 'pixels' -- "$CLI" render "$KM" --px-per-unit 260 -o big.png
case_ "9 render --px-per-unit 100"             0 '' -- "$CLI" render "$KM" --px-per-unit 100 -o ok.png
case_ "10 6,000 reach checks from 4 places"    1 '' -- "$CLI" validate checks.scenario.yaml
case_ "10 6,000 reach checks from 1,564 places" 1 'reach-checks-limit' -- "$CLI" validate starts.scenario.yaml
case_ "11 import oob of 100,000 rows"          2 'rows100k.csv:2002' -- "$CLI" import oob rows100k.csv --scenario "$K" --side us -o out.scenario.yaml
echo "== refused, but should be"
case_ "12 shape: {point: ...}"                 1 'point' -- "$CLI" validate point.map.yaml
case_ "12 sandtable: 1.5"                      1 'sandtable' -- "$CLI" validate v15.map.yaml
case_ "12 sandtable: 4294967297"               1 'format 4294967297' -- "$CLI" validate vbig.map.yaml
case_ "12 sandtable: 1e0"                      1 'sandtable' -- "$CLI" validate v1e0.map.yaml
case_ "12 sandtable: \"1\""                    1 'sandtable' -- "$CLI" validate vstr.map.yaml
case_ "12 ruleset: \"\""                       1 'ruleset' -- "$CLI" validate norules.scenario.yaml
case_ "12 map: name with a NUL"                1 'NUL|nul' -- "$CLI" validate nulmap.scenario.yaml
case_ "12 hill of negative height"             0 'below the ground' -- "$CLI" validate neghill.map.yaml
case_ "12 storeys on woods"                    0 'storeys' -- "$CLI" validate woodstoreys.map.yaml
case_ "12 reach --cell 1e300"                  2 'cell' -- "$CLI" reach "$K" --mobility foot --from us-setup --cell 1e300
case_ "12 reach --speed 1e-300"                2 'speed' -- "$CLI" reach "$K" --mobility foot --from us-setup --speed 1e-300
case_ "12 render --scale with a PNG"           2 'scale' -- "$CLI" render "$KM" --scale 1 -o scaled.png
case_ "13 map: ../../etc/passwd"               1 'not a Sandtable map' -- "$CLI" validate passwd.scenario.yaml
if grep -q 'root:' "$W/log" "$W/out"; then echo "13 the error quotes /etc/passwd              MESSAGE"; FLAGS=$((FLAGS + 1)); fi
case_ "14 pack --force past a duplicate key"   0 'despite 1 error' -- "$CLI" pack forced.scenario.yaml --force -o forced.stpack
case_ "14 the forced pack records the error"   0 'errors: 1,' -- sh -c "unzip -p forced.stpack manifest.yaml"
case_ "15 verify: a symlink entry"             1 'symbolic link' -- "$CLI" verify symlink.stpack
case_ "15 verify: a nested zip"                1 'zip archive' -- "$CLI" verify nested.stpack
case_ "16 generate 1000x1000 table"            2 'features' -- "$CLI" generate --ruleset force-on-force --width 1000 --height 1000 -o g.map.yaml
echo "== clearer messages"
case_ "missing map: one error"                 1 'nowhere.map.yaml' -- "$CLI" validate missingmap.scenario.yaml
case_ "NUL byte"                               2 'NUL' -- "$CLI" validate nul.map.yaml
case_ "symlink loop"                           2 'loop' -- "$CLI" validate loop1.map.yaml
case_ "CR-only line ends"                      2 'CR|carriage' -- "$CLI" validate cr.map.yaml
case_ "verify: duplicate entry names"          1 'same name' -- "$CLI" verify dupnames.stpack
case_ "verify: NUL in an entry name"           1 'same name|NUL' -- "$CLI" verify nulname.stpack
case_ "verify: huge manifest size"             1 'not a byte count' -- "$CLI" verify bigsize.stpack
case_ "table width 0"                          1 'width' -- "$CLI" validate width0.map.yaml
case_ "polyline width 1e300"                   1 'width' -- "$CLI" validate wideline.map.yaml
case_ "import tiled: .tmj width 1e300"         2 'not a whole number' -- "$CLI" import tiled wide.tmj --ruleset fighting-formations -o wide.map.yaml
case_ "import tiled: a table 10,001 tiles wide"   1 'huge-table.tmx:2:1: error: the table is 10001x10; .*at most 10000' -- "$CLI" import tiled huge-table.tmx --ruleset focused-firepower -o huge-table.map.yaml
damaged "import tiled: nothing written" huge-table.map.yaml '[ ! -e "$W/huge-table.map.yaml" ]'
case_ "import tiled: a table 10,000.5 units high"  1 'huge-prop.tmx:2:1: error: the table is 20x10000.5; .*at most 10000' -- "$CLI" import tiled huge-prop.tmx --ruleset focused-firepower -o huge-prop.map.yaml
damaged "import tiled: nothing written" huge-prop.map.yaml '[ ! -e "$W/huge-prop.map.yaml" ]'
case_ "render --art of a table without art:"   2 'bare.map.yaml has no art: add `art:`' -- "$CLI" render bare.map.yaml --art -o bare.png
damaged "render --art: nothing written" bare.png '[ ! -e "$W/bare.png" ]'
case_ "render --art (PDF) of a table without art:" 2 'bare.map.yaml has no art: add `art:`' -- "$CLI" render bare.map.yaml --art -o bare.pdf
damaged "render --art: no PDF written" bare.pdf '[ ! -e "$W/bare.pdf" ]'
case_ "import oob: a UTF-16 CSV"               2 'UTF-16' -- "$CLI" import oob utf16.csv --scenario "$K" --side us -o out.scenario.yaml
case_ "los FILE -0,-0 X,Y"                     0 '' -- "$CLI" los "$K" -0,-0 10,10

echo
if [ "$FLAGS" -eq 0 ]; then echo "$CASES cases: nothing flagged"; exit 0; fi
echo "$CASES cases: $FLAGS flagged"
exit 1
