// A small streaming JSON writer (no Qt): machine output of the CLI and reports.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

class JsonWriter {
 public:
  explicit JsonWriter(bool pretty = true) : pretty_(pretty) {}

  JsonWriter& beginObject();
  JsonWriter& endObject();
  JsonWriter& beginArray();
  JsonWriter& endArray();
  JsonWriter& key(std::string_view k);
  JsonWriter& value(std::string_view v);
  JsonWriter& value(const char* v) { return value(std::string_view(v)); }
  JsonWriter& value(long long v);
  JsonWriter& value(int v) { return value(static_cast<long long>(v)); }
  JsonWriter& value(double v);
  JsonWriter& value(bool v);
  JsonWriter& null();
  // key + value in one call.
  template <typename T>
  JsonWriter& field(std::string_view k, const T& v) {
    key(k);
    return value(v);
  }

  const std::string& str() const { return out_; }

 private:
  void beforeValue();
  JsonWriter& close(char bracket);
  void newline();
  bool pretty_;
  std::string out_;
  std::vector<bool> hasItems_;  // per open container
  bool afterKey_ = false;
};

std::string jsonEscape(std::string_view s);

}  // namespace sandtable
