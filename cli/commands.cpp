// The dispatch table: one line per subcommand, each implemented in its own cmd_*.cpp.
#include "cli/command.h"

namespace sandtable::cli {

int runValidate(const std::vector<std::string>& args, Io& io);
int runFmt(const std::vector<std::string>& args, Io& io);
int runReach(const std::vector<std::string>& args, Io& io);
int runLos(const std::vector<std::string>& args, Io& io);
int runViewshed(const std::vector<std::string>& args, Io& io);
int runLosMatrix(const std::vector<std::string>& args, Io& io);
int runImport(const std::vector<std::string>& args, Io& io);
int runExport(const std::vector<std::string>& args, Io& io);
int runGenerate(const std::vector<std::string>& args, Io& io);
int runRender(const std::vector<std::string>& args, Io& io);
int runPack(const std::vector<std::string>& args, Io& io);
int runVerify(const std::vector<std::string>& args, Io& io);
int runArt(const std::vector<std::string>& args, Io& io);

const std::vector<Command>& commands() {
  static const std::vector<Command> table{
      {"validate", "check a scenario, map or ruleset and report every problem",
       "Usage: sandtable validate FILE|DIR... [--format text|json|sarif|junit] [--strict]\n"
       "                          [--include-notes] [--category ID] [--source-root DIR]\n"
       "                          [--help-base URL] [--art]\n\n"
       "Checks each FILE (a scenario, map or ruleset) and the documents it refers to; a DIR\n"
       "stands for every Sandtable document below it, sorted. One report covers them all, and\n"
       "a problem of a map shared by several scenarios is reported once.\n"
       "Text output: one line per diagnostic, `file:line:col: severity: message [code]`,\n"
       "then `N errors, M warnings`.\n\n"
       "  --format F        text (default), json, sarif or junit\n"
       "  --art             decode each map's art and proof the map against it (art-disagrees);\n"
       "                    without it only the art's header and anchors are checked\n"
       "  --strict          warnings fail too (exit 1)\n"
       "  --include-notes   SARIF: keep infos as notes (left out by default)\n"
       "  --category ID     SARIF: runs[].automationDetails.id, one per report uploaded\n"
       "  --source-root DIR SARIF: the folder file names are relative to (default: the\n"
       "                    working folder; run from the repository's top folder)\n"
       "  --help-base URL   SARIF: absolute URL of the published docs/ folder, for each\n"
       "                    rule's helpUri (default: none; the help text is in the report)\n\n"
       "Exit codes: 0 clean, 1 errors (or warnings with --strict), 2 an unreadable FILE.\n",
       runValidate},
      {"fmt", "rewrite documents in canonical form",
       "Usage: sandtable fmt FILE... [--check]\n\n"
       "Rewrites each document in Sandtable's canonical form (same model, same bytes).\n"
       "Documents with errors are left untouched.\n\n"
       "  --check      change nothing; list the files that are not canonical and exit 1\n",
       runFmt},
      {"reach", "cheapest movement costs from a start set",
       "Usage: sandtable reach FILE --mobility M (--from HEXES|ZONE) [--speed MP] [--to HEX]\n"
       "                       [--enter] [--json]\n\n"
       "Cheapest cost in MP for mobility class M from the start set to every hex (card) of the\n"
       "map in FILE (a map or a scenario), by the movement rules of its ruleset.\n\n"
       "  --mobility M   a mobility class of the ruleset (e.g. leg, track)\n"
       "  --from S       start set: hexes and ranges separated by commas (C4,D5,A1:B3), or one\n"
       "                 zone id of the scenario\n"
       "  --speed MP     MP per turn: also print turns, ceil(cost / speed)\n"
       "  --to HEX       report this hex only\n"
       "  --enter        the start set is where a reinforcement enters: entering a hex costs\n"
       "                 its terrain (default: units already stand there, cost 0)\n"
       "  --json         {\"mobility\", \"from\", \"costs\", \"turns\", \"unreachable\"} on stdout\n\n"
       "On a table (docs/cli.md#reach-on-tables): sandtable reach FILE --mobility M --from ZONE|X,Y|ID\n"
       "    [--speed MP] [--to X,Y|ID]... [--cell C] [--json] [--png OUT]\n"
       "  --from S       a zone id (its cells, an edge band included), X,Y, or the id of an\n"
       "                 objective or a scenario point\n"
       "  --to T         a point or an id, as many times as wanted (a zone: its cheapest cell;\n"
       "                 an objective: the cheapest cell of its radius, as validate measures);\n"
       "                 without --to, the scenario's objectives, each measured so\n"
       "  --cell C       grid cell in table units (default 0.5); impassable pieces less than\n"
       "                 two cells wide may leak, and the output says so near a start or target\n"
       "  --png OUT      the cost field as bands over the table (one band per turn with --speed)\n"
       "  --json         {\"mobility\", \"from\", \"cell\", \"costs\": {\"60,12\": 14.75},\n"
       "                 \"turns\", \"unreachable\", \"warnings\", \"note\"}\n"
       "Costs on a table are the lower bound of the rules (length over each going's rate).\n\n"
       "Exit codes: 0 done, 2 bad usage or a FILE with errors.\n",
       runReach},
      {"los", "line of sight between two hexes, cards or table points",
       "Usage: sandtable los FILE FROM TO [--json]\n\n"
       "Line of sight from FROM to TO (hex labels or card ids) on the map in FILE, a map or a\n"
       "scenario (whose markers count), by the LOS model of its ruleset. Prints `clear`,\n"
       "`clear (hindrance N)` (N > 0, the ruleset's default hindrance included),\n"
       "`clear (obscured)` or `blocked: REASON [RULE]`.\n"
       "On a table FROM and TO are X,Y or ids (objective, scenario point, zone: its middle);\n"
       "prints `clear`, `clear (smoke N)` or `blocked: REASON [RULE]` (dead-ground or blockers).\n\n"
       "  --json   {\"from\", \"to\", \"result\", \"hindrance\", \"obscured\", \"blocked_by\",\n"
       "           \"steps\"} on stdout; on a table {\"from\", \"to\", \"result\", \"smoke\",\n"
       "           \"dead_ground\", \"obstacle_sum\", \"in_line_of_fire\", \"blocked_by\"}\n\n"
       "Exit codes: 0 done (clear or blocked), 2 bad usage, a bad or off-map location, or a\n"
       "FILE with errors.\n",
       runLos},
      {"viewshed", "every hex, card or table cell seen from one place",
       "Usage: sandtable viewshed FILE HEX [--json] [--png OUT]\n"
       "       sandtable viewshed TABLE X,Y [--cell C] [--json] [--png OUT]\n\n"
       "Every hex (card) of the map in FILE seen from HEX, itself included, and the hindrance\n"
       "of each line where it is above the ruleset's default. On a table, every cell of C\n"
       "(default 0.5) units is tested from X,Y (or an id) at its centre: clear, smoke, dead\n"
       "ground or blocked.\n\n"
       "  --json      {\"from\", \"visible\": [...], \"blocked\": [...], \"hindrance\": {\"E5\": 2}};\n"
       "              on a table {\"from\", \"cell\", \"columns\", \"rows\", \"grid\": [\"ccbd..\"],\n"
       "              \"visible_fraction\"}, one string per row from the top edge\n"
       "  --cell C    tables: the cell size in table units (default 0.5)\n"
       "  --png OUT   also draw the viewshed over the map (PNG)\n\n"
       "Exit codes: 0 done, 2 bad usage, a bad or off-map HEX, or a FILE with errors.\n",
       runViewshed},
      {"los-matrix", "line of sight between all pairs of hexes or cards",
       "Usage: sandtable los-matrix FILE [--json] [--threads N]\n\n"
       "Walks every pair of locations of the map in FILE (each pair once for the reciprocal hex\n"
       "models) and prints the number of pairs, the visible pairs and the time taken. A progress\n"
       "bar is drawn on stderr when it is a terminal. Hex and card maps only: a table has no\n"
       "locations to pair (use los or viewshed there).\n\n"
       "  --threads N   worker threads (default: the number of cores)\n"
       "  --json        {\"pairs\", \"visible_pairs\", \"seconds\", \"sees\": {\"A1\": [...], ...}},\n"
       "                every location with the sorted list of the others it sees\n\n"
       "Exit codes: 0 done, 2 bad usage, a table, or a FILE with errors.\n",
       runLosMatrix},
      {"import", "import a Tiled hex or card map, or an order-of-battle table into a scenario side",
       "Usage: sandtable import tiled MAP.tmx|MAP.tmj --ruleset ID -o OUT.map.yaml\n"
       "                        [--property NAME] [--level-property NAME] [--id ID]\n"
       "                        [--terrain KEY=TERRAIN]... [--terrain-map FILE.yaml]\n"
       "       sandtable import oob TABLE.csv --scenario S.yaml --side SIDE [-o OUT]\n\n"
       "tiled: reads a hexagonal Tiled map (TMX or JSON; CSV, base64, zlib, gzip or zstd layers).\n"
       "  A tile is known by keys, tried in order: the value of its property NAME (default\n"
       "  `terrain`), its class (or type), its image's file name without extension (image\n"
       "  collections), #N for tile N of the first tileset and TILESET#N. Its terrain is that of\n"
       "  the first key the mapping names or that is a terrain id or name of the ruleset (any\n"
       "  case); the top-most visible tile with a terrain wins. When tiles have none, one error\n"
       "  lists their keys and ends with a --terrain line to paste. An int property `level`, or\n"
       "  the tiles of a layer named `levels`, give the hex levels. Objects of class hexside (property `feature`), road (a polyline\n"
       "  through hex centres) and objective become hexside features, roads and objectives.\n"
       "  Staggeraxis x is a flat map, y a pointy one; staggerindex odd/even is kept.\n"
       "  An orthogonal map read with a card ruleset is a card map: each position's tile gives\n"
       "  the card's terrain, name, cover, borders, hill and markers properties. With a table\n"
       "  ruleset it is a table (one tile per table unit, or float map properties width and\n"
       "  height): each object is a terrain piece of its shape whose terrain comes from its\n"
       "  keys (property NAME, class, name) as a tile's do; class marker makes a placed marker.\n"
       "  --ruleset ID   a built-in ruleset id or a ruleset file\n"
       "  --property N   the tile property holding the terrain key (default terrain)\n"
       "  --terrain K=T  tiles with key K have terrain T (an id or name); repeatable\n"
       "  --terrain-map F  a YAML mapping of keys to terrains (`Forest: woods`); --terrain\n"
       "                 pairs override it\n"
       "  --level-property N   the tile property holding the level (default level)\n"
       "  --id ID        the map id (default: the map's `id` property, else the file name)\n\n"
       "oob: merges a CSV table (header row: name, count, setup, arrives_turn, arrives_zone, vp,\n"
       "  id and the ruleset's unit fields, in any case) into side SIDE of the scenario. Rows\n"
       "  whose id (or name) matches an entry replace it; others are added. Written back to\n"
       "  S.yaml, or to OUT, in canonical form; nothing is written while any cell is wrong.\n\n"
       "Exit codes: 0 imported, 1 the input has errors (nothing written), 2 bad usage or an\n"
       "unreadable file.\n",
       runImport},
      {"export", "export a hex, card or table map to Tiled (TMX and a generated tileset image)",
       "Usage: sandtable export tiled MAP.yaml -o OUT.tmx\n\n"
       "Writes OUT.tmx (Tiled 1.8 format) and OUT-tileset.png beside it: one tile per terrain\n"
       "type in the ruleset's colours with a `terrain` property, one per level with a `level`\n"
       "property, a `terrain` and a `levels` layer and a `features` object layer (hexsides,\n"
       "roads, objectives, hex names). A card map becomes an orthogonal map with one tile per\n"
       "card (properties terrain, name, cover, borders, hill, markers) and a `cards` layer.\n"
       "A table becomes an orthogonal map (16 px tiles, one per table unit, no tileset image)\n"
       "with a `features` object layer (polygons, rectangles, ellipses, polylines and points\n"
       "with properties id, terrain, height, storeys, width, notes) and a `markers` layer.\n"
       "`sandtable import tiled` reads each back to the same map.\n\n"
       "Exit codes: 0 written, 2 bad usage, a MAP with errors or a file that cannot be written.\n",
       runExport},
      {"generate", "make a plausible random map for benchmarks and tests",
       "Usage: sandtable generate --ruleset ID --columns C --rows R [--seed N] -o OUT.map.yaml\n"
       "       sandtable generate --ruleset ID --width W --height H [--features N] [--seed N] -o OUT.map.yaml\n"
       "                          [--orientation flat|pointy] [--stagger odd|even] [--id ID] [--name TEXT]\n\n"
       "Hex rulesets: hills of several levels, woods, fields and building clusters, roads joining\n"
       "the map edges, streams on hexsides and a few crests, walls or hedges (only what the\n"
       "ruleset has). Card rulesets: terrain cards with cover and borders, a road, a stream and\n"
       "hill cards. Table rulesets (--width, --height in table units): about --features terrain\n"
       "pieces (default one per 40 square units): hills of nested steps, woods, buildings with\n"
       "storeys, walls and hedges, crates and wrecks, a road crossing a river on a bridge, and a\n"
       "smoke template. The same options and seed give the same file, byte for byte. -o - writes\n"
       "to stdout.\n",
       runGenerate},
      {"render", "draw a map or scenario as PNG, SVG or a PDF print proof",
       "Usage: sandtable render FILE -o OUT.(png|svg|pdf) [--labels] [--hex-size PX]\n"
       "                        [--overlay viewshed:HEX | reach:ZONE:MOBILITY]\n"
       "                        [--page a4|a3|letter] [--print-mm MM] [--no-legend] [--art]\n"
       "       sandtable render TABLE -o OUT.(png|svg|pdf) [--labels] [--px-per-unit PX]\n"
       "                        [--scale S|1:N] [--page a4|a3|letter] [--no-grid]\n"
       "                        [--view all|public|SIDE] [--overlap LEN]\n"
       "                        [--ink low|full] [--no-legend]\n"
       "       sandtable render SCENARIO --card -o OUT.(pdf|png)\n\n"
       "Draws the map of FILE (a map or a scenario: then its zones and objectives too) with a\n"
       "title, compass, scale and legend. The format follows OUT's extension. A PDF is a print\n"
       "proof at true size: one page when the map fits, else an overview page and one sheet per\n"
       "tile, each with crop marks.\n\n"
       "  --labels          print the hex id in every hex (tables: the name of every piece)\n"
       "  --hex-size PX     pixels between adjacent hex centres (default 48; cards: 4.5 per card width)\n"
       "  --overlay SPEC    viewshed:HEX  what HEX sees (clear, hindered, not seen)\n"
       "                    reach:ZONE:MOBILITY  MP to every hex from ZONE (a zone id or hexes)\n"
       "  --page P          PDF paper: a4 (default), a3 or letter\n"
       "  --print-mm MM     PDF: printed hex width across flats (default 16; cards 14 = 63 mm cards)\n"
       "  --no-legend       the map alone, without title, compass, scale and legend\n"
       "  --art             hex and card maps: the map drawn over its art (`art:`), the terrain\n"
       "                    translucent: a publisher's proof print\n"
       "  --card            the scenario card instead of the map: title, situation, public map,\n"
       "                    forces in short, set-up, victory and special rules on one A4 page\n\n"
       "Tables (miniatures) are drawn at true proportions with rulers along the top and left\n"
       "edges; --hex-size, --print-mm and --overlay do not apply to them.\n"
       "  --px-per-unit PX  pixels per inch (cm) of table (default 20 per inch, 8 per cm)\n"
       "  --scale S         PDF: printed size over true size, 0.25 or 1:4 (default: the whole\n"
       "                    picture fitted on one page); 1 is full size, 1 inch = 72 pt, on as\n"
       "                    many sheets as it takes, labelled A1, A2... with crop marks and rulers\n"
       "  --overlap LEN     PDF sheets: the glue margin past each sheet's right and bottom\n"
       "                    edges, showing the neighbour's picture (default 0.25in; 12mm, 0)\n"
       "  --ink low         white cloth, pieces as outlines and hatching: no solid fills\n"
       "  --no-grid         without the light grid every 6 in (10 cm)\n"
       "  --view V          all (default: the designer's view), public (no secondary or tertiary\n"
       "                    objectives, ERP/RSP/TRP or fire orders) or SIDE (public + that side's)\n\n"
       "Exit codes: 0 written, 2 bad usage, a FILE with errors or an unwritable OUT.\n",
       runRender},
      {"pack", "write a self-contained, deterministic scenario pack (.stpack)",
       "Usage: sandtable pack SCENARIO -o OUT.stpack [--force]\n\n"
       "Validates SCENARIO, then writes a zip with manifest.yaml (sizes and SHA-256 of every\n"
       "entry), scenario.yaml, map.yaml, ruleset.yaml, map.png, map.pdf, report.json and one\n"
       "PDF booklet per side (briefings/SIDE.pdf: public briefing, that side's order of battle\n"
       "and its private briefing). The same inputs give the same bytes.\n\n"
       "  -o OUT         the pack to write\n"
       "  --force        pack even when validation finds errors (recorded in the manifest)\n\n"
       "Exit codes: 0 written, 1 validation errors (without --force) or the pack failed,\n"
       "2 bad usage or an unreadable SCENARIO.\n",
       runPack},
      {"verify", "check a scenario pack's hashes and validate the scenario inside",
       "Usage: sandtable verify PACK\n\n"
       "Checks that PACK is a well-formed pack, that every entry matches its size and SHA-256\n"
       "in the manifest and no entry is missing or extra, then opens the packed scenario and\n"
       "validates it again.\n\n"
       "Exit codes: 0 intact and valid, 1 tampered, truncated, incomplete or invalid,\n"
       "2 PACK cannot be read.\n",
       runVerify},
      {"art", "trace a map's terrain from its art, or proof a map against its art",
       "Usage: sandtable art trace MAP [--sample HEX=TERRAIN]... [--json] -o OUT.map.yaml\n"
       "       sandtable art proof MAP [--json] [-o PROOF.pdf|PROOF.png]\n\n"
       "MAP is a hex or card map with `art:` (docs/formats.md 3.5, docs/art.md).\n\n"
       "trace  learns each terrain's look from the --sample locations (one or more per\n"
       "       terrain; CARD=TERRAIN on card maps), or without them from the terrain MAP already\n"
       "       has, and writes MAP to OUT with every location given the terrain whose look is\n"
       "       nearest. Lists the doubtful locations, where two terrains look alike: check them\n"
       "       first. -o - writes the map to stdout and the list to stderr.\n"
       "proof  learns each terrain's look from MAP's own terrain and lists every location whose\n"
       "       art looks like another terrain (art-disagrees). -o writes a proof sheet: the art\n"
       "       with the grid, the ids and a red ring on each disagreement.\n\n"
       "  --json   trace: {traced, outside_art, terrain: {id: count}, doubtful: [...]};\n"
       "           proof: {disagreements: [{hex, map, art, confidence}]}\n\n"
       "Exit codes: 0 done (proof: no disagreement), 1 proof found disagreements, 2 bad input.\n",
       runArt},
  };
  return table;
}

}  // namespace sandtable::cli
