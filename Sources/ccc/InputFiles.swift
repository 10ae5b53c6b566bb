import CompactConstraint
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
    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Each file read, with the path it was first read by (`-` for standard input).
    nonisolated(unsafe) private static var read: [Identity: String] = [:]

    /// Records the file open on `descriptor`, read as `path` (`-` for standard input),
    /// when it is a regular file (a pipe or a device such as `/dev/null` is not
    /// overwritten by writing to it).
    static func remember(descriptor: Int32, path: String) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return }
        remember(info, path: path)
    }

    private static func remember(_ info: stat, path: String) {
        guard info.st_mode & S_IFMT == S_IFREG else { return }
        let identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        if read[identity] == nil { read[identity] = path }
    }

    /// Records the regular file at `path` as an input, read or not (a layout named on the
    /// command line but excluded by `.ccc.json` is still the user's input).
    /// (`stat`, never `open`: opening a FIFO would wait for a writer.)
    static func remember(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        remember(info, path: path)
    }

    /// The path by which this run read the file `path` names (or links to); nil when it
    /// read no such file.
    static func readPath(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        return read[identity]
    }

    /// Whether `path` and `other` name the same regular file (by device and inode, so a
    /// link or another spelling is the same file); false when either is not one.
    static func sameFile(_ path: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        guard stat(path, &first) == 0, stat(other, &second) == 0,
              first.st_mode & S_IFMT == S_IFREG, second.st_mode & S_IFMT == S_IFREG
        else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Throws when `path`, given to `option` (`-o`, `--write-baseline`) as an output, is a
    /// file this run read, naming the input when it was read by another path.
    static func refuse(_ path: String, for option: String) throws(UsageError) {
        guard let input = readPath(of: path) else { return }
        let what = input == path ? "a file"
            : input == "-" ? "the file on standard input, which"
            : "\(QuotedArgument.quoted(input, limit: QuotedArgument.pathLimit)), a file"
        throw UsageError("\(option) \(QuotedArgument.quoted(path, limit: QuotedArgument.pathLimit)) is \(what) ccc reads; ccc never writes an input")
    }
}
