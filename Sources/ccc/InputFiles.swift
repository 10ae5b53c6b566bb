#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file this run of `ccc` has read (layouts, source files, `--metrics` files,
/// `.ccc.json`, a baseline, and standard input when it is a file: `- < layout.json`),
/// by device and inode, so that an output file (`-o`, `--write-baseline`) is never one
/// of them, however it is spelt: a link, another path, or the file behind standard input.
enum InputFiles {
    private struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    nonisolated(unsafe) private static var read: [Identity] = []

    /// Records the file open on `descriptor`, when it is a regular file (a pipe or a
    /// device such as `/dev/null` is not overwritten by writing to it).
    static func remember(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        let identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        if !read.contains(identity) { read.append(identity) }
    }

    /// Whether `path` names (or links to) a file this run has read.
    static func contains(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        return read.contains(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }
}
