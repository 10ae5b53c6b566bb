import CompactConstraint
import Glibc

enum Files {
    /// The largest input `ccc` reads (a layout or a metrics file): 64 MiB. Larger input,
    /// such as `/dev/zero`, is a usage error instead of a memory hog.
    static let maximumSize = 64 * 1024 * 1024
    static let chunkSize = 1024 * 1024

    /// Reads a file's bytes, or standard input for `-`. Never writes anything.
    ///
    /// Reads through a file descriptor in chunks, so pipes, FIFOs, process substitution
    /// (`<(cat f)`) and devices such as `/dev/stdin` work like regular files. Each file
    /// read is remembered by device and inode (`InputFiles`), so that no output file can
    /// be one of them.
    ///
    /// - Throws: `UsageError` "cannot read …" with the reason: standard input closed when
    ///   `ccc` started, a missing file or the missing target of a symbolic link, a folder,
    ///   a read error, more than 64 MiB.
    static func read(_ path: String) throws(UsageError) -> SourceFile {
        if path == "-" {
            if StandardStreams.inputWasClosed { throw UsageError("cannot read standard input: it is closed") }
            InputFiles.remember(descriptor: 0, path: "-")
            let bytes = try readAll(0, describing: "standard input", expected: expectedSize(0))
            return SourceFile(path: "<stdin>", bytes: bytes)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw UsageError("cannot read \(QuotedArgument.quoted(path, limit: QuotedArgument.pathLimit)): \(openFailure(path, errno))") }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw UsageError("cannot read \(QuotedArgument.quoted(path, limit: QuotedArgument.pathLimit)): it is a directory")
        }
        InputFiles.remember(descriptor: descriptor, path: path)
        return SourceFile(path: path, bytes: try readAll(descriptor, describing: "'\(path)'", expected: expectedSize(descriptor)))
    }

    /// A regular file's size (capped one byte past the limit), known before reading: one
    /// allocation instead of a growing one; 0 for a pipe, FIFO or device.
    private static func expectedSize(_ descriptor: Int32) -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return 0 }
        return min(Int(info.st_size), maximumSize) + 1
    }

    /// Every byte up to the end, at most `maximumSize`, read with read(2). A stream
    /// (`expected` 0) is read in chunks that are joined at the end, and reading stops one
    /// byte past the limit: `/dev/zero` costs 64 MiB before it is refused, never more.
    private static func readAll(_ descriptor: Int32, describing name: String, expected: Int) throws(UsageError) -> [UInt8] {
        var chunks: [[UInt8]] = []
        var total = 0
        var chunk = [UInt8](repeating: 0, count: expected > 0 ? expected : chunkSize)
        var filled = 0
        while true {
            if filled == chunk.count {
                chunks.append(chunk)
                chunk = [UInt8](repeating: 0, count: min(chunkSize, maximumSize + 1 - total))
                filled = 0
            }
            let count = chunk.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw UsageError("cannot read \(name): \(reason(errno))")
            }
            if count == 0 { break }
            filled += count
            total += count
            if total > maximumSize {
                throw UsageError("cannot read \(name): the file is larger than 64 MiB")
            }
        }
        chunk.removeSubrange(filled...)
        guard !chunks.isEmpty else { return chunk }
        // Joined from the last chunk back, each let go once copied.
        chunks.append(chunk)
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
            var end = total
            while let last = chunks.popLast() {
                end -= last.count
                last.withUnsafeBufferPointer { source in
                    guard let base = source.baseAddress, let target = buffer.baseAddress else { return }
                    (target + end).update(from: base, count: source.count)
                }
            }
            count = total
        }
    }

    /// Why `open` failed; a dangling symbolic link says so and names its target.
    private static func openFailure(_ path: String, _ code: Int32) -> String {
        var info = stat()
        guard code == ENOENT, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return reason(code) }
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &target, target.count - 1)
        guard length >= 0 else { return "it is a symbolic link to a missing file" }
        let name = String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "it is a symbolic link to '\(name)', which does not exist"
    }

    /// The words for an `errno` from `open` or `read`.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a directory"
        case ENOTDIR: "a part of the path is not a directory"
        case ELOOP: "too many symbolic links"
        case ENAMETOOLONG: "the path is too long"
        case EBADF: "it is not open for reading"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
