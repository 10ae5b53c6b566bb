import CompactConstraint
import Foundation

/// Writes `--write-baseline FILE` the way a tool writes an output file: `-` is standard
/// output; any other path is opened with `O_WRONLY | O_CREAT | O_TRUNC`, so a symbolic
/// link is written through, and a FIFO or a device (`/dev/stdout`) receives the text
/// instead of being replaced. It refuses to write a file that `ccc` reads in this run (a
/// layout or source file, `.ccc.json`, a metrics file), compared by device and inode so a
/// link to one is refused too, and an existing regular file that is not a baseline.
enum BaselineWriter {
    /// Throws a usage error (exit 2) with the reason when it cannot or may not write.
    static func write(_ text: String, to path: String, reading inputs: [String]) throws(UsageError) {
        if path == "-" {
            Console.output(text)
            return
        }
        let shown = QuotedArgument.cut(path, limit: QuotedArgument.pathLimit)
        var target = stat()
        let exists = stat(path, &target) == 0
        if exists {
            for input in inputs where input != "-" { InputFiles.remember(path: input) }
            try InputFiles.refuse(path, for: "--write-baseline")
            let kind = target.st_mode & S_IFMT
            if kind == S_IFDIR { throw UsageError("cannot write the baseline '\(shown)': it is a directory") }
            if kind == S_IFREG, target.st_size > 0, !isBaseline(path) {
                throw UsageError(
                    "--write-baseline '\(shown)' already exists and is not a baseline; ccc overwrites only a baseline (remove the file first)")
            }
        } else {
            for input in inputs where input != "-" && LoadedConfiguration.absolute(input) == LoadedConfiguration.absolute(path) {
                throw UsageError("--write-baseline '\(shown)' is one of the files ccc reads; ccc never writes an input")
            }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw UsageError("cannot write the baseline '\(shown)': \(reason(errno))") }
        defer { _ = close(descriptor) }
        if let failure = StandardStreams.writeAll(text, to: descriptor) {
            throw UsageError("cannot write the baseline '\(shown)': \(reason(failure))")
        }
    }

    /// Whether an existing file reads as a baseline (so overwriting it loses nothing new).
    static func isBaseline(_ path: String) -> Bool {
        guard let file = try? Files.read(path) else { return false }
        var diagnostics = Diagnostics()
        return Baseline.read(file, into: &diagnostics) != nil && !diagnostics.hasErrors
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "a folder of the path does not exist"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a directory"
        case ENOTDIR: "a part of the path is not a directory"
        case ENOSPC: "no space left on the device"
        case EPIPE: "the reader of the pipe has gone"
        case ENXIO: "no process reads the FIFO"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
