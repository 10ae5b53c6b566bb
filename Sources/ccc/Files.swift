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
    /// (`<(cat f)`) and devices such as `/dev/stdin` work like regular files.
    static func read(_ path: String) throws(UsageError) -> SourceFile {
        if path == "-" {
            let bytes = try readAll(0, describing: "standard input")
            return SourceFile(path: "<stdin>", bytes: bytes)
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw UsageError("cannot read '\(path)': \(reason(errno))") }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw UsageError("cannot read '\(path)': it is a directory")
        }
        // A regular file's size is known: one allocation instead of a doubling array.
        let expected = info.st_mode & S_IFMT == S_IFREG ? min(Int(info.st_size), maximumSize) + 1 : 0
        return SourceFile(path: path, bytes: try readAll(descriptor, describing: "'\(path)'", expected: expected))
    }

    /// Every byte up to the end, at most `maximumSize`, read with read(2).
    private static func readAll(_ descriptor: Int32, describing name: String, expected: Int = 0) throws(UsageError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected)
        var chunk = [UInt8](repeating: 0, count: expected > 0 ? min(expected, chunkSize) : chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw UsageError("cannot read \(name): \(reason(errno))")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumSize {
                throw UsageError("cannot read \(name): the file is larger than 64 MiB")
            }
        }
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
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
