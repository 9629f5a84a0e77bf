#include "model/yaml_aliases.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <algorithm>
#include <sstream>
#include <vector>

namespace sandtable {

namespace {

// Thrown from the event handler to stop the parser at the first problem.
struct StopParsing {
  YamlStreamProblem problem;
};

// Counts, for every anchored node, the nodes it stands for written out, and the total the
// aliases stand for. An alias to an anchor whose collection is still open is a cycle.
class AliasCounter : public YAML::EventHandler {
 public:
  explicit AliasCounter(std::size_t budget) : budget_(budget) {}

  void OnDocumentStart(const YAML::Mark& mark) override {
    if (++documents_ > 1) stop(YamlStreamProblem::Kind::SecondDocument, mark, {});
  }
  void OnDocumentEnd() override {}
  void OnAnchor(const YAML::Mark&, const std::string& name) override { names_.push_back(name); }

  void OnNull(const YAML::Mark&, YAML::anchor_t anchor) override { leaf(anchor); }
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t anchor,
                const std::string&) override {
    leaf(anchor);
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    for (const Open& open : open_)
      if (open.anchor == anchor) stop(YamlStreamProblem::Kind::RecursiveAlias, mark, anchor);
    const std::size_t size = anchor < sizes_.size() ? sizes_[anchor] : 1;
    aliased_ = saturatingAdd(aliased_, size);
    if (aliased_ > budget_) stop(YamlStreamProblem::Kind::AliasBudget, mark, anchor);
    add(size);
  }

  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    open_.push_back({anchor, 1});
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    open_.push_back({anchor, 1});
  }
  void OnMapEnd() override { close(); }

 private:
  struct Open {
    YAML::anchor_t anchor;  // 0: none
    std::size_t nodes;      // written out, this collection and what it holds so far
  };

  // Sizes saturate: nine levels of ten aliases stand for 10^9 nodes, and more would overflow.
  std::size_t saturatingAdd(std::size_t a, std::size_t b) const {
    return std::min(a + b, budget_ + 1);
  }

  void add(std::size_t nodes) {
    if (!open_.empty()) open_.back().nodes = saturatingAdd(open_.back().nodes, nodes);
  }
  void remember(YAML::anchor_t anchor, std::size_t nodes) {
    if (anchor == YAML::NullAnchor) return;
    if (sizes_.size() <= anchor) sizes_.resize(anchor + 1, 1);
    sizes_[anchor] = nodes;
  }
  void leaf(YAML::anchor_t anchor) {
    remember(anchor, 1);
    add(1);
  }
  void close() {
    const Open done = open_.back();
    open_.pop_back();
    remember(done.anchor, done.nodes);
    add(done.nodes);
  }

  [[noreturn]] void stop(YamlStreamProblem::Kind kind, const YAML::Mark& mark,
                         YAML::anchor_t anchor) {
    YamlStreamProblem p;
    p.kind = kind;
    p.line = mark.line >= 0 ? mark.line + 1 : 0;
    p.column = mark.column >= 0 ? mark.column + 1 : 0;
    // yaml-cpp numbers anchors from 1 in the order they are defined.
    if (anchor != YAML::NullAnchor && anchor <= names_.size()) p.anchor = names_[anchor - 1];
    throw StopParsing{p};
  }

  std::size_t budget_;
  int documents_ = 0;
  std::size_t aliased_ = 0;
  std::vector<Open> open_;
  std::vector<std::size_t> sizes_;  // by anchor id
  std::vector<std::string> names_;  // by anchor id - 1
};

bool startsWith(std::string_view text, std::size_t pos, std::string_view marker) {
  return text.substr(pos, marker.size()) == marker;
}

}  // namespace

bool mayHaveAliasesOrDocuments(std::string_view text) {
  if (text.find('*') != std::string_view::npos) return true;
  for (std::size_t pos = 0; pos < text.size();) {
    if (startsWith(text, pos, "---") || startsWith(text, pos, "...")) return true;
    const std::size_t eol = text.find('\n', pos);
    if (eol == std::string_view::npos) break;
    pos = eol + 1;
  }
  return false;
}

YamlStreamProblem checkYamlStream(std::string_view text, std::size_t maxAliasNodes) {
  std::istringstream in{std::string(text)};
  AliasCounter counter(maxAliasNodes);
  try {
    YAML::Parser parser(in);
    while (parser.HandleNextDocument(counter)) {
    }
  } catch (const StopParsing& stop) {
    return stop.problem;
  } catch (const std::exception&) {
    // Not YAML: the parser that builds the tree reports where and why.
  }
  return {};
}

}  // namespace sandtable
