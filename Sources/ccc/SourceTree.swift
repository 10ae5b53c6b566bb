import CompactConstraint
import Foundation

/// The files a `ccc lint` argument stands for: a file is itself; a folder is every Swift
/// and Objective-C file under it (`.swift`, `.m`, `.mm`, `.h`), walked depth first in
/// byte order of names, skipping hidden folders and the build and dependency folders
/// `.build`, `Pods`, `Carthage` and `DerivedData` (unless the folder itself is named on
/// the command line). Only regular files are taken: a symbolic link to a regular file is
/// followed; a FIFO, socket or device (reading one could block forever) and a link to a
/// folder (no cycles) are skipped silently. A source file's link that leads nowhere (its
/// target is missing, or links loop) is kept, so that reading it reports the file as
/// unreadable with the reason (a file the project names but lacks). A file named on the
/// command line is read whatever it is: that is the user's choice.
enum SourceTree {
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return path != "-" && stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The source files under a folder, in order.
    static func files(under folder: String) -> [String] {
        var found: [String] = []
        walk(folder, into: &found)
        return found
    }

    /// A regular file, a symbolic link to one, or a link that leads nowhere (`info` is the
    /// entry's own `lstat`).
    private static func isRegularFile(_ path: String, _ info: stat) -> Bool {
        if info.st_mode & S_IFMT == S_IFREG { return true }
        guard info.st_mode & S_IFMT == S_IFLNK else { return false }
        var target = stat()
        guard stat(path, &target) == 0 else { return errno == ENOENT || errno == ELOOP }
        return target.st_mode & S_IFMT == S_IFREG
    }

    private static func walk(_ folder: String, into found: inout [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                walk(path, into: &found)
            } else if SourceLanguage(path: name) != nil, isRegularFile(path, info) {
                found.append(path)
            }
        }
    }
}
