import CompactConstraint
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file `-o` names, written with `open(2)` and `write(2)` so that every failure is a
/// one-line usage error in plain words (`strerror`), never a trap or Foundation's
/// `NSCocoaErrorDomain` text.
enum OutputFile {
    /// Creates or truncates `path` (mode 0644 before the umask) and writes `text` to it.
    ///
    /// - Throws: `UsageError` "-o needs a file name" for an empty path; "cannot write 'path':
    ///   reason" when the file cannot be opened, written or closed.
    static func save(_ text: String, to path: String) throws(UsageError) {
        guard !path.isEmpty else { throw UsageError("-o needs a file name") }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, errno) }
        let written = StandardStreams.writeAll(text, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : errno
        if let code = written ?? closed { throw failure(path, code) }
    }

    /// The same reasons as `--write-baseline` gives (`BaselineWriter.reason`).
    private static func failure(_ path: String, _ code: Int32) -> UsageError {
        UsageError("cannot write \(QuotedArgument.quoted(path, limit: QuotedArgument.pathLimit)): \(BaselineWriter.reason(code))")
    }
}
