import CompactConstraint
import Foundation

enum Files {
    /// Reads a file's bytes, or standard input for `-`. Never writes anything.
    static func read(_ path: String) throws(UsageError) -> SourceFile {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return SourceFile(path: "<stdin>", bytes: Array(data))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("cannot read '\(path)': no such file")
        }
        guard !isDirectory.boolValue else { throw UsageError("cannot read '\(path)': it is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read '\(path)': permission denied or unreadable")
        }
        return SourceFile(path: path, bytes: Array(data))
    }
}
