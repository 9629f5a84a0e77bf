// Small table (miniatures) documents for reader and round-trip tests, on the built-in
// focused-firepower ruleset: every shape kind, a placed marker, and a scenario using zones as
// shapes and edge bands, objectives with levels, scenario points (a TRP with its ETA), fire orders and checks.
#pragma once

namespace sandtable::test {

inline const char* const kTableMap = R"(sandtable: 1
kind: map
id: farm-table
name: Farm table
ruleset: focused-firepower
grid: {type: table, width: 72, height: 48, unit: in}
features:
  - {id: hill-1, terrain: hill-low, shape: {polygon: [[10, 10], [22, 9], [24, 18], [9, 19]]}, name: Hill 112}
  - {id: hill-1-top, terrain: hill-medium, shape: {polygon: [[13, 12], [19, 12], [20, 16], [13, 16]]}}
  - {id: wood, terrain: orchard, shape: {circle: {center: [40, 30], radius: 4}}}
  - {id: farm, terrain: building-small, shape: {rect: [50, 20, 6, 4]}, storeys: 2, name: Farmhouse}
  - {id: wall-1, terrain: wall-low, shape: {polyline: [[30, 5], [30, 15]], width: 0.75}}
  - {id: road, terrain: road, shape: {polyline: [[0, 40], [72, 40]]}}
  - {id: crates-1, terrain: crates, shape: {rect: [44.5, 11.5, 1, 1]}, notes: a stack of ammunition crates}
markers:
  - {id: smoke-1, marker: smoke, at: [30, 22]}
  - {id: smoke-2, marker: smoke, shape: {circle: {center: [60, 8], radius: 2}}}
)";

inline const char* const kTableScenario = R"(sandtable: 1
kind: scenario
id: farm-fight
title: Fight at the farm
ruleset: focused-firepower
map: farm-table.map.yaml
turns: 12
first: us
sides:
  - id: us
    name: US
    role: attacker
    break_point: 33
    points_limit: 100
    fire_orders:
      - {firer: mortar, turn: 2, target: [52, 22], notes: smoke the farm}
  - id: de
    name: German
    role: defender
    victory: |
      Hold the farm.
zones:
  us-setup: {shape: {rect: [0, 42, 72, 6]}}
  de-setup: {edge: north, depth: 8}
oob:
  us:
    - {id: rifles, name: Rifle section, count: 2, setup: us-setup, stats: {type: infantry, mobility: foot, speed: 1, quality: regular, umv: 2, points: 20}}
    - {id: mortar, name: Light mortar, count: 1, setup: {at: [12, 45]}, stats: {type: mortar, mobility: foot, speed: 1, quality: regular, umv: 1, points: 15}}
  de:
    - {id: squad, name: Squad, count: 1, setup: {rect: [48, 2, 10, 4]}, stats: {type: infantry, mobility: foot, speed: 1, quality: veteran, umv: 3}}
    - {id: puma, name: Armoured car, count: 1, arrives: {turn: 5, point: de-trp}, stats: {type: vehicle, mobility: wheeled, speed: 4, quality: regular, umv: 2}}
objectives:
  - {id: farm, at: [53, 22], radius: 3, name: Farm, vp: {us: 5}, control: de, level: primary}
  - {id: us-hill, at: [16, 14], radius: 2, name: Hill 112, vp: {us: 2}, level: secondary, side: us}
points:
  - {id: us-erp, kind: erp, side: us, at: [8, 46]}
  - {id: de-trp, kind: trp, side: de, at: [72, 10], eta: 5}
checks:
  los:
    - {from: [12, 45], to: farm, expect: blocked}
  reach:
    - {side: us, mobility: foot, from: us-setup, to: farm, within_turns: 6}
)";

}  // namespace sandtable::test
