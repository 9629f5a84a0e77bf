#!/usr/bin/env bash
# Writes the table workload of the miniatures-table performance targets into DIR:
#   big.map.yaml       a generated 96" x 72" Focused Firepower table with 300 features (seed 7)
#   big.scenario.yaml  a scenario on it with two sides of 30 OOB entries each (60 in all),
#                      set-up zones along the long edges, an ERP per side and three objectives
# Usage: benchmarks/table_scenario.sh SANDTABLE DIR
# Then, e.g.: farm-bench -- SANDTABLE validate DIR/big.scenario.yaml
#             farm-bench -- SANDTABLE render DIR/big.map.yaml -o DIR/big.png
set -euo pipefail
sandtable=$1
dir=$2
mkdir -p "$dir"
"$sandtable" generate --ruleset focused-firepower --width 96 --height 72 --features 300 --seed 7 \
  -o "$dir/big.map.yaml" 2>/dev/null
{
  cat <<'YAML'
sandtable: 1
kind: scenario
id: big
title: Benchmark scenario
ruleset: focused-firepower
map: big.map.yaml
turns: 16
first: us
sides:
  - {id: us, name: Attackers, role: attacker}
  - {id: de, name: Defenders, role: defender}
zones:
  us-setup: {edge: south, depth: 6}
  de-setup: {edge: north, depth: 6}
objectives:
  - {id: obj-west, at: [24, 36], radius: 3, name: West, vp: {us: 3}, control: de, level: primary}
  - {id: obj-centre, at: [48, 36], radius: 3, name: Centre, vp: {us: 5}, control: de, level: primary}
  - {id: obj-east, at: [72, 36], radius: 3, name: East, vp: {us: 3}, control: de, level: primary}
points:
  - {id: us-erp, kind: erp, side: us, at: [48, 71]}
  - {id: de-erp, kind: erp, side: de, at: [48, 1]}
oob:
YAML
  for side in us de; do
    zone=$side-setup
    echo "  $side:"
    for i in $(seq 1 30); do
      echo "    - {id: sec-$i, name: Section $i, count: 1, setup: $zone, stats: {type: infantry, mobility: foot, speed: 1, quality: regular, umv: 2, points: 20}}"
    done
  done
} > "$dir/big.scenario.yaml"
