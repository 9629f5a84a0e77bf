// Standard output for the subcommands: a buffer over file descriptor 1 that remembers why its
// first write failed. std::cout only keeps a bad bit, and errno is long overwritten by the
// time the command ends, so "cannot write the output" could not say "No space left on device".
#pragma once

#include <poll.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <streambuf>

namespace sandtable::cli {

class FdOutputBuffer : public std::streambuf {
 public:
  explicit FdOutputBuffer(int fd) : fd_(fd) {
    setp(buffer_.data(), buffer_.data() + buffer_.size());
  }
  ~FdOutputBuffer() override { drain(); }
  FdOutputBuffer(const FdOutputBuffer&) = delete;
  FdOutputBuffer& operator=(const FdOutputBuffer&) = delete;

  // The errno of the first failed write, or 0.
  int error() const { return error_; }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  // Writes what is buffered; false (and the error kept) when the descriptor refuses it.
  bool drain() {
    const char* at = pbase();
    while (at < pptr() && error_ == 0) {
      const ssize_t n = ::write(fd_, at, static_cast<std::size_t>(pptr() - at));
      if (n < 0 && errno == EINTR) continue;
      // A pipe its reader set non-blocking is full for now, not broken: wait until it drains.
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
        pollfd ready{fd_, POLLOUT, 0};
        ::poll(&ready, 1, -1);
        continue;
      }
      if (n <= 0)
        error_ = n < 0 ? errno : EIO;
      else
        at += n;
    }
    setp(buffer_.data(), buffer_.data() + buffer_.size());
    return error_ == 0;
  }

  int fd_;
  int error_ = 0;
  std::array<char, 1 << 16> buffer_{};
};

}  // namespace sandtable::cli
