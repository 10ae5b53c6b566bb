#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error written with `write(2)`, every error reported
/// (Foundation's `FileHandle.write(_:)` traps on an I/O error on Linux).
///
/// * A failed write to standard output (`> /dev/full`, a closed descriptor) is recorded;
///   nothing more is written to either stream, and `finish(_:)` prints one line to
///   standard error and turns the status into 2.
/// * When the reader of standard output has gone (`EPIPE`, SIGPIPE ignored), the tool
///   ends quietly: nothing more is written, not even the one line, status 2.
/// * A failed write to standard error (closed, full) is dropped; the exit status still
///   tells the result.
enum StandardStreams {
    /// Why standard output failed: the `errno` of the failed write.
    nonisolated(unsafe) private static var outputFailure: Int32?
    nonisolated(unsafe) private static var errorFailed = false
    /// Whether standard input was closed when `ccc` started (`<&-`): reading `-` is then
    /// an error, not an empty file.
    nonisolated(unsafe) private(set) static var inputWasClosed = false

    /// Keeps descriptors 0, 1 and 2 taken: a closed one is opened on /dev/null read-only,
    /// so a file `ccc` opens later can never become its standard output (writes to it
    /// then fail with `EBADF`, reported like any other failed write).
    static func reserveClosedDescriptors() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            if descriptor == 0 { inputWasClosed = true }
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
    }

    static func output(_ text: String) {
        guard outputFailure == nil, !text.isEmpty else { return }
        if let failure = writeAll(text, to: 1) { outputFailure = failure }
    }

    static func error(_ text: String) {
        guard outputFailure == nil, !errorFailed, !text.isEmpty else { return }
        if writeAll(text, to: 2) != nil { errorFailed = true }
    }

    /// The exit status once everything is written: 2 after a failed write to standard
    /// output (with one line on standard error unless the reader has gone), else `status`.
    static func finish(_ status: Int32) -> Int32 {
        guard let failure = outputFailure else { return status }
        if failure != EPIPE, !errorFailed {
            _ = writeAll("ccc: cannot write standard output: \(reason(failure))\n", to: 2)
        }
        return 2
    }

    /// Writes every byte, retrying after a signal (`EINTR`) and after a partial write;
    /// the `errno` of the write that failed, or nil.
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { buffer -> Int32? in
            guard var pointer = buffer.baseAddress else { return nil }
            var remaining = buffer.count
            while remaining > 0 {
                let written = write(descriptor, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if written == 0 { return EIO }
                pointer += written
                remaining -= written
            }
            return nil
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on the device"
        case EBADF: "it is closed"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
